import { useEffect, useRef, useState } from 'react';

const MINUTE = 60_000;

/**
 * The instant a server render counts from, while that page hydrates: the browser must render the same '6 godz. temu'
 * the server wrote, whatever its own clock says, or hydration would not match. The server sets it for its render,
 * the browser from the page before hydrating and back to null once hydrated (src/app/App.tsx).
 */
let renderInstant: Date | null = null;

export function setRenderInstant(instant: Date | null): void {
  renderInstant = instant;
}

/**
 * The current time, refreshed every minute so countdowns and 'N min ago' labels stay true while a page is open, and
 * whenever `refreshKey` changes: a moment that just became past (a deal marked expired now) shows as past at once.
 */
export function useNow(refreshKey?: unknown): Date {
  const [now, setNow] = useState(() => renderInstant ?? new Date());
  const [hydrating] = useState(() => renderInstant !== null);
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(seenKey.current, refreshKey)) return;
    seenKey.current = refreshKey;
    setNow(new Date());
  }, [refreshKey]);
  useEffect(() => {
    // Hydrated with the server's instant: take up this device's clock right after, then tick.
    const catchUp = hydrating ? setTimeout(() => setNow(new Date()), 0) : undefined;
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [hydrating]);
  return now;
}
