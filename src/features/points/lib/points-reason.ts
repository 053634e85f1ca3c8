import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PointsReason } from '@/shared/schemas/rewards';

const REASON_LABELS: Record<PointsReason, MessageDescriptor> = {
  daily_points: msg`Daily bonus`,
  marketing_consent_bonus: msg`Marketing consent bonus`,
  buy_prize: msg`Prize purchase`,
  buy_lootbox: msg`Dealbox purchase`,
  other: msg`Other`,
  lootbox_points_prize: msg`Points won in a dealbox`,
  prize_refund: msg`Points returned for a rejected prize request`,
};

/** Known custom reasons of 'other' rows; their snake_case code reads as words ('popular_deal' → 'popular deal'). */
const CUSTOM_REASON_LABELS: Record<string, MessageDescriptor> = {
  popular_deal: msg`Popular deal`,
};

/** Points history: the label of a ledger row; an 'other' row says why when the server gave a custom reason. */
export function pointsReasonLabel(i18n: I18n, reason: PointsReason, customReason: string | null): string {
  if (reason === 'other' && customReason) {
    const known = CUSTOM_REASON_LABELS[customReason];
    return known ? i18n._(known) : customReason.replace(/_/g, ' ');
  }
  return i18n._(REASON_LABELS[reason]);
}
