import { describe, expect, it } from 'vitest';
import { bannersAfterCard, selectBanners } from '@/features/banners/lib/select-banners';
import { makeBanner } from './fixtures';

const banners = [
  makeBanner({ id: 1, locations: ['web_best_deals'], position: 2 }),
  makeBanner({ id: 2, locations: ['web_best_deals', 'web_new_deals'], position: 0 }),
  makeBanner({ id: 3, locations: ['web_sidebar'], position: 1 }),
  makeBanner({ id: 4, locations: ['web_sidebar'], position: 0 }),
  makeBanner({ id: 5, locations: ['web_best_deals'], position: 1 }),
];

describe('selectBanners', () => {
  it('keeps the banners of the slot, sorted by position', () => {
    expect(selectBanners(banners, 'web_best_deals').map((b) => b.id)).toEqual([2, 5, 1]);
    expect(selectBanners(banners, 'web_new_deals').map((b) => b.id)).toEqual([2]);
  });

  it('falls back to the sidebar slot when the slot has no banners', () => {
    expect(selectBanners(banners, 'web_gamerzone_games_tab').map((b) => b.id)).toEqual([4, 3]);
  });

  it('answers nothing when neither the slot nor the fallback has banners', () => {
    expect(selectBanners([makeBanner({ locations: ['web_new_deals'] })], 'web_best_deals')).toEqual([]);
  });
});

describe('bannersAfterCard', () => {
  it('places each banner after the card at its position', () => {
    expect(bannersAfterCard(banners, 0).map((b) => b.id)).toEqual([2, 4]);
    expect(bannersAfterCard(banners, 2).map((b) => b.id)).toEqual([1]);
    expect(bannersAfterCard(banners, 7)).toEqual([]);
  });
});
