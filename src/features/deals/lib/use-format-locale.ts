import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { FormatLocale } from '@/lib/format';

/** The active Lingui locale narrowed to the ones the formatters know; anything else reads as English (§9 fallback). */
export function useFormatLocale(): FormatLocale {
  const { i18n } = useLingui();
  return i18n.locale === 'pl' ? 'pl' : 'en';
}

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
