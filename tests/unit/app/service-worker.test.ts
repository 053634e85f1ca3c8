import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker, watchForUpdates } from '@/app/service-worker';

describe('watchForUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function registration() {
    return { installing: null, update: vi.fn(() => Promise.resolve()) } as unknown as ServiceWorkerRegistration & {
      update: ReturnType<typeof vi.fn>;
    };
  }

  it('checks every interval while online and when the app returns to the foreground', () => {
    const reg = registration();
    const stop = watchForUpdates(reg, 1000);
    vi.advanceTimersByTime(1000);
    expect(reg.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reg.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(5000);
    expect(reg.update).toHaveBeenCalledTimes(2);
  });

  it('does not check while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reg = registration();
    const stop = watchForUpdates(reg, 1000);
    vi.advanceTimersByTime(3000);
    expect(reg.update).not.toHaveBeenCalled();
    stop();
  });
});

describe('startServiceWorker', () => {
  /** A worker the test moves through its states, as the browser would. */
  class FakeWorker extends EventTarget {
    state = 'installing';
    become(state: string) {
      this.state = state;
      this.dispatchEvent(new Event('statechange'));
    }
  }

  function browserWith({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
    const registration = Object.assign(new EventTarget(), {
      waiting: waiting ? new FakeWorker() : null,
      installing: null as FakeWorker | null,
      update: vi.fn(() => Promise.resolve()),
    });
    const register = vi.fn(() => Promise.resolve(registration));
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register, controller: controlled ? new FakeWorker() : null },
      configurable: true,
    });
    /** A check found a new version: it installs, then waits. */
    const newVersionInstalls = () => {
      const worker = new FakeWorker();
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      registration.installing = null;
      registration.waiting = worker;
      worker.become('installed');
    };
    return { registration, register, newVersionInstalls };
  }

  beforeEach(() => vi.stubEnv('DEV', false));
  afterEach(() => vi.unstubAllEnvs());

  it('registers the worker once the page has loaded and offers a version an earlier visit left waiting', async () => {
    const { registration, register } = browserWith({ controlled: true, waiting: true });
    const onWaiting = vi.fn();
    const stop = startServiceWorker(onWaiting);
    expect(document.readyState).toBe('complete');
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalledWith(registration));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    stop();
  });

  it('offers a new version found later, once it is installed', async () => {
    const { registration, newVersionInstalls } = browserWith({ controlled: true, waiting: false });
    const onWaiting = vi.fn();
    const stop = startServiceWorker(onWaiting);
    await vi.waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
    await Promise.resolve();
    expect(onWaiting).not.toHaveBeenCalled();
    newVersionInstalls();
    expect(onWaiting).toHaveBeenCalledWith(registration);
    stop();
  });

  it('offers nothing on a first install: the first worker takes the page at once', async () => {
    const { newVersionInstalls } = browserWith({ controlled: false, waiting: false });
    const onWaiting = vi.fn();
    const stop = startServiceWorker(onWaiting);
    await vi.waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
    await Promise.resolve();
    newVersionInstalls();
    expect(onWaiting).not.toHaveBeenCalled();
    stop();
  });

  it('lets a browser whose workers are blocked answer the registration with nothing', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const register = vi.fn(() => Promise.resolve(undefined));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register, controller: null }, configurable: true });
    const onWaiting = vi.fn();
    const stop = startServiceWorker(onWaiting);
    await vi.waitFor(() => expect(register).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    expect(onWaiting).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    stop();
  });
});
