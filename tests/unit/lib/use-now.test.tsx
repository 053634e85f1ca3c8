import { act, screen } from '@testing-library/react';
import { lazy, Profiler, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptRenderInstant, RenderInstantContext, useNow } from '@/lib/use-now';

function Clock() {
  return <time>{useNow().toISOString()}</time>;
}

const SERVER_INSTANT = new Date('2026-11-24T10:00:00.000Z');
const DEVICE_INSTANT = new Date('2026-11-24T10:07:00.000Z');

afterEach(() => {
  vi.useRealTimers();
  adoptRenderInstant(null);
});

describe('useNow while a server-rendered page hydrates', () => {
  it('reads the server’s instant in every part hydrated, a late Suspense boundary too, then this device’s clock', async () => {
    const html = renderToString(
      <RenderInstantContext.Provider value={SERVER_INSTANT}>
        <Clock />
        <Suspense fallback={null}>
          <Clock />
        </Suspense>
      </RenderInstantContext.Provider>,
    );
    expect(html).toContain(SERVER_INSTANT.toISOString());

    vi.useFakeTimers({ now: DEVICE_INSTANT, toFake: ['Date'] });
    let release: () => void = () => undefined;
    const LateClock = lazy(
      () =>
        new Promise<{ default: typeof Clock }>((resolve) => {
          release = () => resolve({ default: Clock });
        }),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <RenderInstantContext.Provider value={SERVER_INSTANT}>
          <Clock />
          <Suspense fallback={null}>
            <LateClock />
          </Suspense>
        </RenderInstantContext.Provider>,
        { onRecoverableError: (cause) => mismatches.push(cause) },
      ),
    );
    // The boundary hydrates only once its code arrives, well after the rest of the page.
    await act(async () => release());
    expect(mismatches).toEqual([]);
    expect(await screen.findAllByText(DEVICE_INSTANT.toISOString())).toHaveLength(2);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a server instant less than a minute old after hydration, with no second render, and ticks a minute after it', async () => {
    const serverInstant = new Date('2026-11-24T10:00:00.000Z');
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:20.000Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    adoptRenderInstant(serverInstant);
    const html = renderToString(
      <RenderInstantContext.Provider value={serverInstant}>
        <Clock />
      </RenderInstantContext.Provider>,
    );
    const commits: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <RenderInstantContext.Provider value={serverInstant}>
          <Profiler id="clock" onRender={(_id, phase) => commits.push(phase)}>
            <Clock />
          </Profiler>
        </RenderInstantContext.Provider>,
      ),
    );
    expect(commits).toEqual(['mount']);
    expect(container.textContent).toBe(serverInstant.toISOString());

    // The next reading comes when the server's one turns a minute old, 40 s after hydration here.
    act(() => vi.advanceTimersByTime(39_000));
    expect(container.textContent).toBe(serverInstant.toISOString());
    act(() => vi.advanceTimersByTime(1_000));
    expect(container.textContent).toBe('2026-11-24T10:01:00.000Z');
    act(() => root.unmount());
    container.remove();
  });
});
