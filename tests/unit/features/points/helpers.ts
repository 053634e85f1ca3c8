import type { InboxDeal, InboxItem } from '@/shared/schemas/rewards';

export { errorResponse, mockApi, signIn } from '../../api-stub';

export const list = <T>(data: T[], extra: Record<string, unknown> = {}) =>
  Response.json({ data, metadata: { pages_count: data.length > 0 ? 1 : 0, count: data.length, ...extra } });

/** The deal inbox items point at unless a test gives another. */
export const INBOX_DEAL: InboxDeal = {
  id: 41,
  slug: 'klocki-lego',
  title: 'Klocki LEGO',
  image_url: null,
  new_price: 19900,
  old_price: 29900,
  currency: 'PLN',
  discount: 33,
  real_discount: null,
  votes_count: 12,
  shop_name: 'Allegro',
  author_name: 'lowca',
};

/** An unread inbox item about INBOX_DEAL, `id` minutes old, with no alert keyword unless the test gives them. */
export function makeInboxItem(fields: Partial<InboxItem> & Pick<InboxItem, 'trigger'>): InboxItem {
  const id = fields.id ?? 1;
  return { id, created_at: new Date(Date.now() - id * 60_000).toISOString(), read_at: null, keyword: null, deal: INBOX_DEAL, ...fields };
}
