import { describe, expect, it } from 'vitest';
import { withMuteChange } from '@/domain/feed-filters';
import { mutedByMoment, type FeedMoment } from '@/features/deals/lib/feed-moments';
import { NO_FEED_FILTERS } from '@/shared/schemas/feed';

describe('withMuteChange', () => {
  it('adds a word once however it is spelled, and removes it by any spelling', () => {
    const once = withMuteChange(NO_FEED_FILTERS, { kind: 'word', value: ' Słuchawki ', muted: true });
    expect(once.muted_words).toEqual(['Słuchawki']);
    const twice = withMuteChange(once, { kind: 'word', value: 'SLUCHAWKI', muted: true });
    expect(twice.muted_words).toEqual(['SLUCHAWKI']);
    expect(withMuteChange(twice, { kind: 'word', value: 'słuchawki', muted: false }).muted_words).toEqual([]);
  });

  it('mutes and unmutes shops, authors and categories without touching the rest', () => {
    const filters = { ...NO_FEED_FILTERS, muted_words: ['etui'], muted_shop_ids: [3] };
    const shop = withMuteChange(filters, { kind: 'shop', value: 7, muted: true });
    expect(shop).toEqual({ ...filters, muted_shop_ids: [3, 7] });
    expect(withMuteChange(shop, { kind: 'shop', value: 3, muted: false }).muted_shop_ids).toEqual([7]);
    expect(withMuteChange(filters, { kind: 'user', value: 9, muted: true }).muted_user_ids).toEqual([9]);
    const gaming = withMuteChange(filters, { kind: 'category', value: 'gaming', muted: true });
    expect(gaming.muted_category_ids).toEqual(['gaming']);
    expect(withMuteChange(gaming, { kind: 'category', value: 'gaming', muted: false }).muted_category_ids).toEqual([]);
    // Muting what is muted already keeps one entry.
    expect(withMuteChange(shop, { kind: 'shop', value: 7, muted: true }).muted_shop_ids).toEqual([3, 7]);
  });

  it('sends only the filters, never the names the settings show', () => {
    const view = { ...NO_FEED_FILTERS, muted_shops: [{ id: 3, name: 'Allegro' }], muted_users: [] };
    expect(Object.keys(withMuteChange(view, { kind: 'shop', value: 3, muted: false })).sort()).toEqual(Object.keys(NO_FEED_FILTERS).sort());
  });
});

describe('mutedByMoment', () => {
  const deal = (id: number, shopId: number | null, userId: number) => ({
    id,
    shop: shopId === null ? null : { id: shopId },
    user: { id: userId },
  });
  const moments = (...list: FeedMoment[]) => new Map(list.map((moment) => [moment.dealId, moment]));

  it('takes out the other cards of a shop or author just muted, but not the card that shows the undo', () => {
    const muted = moments({ kind: 'shop', dealId: 1, shopId: 5, name: 'x-kom' }, { kind: 'user', dealId: 2, userId: 8, name: 'ola' });
    expect(mutedByMoment(muted, deal(1, 5, 1))).toBe(false);
    expect(mutedByMoment(muted, deal(3, 5, 1))).toBe(true);
    expect(mutedByMoment(muted, deal(4, null, 8))).toBe(true);
    expect(mutedByMoment(muted, deal(5, 6, 9))).toBe(false);
  });

  it('takes out nothing for a hidden deal but its own card, which the list replaces', () => {
    expect(mutedByMoment(moments({ kind: 'hidden', dealId: 1 }), deal(2, 5, 8))).toBe(false);
  });
});
