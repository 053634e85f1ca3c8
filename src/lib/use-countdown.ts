import { useEffect, useState } from 'react';

/**
 * Seconds left of a wait the user can see (before a code can be sent again): `start()` begins it (or it runs from the
 * first render with `runningFromStart`), and it ticks down to 0 once a second while mounted.
 */
export function useCountdown(seconds: number, runningFromStart = false): { remaining: number; start: () => void } {
  const [remaining, setRemaining] = useState(runningFromStart ? seconds : 0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: () => setRemaining(seconds) };
}
