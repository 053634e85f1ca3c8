import { useEffect, useRef, useSyncExternalStore } from 'react';

const MINUTE = 60_000;

/**
 * The instant a server render counts from: the browser must hydrate the same '6 godz. temu' the server wrote, whatever
 * its own clock says, or hydration would not match. The server sets it for its render, the browser from the page
 * before hydrating. It is only ever read while hydrating (React asks a store's server snapshot then and only then),
 * so it stays set: a part of the page that hydrates late, behind a Suspense boundary, still reads the server's instant.
 */
let renderInstant: Date | null = null;

export function setRenderInstant(instant: Date | null): void {
  renderInstant = instant;
}

/** This device's clock as the app shows it: one reading shared by every component, taken again once a minute. */
let deviceNow = new Date();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  deviceNow = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Nothing showed the time for a while: the first reader after that must not see a stale minute.
    deviceNow = new Date();
    ticker = setInterval(tick, MINUTE);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(ticker);
  };
}

const deviceSnapshot = () => deviceNow;
const serverSnapshot = () => renderInstant ?? deviceNow;

/**
 * The current time, refreshed every minute so countdowns and 'N min ago' labels stay true while a page is open, and
 * whenever `refreshKey` changes: a moment that just became past (a deal marked expired now) shows as past at once.
 * While hydrating it is the server's instant; React moves to this device's clock right after.
 */
export function useNow(refreshKey?: unknown): Date {
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(seenKey.current, refreshKey)) return;
    seenKey.current = refreshKey;
    tick();
  }, [refreshKey]);
  return useSyncExternalStore(subscribe, deviceSnapshot, serverSnapshot);
}
