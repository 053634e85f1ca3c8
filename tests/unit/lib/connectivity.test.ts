import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isServerReachable, reportConnectionLost, startConnectivity } from '@/lib/connectivity';

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** The health endpoint answers `status`, or the network fails when null. */
function stubHealth(status: () => number | null) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    expect(String(input)).toBe('/api/health');
    const code = status();
    return code === null
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(Response.json({ status: 'ok' }, { status: code }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let stop: (() => void) | undefined;

beforeEach(() => setBrowserOnline(true));

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
  setBrowserOnline(true);
});

describe('isServerReachable', () => {
  it('is true only when the health check answers 2xx', async () => {
    let status: number | null = 200;
    stubHealth(() => status);
    await expect(isServerReachable()).resolves.toBe(true);
    status = 503;
    await expect(isServerReachable()).resolves.toBe(false);
    status = null;
    await expect(isServerReachable()).resolves.toBe(false);
  });

  it('does not ask when the browser has no network at all', async () => {
    const fetchMock = stubHealth(() => 200);
    setBrowserOnline(false);
    await expect(isServerReachable()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('startConnectivity', () => {
  it('goes offline on the browser event and back online only after the server answered', async () => {
    let status: number | null = 200;
    stubHealth(() => status);
    const onReachable = vi.fn();
    stop = startConnectivity({ hasWaitingWork: () => true, onReachable });
    await vi.waitFor(() => expect(onReachable).toHaveBeenCalledTimes(1));
    expect(onlineManager.isOnline()).toBe(true);

    setBrowserOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);

    // The browser says online again, but the server cannot be reached (captive portal, dead uplink): still offline.
    setBrowserOnline(true);
    status = null;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onlineManager.isOnline()).toBe(false);

    status = 200;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(true));
    expect(onReachable).toHaveBeenCalledTimes(2);
  });

  it('starts offline when the first check fails, and asks again periodically while offline', async () => {
    vi.useFakeTimers();
    let status: number | null = null;
    const fetchMock = stubHealth(() => status);
    stop = startConnectivity({ hasWaitingWork: () => false, onReachable: vi.fn(), recheckIntervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(10);
    expect(onlineManager.isOnline()).toBe(false);

    status = 200;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onlineManager.isOnline()).toBe(true);
    const calls = fetchMock.mock.calls.length;
    // Online with nothing waiting: no more polling.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('keeps polling while actions wait, and a failed request triggers a check at once', async () => {
    vi.useFakeTimers();
    let status: number | null = 200;
    const fetchMock = stubHealth(() => status);
    stop = startConnectivity({ hasWaitingWork: () => true, onReachable: vi.fn(), recheckIntervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(3_500);
    expect(fetchMock.mock.calls.length).toBe(4);

    status = null;
    reportConnectionLost();
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock.mock.calls.length).toBe(5);
    expect(onlineManager.isOnline()).toBe(false);
  });
});
