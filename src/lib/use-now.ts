import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The current time, refreshed every minute so countdowns and 'N min ago' labels stay true while a page is open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
