import { apiUrl } from '@/lib/http';
import type { BannerEvent } from '@/shared/schemas/banner';

/**
 * Reports an impression or a click. Statistics must never slow down or break browsing: the request is fire and
 * forget, `keepalive` lets a click's report outlive the page the user is leaving, and failures are ignored.
 */
export function sendBannerEvent(bannerId: number, event: BannerEvent['event']): void {
  const body: BannerEvent = { event };
  try {
    fetch(apiUrl(`banners/${bannerId}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A synchronous throw (e.g. keepalive quota exceeded) is as unimportant as a failed request.
  }
}
