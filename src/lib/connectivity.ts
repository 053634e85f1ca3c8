import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** The server's cheapest answer (no database): a 200 from it means requests can get through right now. */
export const HEALTH_URL = '/api/health';
const CHECK_TIMEOUT_MS = 5_000;
/** How often the server is asked again while the app believes it is offline or actions wait to be sent. */
export const RECHECK_INTERVAL_MS = 10_000;

/**
 * Asks the server whether it can be reached. `navigator.onLine === false` is trustworthy (no network at all), but
 * `true` only means some network exists: a captive portal or a dead uplink still says online, hence the real request.
 */
export async function isServerReachable(timeoutMs = CHECK_TIMEOUT_MS): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const response = await fetch(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

function listenToBrowser(onOnline: () => void, onOffline: () => void): () => void {
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

let recheckNow: (() => void) | null = null;

/**
 * A request failed without an answer: maybe the connection is gone although the browser still says online. A
 * check runs at once, so queued actions pause instead of burning their retries against a dead network.
 */
export function reportConnectionLost(): void {
  recheckNow?.();
}

export interface ConnectivityOptions {
  /** True while something waits for the connection (queued actions): the server is then asked periodically. */
  hasWaitingWork: () => boolean;
  /** Called after a successful check while work waits, so paused actions start even if nothing else woke them. */
  onReachable: () => void;
  recheckIntervalMs?: number;
}

/**
 * Makes TanStack Query's online state follow real reachability: the browser's `online` event, a check at start,
 * and a periodic check while offline or while actions wait. Going online resumes paused queries and mutations
 * (TanStack does that on the online transition). Returns the teardown.
 */
export function startConnectivity({
  hasWaitingWork,
  onReachable,
  recheckIntervalMs = RECHECK_INTERVAL_MS,
}: ConnectivityOptions): () => void {
  let stopped = false;
  let checking: Promise<void> | null = null;

  const check = (): Promise<void> => {
    checking ??= isServerReachable()
      .then((reachable) => {
        if (stopped) return;
        onlineManager.setOnline(reachable);
        if (reachable && hasWaitingWork()) onReachable();
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  // The browser losing every network is certain; only its coming back needs the server's word.
  onlineManager.setEventListener((setOnline) =>
    listenToBrowser(
      () => void check(),
      () => setOnline(false),
    ),
  );

  recheckNow = () => void check();
  void check();
  const timer = setInterval(() => {
    if (!onlineManager.isOnline() || hasWaitingWork()) void check();
  }, recheckIntervalMs);

  return () => {
    stopped = true;
    clearInterval(timer);
    recheckNow = null;
    // Back to TanStack's own behaviour: follow the browser's events alone.
    onlineManager.setEventListener((setOnline) =>
      listenToBrowser(
        () => setOnline(true),
        () => setOnline(false),
      ),
    );
  };
}

/** TanStack's online state (the one `startConnectivity` keeps true to the server's reachability), live. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
