import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from '@/lib/external-store';

describe('createExternalStore', () => {
  it('tells every listener of a change until it unsubscribes', () => {
    let value = 1;
    const store = createExternalStore(() => value);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    value = 2;
    store.notify();
    stopFirst();
    store.notify();
    expect(store.getSnapshot()).toBe(2);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
  });

  it('follows outside changes only while someone listens', () => {
    const stop = vi.fn();
    const watch = vi.fn(() => stop);
    const store = createExternalStore(() => 0, { watch });
    const stopFirst = store.subscribe(() => undefined);
    const stopSecond = store.subscribe(() => undefined);
    expect(watch).toHaveBeenCalledTimes(1);
    stopFirst();
    expect(stop).not.toHaveBeenCalled();
    stopSecond();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => undefined);
    expect(watch).toHaveBeenCalledTimes(2);
  });

  it('reads the server snapshot given for renders the server makes, the snapshot itself otherwise', () => {
    expect(createExternalStore(() => 'browser', { serverSnapshot: () => 'server' }).getServerSnapshot()).toBe('server');
    expect(createExternalStore(() => 'same').getServerSnapshot()).toBe('same');
  });
});
