import type { I18n } from '@lingui/core';
import { discountClaim } from '@/shared/price-truth';
import type { InboxDeal } from '@/shared/schemas/rewards';

/**
 * The deal's discount in one phrase for push messages and the digest mail, as `discountClaim` rules: the
 * figure against the 30-day low, or that there is none; the shop's own figure only when nothing else is known, and
 * named as advertised.
 */
export function discountPhrase(deal: InboxDeal, i18n: I18n): string | null {
  const claim = discountClaim(deal.discount, deal.real_discount);
  if (claim.headline !== null) {
    return i18n._({
      id: 'deal.real-discount',
      message: '-{percent}% against the lowest price of 30 days',
      values: { percent: claim.headline },
    });
  }
  if (claim.noRealReduction) return i18n._({ id: 'deal.no-real-reduction', message: 'no reduction against the lowest price of 30 days' });
  if (claim.advertised !== null) {
    return i18n._({ id: 'deal.advertised', message: 'advertised: -{percent}%', values: { percent: claim.advertised } });
  }
  return null;
}
