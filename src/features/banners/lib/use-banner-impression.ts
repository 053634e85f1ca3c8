import { useLocation } from '@tanstack/react-router';
import { useEffect, type RefObject } from 'react';
import { sendBannerEvent } from '../api/send-banner-event';

/** Half of a banner on screen counts as seen, the usual viewability rule for display ads. */
const VISIBLE_RATIO = 0.5;

/**
 * Banner ids already reported per page view. The router creates a new location object for every navigation
 * (back and forward included), so the location itself identifies the page view and old ones are garbage collected.
 */
const reportedByPageView = new WeakMap<object, Set<number>>();

/** Reports one impression per banner per page view, the first time the element is at least half visible. */
export function useBannerImpression(ref: RefObject<Element | null>, bannerId: number): void {
  const location = useLocation();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let reported = reportedByPageView.get(location);
    if (!reported) {
      reported = new Set();
      reportedByPageView.set(location, reported);
    }
    const seen = reported;
    if (seen.has(bannerId)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (seen.has(bannerId)) return;
        seen.add(bannerId);
        sendBannerEvent(bannerId, 'impression');
      },
      { threshold: VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, bannerId, location]);
}
