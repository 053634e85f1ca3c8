import { parseMoneyInput } from '@/shared/money';
import type { DealFormValues } from '@/shared/schemas/deal-submission';
import type { DealDetail } from '@/shared/schemas/deal';
import { DEAL_EDIT_WINDOW_MS } from '@/shared/constants';
import { instantToWarsawLocal } from '@/shared/warsaw-day';
import type { UploadedPicture } from '../api/upload-deal-picture';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A member's description back as the text they typed: the server stored it escaped, its paragraphs as <p> and its
 * line breaks as <br> (plainTextToHtml), so undoing exactly that gives the text again.
 */
export function descriptionText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Minor units as the form shows them: '1299,99', '1299' without ',00'. */
export function moneyText(minor: number | null): string {
  if (minor === null) return '';
  return (minor / 100).toFixed(2).replace('.', ',').replace(/,00$/, '');
}

/** The deal as the form's values, for its author's edit. */
export function dealFormValues(deal: DealDetail): DealFormValues {
  const shippingCost = deal.shipping && deal.shipping !== 'free' ? parseMoneyInput(deal.shipping.replace(/[^\d,.\s]/g, '').trim()) : null;
  return {
    url: deal.direct_url ?? '',
    title: deal.title,
    description: descriptionText(deal.description),
    new_price: moneyText(deal.new_price),
    old_price: moneyText(deal.old_price),
    // A copy cached before deals carried the 30-day low has no such field: the form then shows it empty.
    lowest_price_30d: moneyText(deal.lowest_price_30d ?? null),
    currency: deal.currency,
    free_shipping: deal.shipping === 'free',
    shipping: moneyText(shippingCost ?? null),
    coupon_code: deal.coupon_code ?? '',
    category: deal.category,
    released_at: deal.released_at ? instantToWarsawLocal(new Date(deal.released_at)) : '',
    expires_at: deal.expires_at ? instantToWarsawLocal(new Date(deal.expires_at)) : '',
  };
}

export function dealPictures(deal: DealDetail): UploadedPicture[] {
  return deal.deal_images.map(({ id, url, width, height }) => ({ id, url, width, height }));
}

/** Whole minutes the author may still edit the deal (0 when the 30 minutes after posting are over). */
export function editMinutesLeft(createdAt: string, now: Date): number {
  const left = Date.parse(createdAt) + DEAL_EDIT_WINDOW_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}
