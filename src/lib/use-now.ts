import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

const MINUTE = 60_000;

/**
 * The instant a server render counts from: the browser must hydrate the same '6 godz. temu' the server wrote, whatever
 * its own clock says, or hydration would not match. Each side provides it around the app (src/app/AppFrame.tsx): the
 * server its request's instant, the browser the one the page carries. It is only ever read while rendering on the
 * server or hydrating (React asks a store's server snapshot then and only then), so a part of the page that hydrates
 * late, behind a Suspense boundary, still reads the server's instant. Never a module variable: renders of different
 * requests may interleave on the server.
 */
export const RenderInstantContext = createContext<Date | null>(null);

/** This device's clock as the app shows it: one reading shared by every component, taken again once a minute. */
let deviceNow = new Date();
/** The reading is a server render's instant, taken as this device's until its first tick (see `adoptRenderInstant`). */
let readingFromRender = false;

const ageOf = (reading: Date) => Date.now() - reading.getTime();

/** The browser adopts the instant of the page it hydrates (see `RenderInstantContext` for the render itself). */
export function adoptRenderInstant(instant: Date | null): void {
  // A page rendered less than a minute ago (either way on this device's clock, as true as the minute ticks show time):
  // its instant is taken as this device's reading until the next tick. That spares the browser re-rendering every
  // time on the page (synchronously, in one long task) the moment hydration ends. A clock further off moves to the
  // device's at once. The server never subscribes, so there the reading is unused.
  readingFromRender = instant !== null && Math.abs(ageOf(instant)) < MINUTE;
  if (readingFromRender && instant) deviceNow = instant;
}

/** Ticks once a minute while anyone shows the time; stops when the last reader leaves. */
function watchClock(): () => void {
  // Nothing showed the time for a while: the first reader after that must not see a stale minute. The hydrated
  // page's first reader keeps the render's instant while it is less than a minute old.
  if (!readingFromRender || Math.abs(ageOf(deviceNow)) >= MINUTE) deviceNow = new Date();
  readingFromRender = false;
  let ticker: ReturnType<typeof setTimeout> | undefined;
  // The next tick comes when the reading turns a minute old.
  const scheduleTick = () => {
    ticker = setTimeout(
      () => {
        tick();
        scheduleTick();
      },
      Math.min(MINUTE, Math.max(0, MINUTE - ageOf(deviceNow))),
    );
  };
  scheduleTick();
  return () => clearTimeout(ticker);
}

const store = createExternalStore(() => deviceNow, { watch: watchClock });

function tick(): void {
  deviceNow = new Date();
  store.notify();
}

/**
 * The current time, refreshed every minute so countdowns and 'N min ago' labels stay true while a page is open, and
 * whenever `refreshKey` changes: a moment that just became past (a deal marked expired now) shows as past at once.
 * While hydrating it is the server's instant; React moves to this device's clock right after, unless the two are less
 * than a minute apart: then the server's instant stands until the next minute's tick.
 */
export function useNow(refreshKey?: unknown): Date {
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(seenKey.current, refreshKey)) return;
    seenKey.current = refreshKey;
    tick();
  }, [refreshKey]);
  const renderInstant = useContext(RenderInstantContext);
  // The server snapshot is the render's instant, which only the context knows, so the hook is not `useExternalStore`.
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => renderInstant ?? deviceNow);
}
