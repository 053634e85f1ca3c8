import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A points amount shows a plus sign when positive and a minus sign otherwise. The ledger never holds a zero
 * row, so zero (which has no sign) is shown bare rather than as '-0'.
 */
export function formatPointsAmount(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `-${Math.abs(points)}`;
  return '0';
}

/** A price of 0 shows the 'free' label; any other price is its number of points. */
export function formatPrice(i18n: I18n, price: number): string {
  return price === 0 ? i18n._(msg`Free`) : i18n._(msg`${price} points`);
}
