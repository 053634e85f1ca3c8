import type { I18n } from '@lingui/core';
import { formatCountdown, isPast } from '@/lib/format';
import type { DealListItem } from '@/shared/schemas/deal';

/** 'free' is the API's marker for free shipping. */
export function isFreeShipping(shipping: string | null): boolean {
  return shipping?.trim().toLowerCase() === 'free';
}

export interface DealCountdowns {
  /** Time left until the deal ends, or null when there is no pill to show. */
  expiresIn: string | null;
  /** Time left until the product is released, or null when there is no pill to show. */
  releasesIn: string | null;
}

type CountdownFields = Pick<DealListItem, 'expires_at' | 'released_at' | 'show_countdown_to_expiration' | 'show_countdown_to_release'>;

/**
 * Countdown pills: each shows only when its flag is on and its moment is still ahead, so an expired deal or an
 * already released product never shows a countdown.
 */
export function dealCountdowns(deal: CountdownFields, now: Date, i18n: I18n): DealCountdowns {
  const expiresIn =
    deal.show_countdown_to_expiration && deal.expires_at && !isPast(deal.expires_at, now)
      ? formatCountdown(deal.expires_at, now, i18n)
      : null;
  const releasesIn = deal.show_countdown_to_release && deal.released_at ? formatCountdown(deal.released_at, now, i18n) : null;
  return { expiresIn, releasesIn };
}
