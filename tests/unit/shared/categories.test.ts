import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE, MAIN_CATEGORIES, expandCategories, isKnownCategory, mainCategoryOf } from '@/shared/categories';

describe('category tree', () => {
  it('holds every main category and the gaming and mobile subtrees', () => {
    const ids = CATEGORY_TREE.map((n) => n.id);
    for (const main of MAIN_CATEGORIES) expect(ids).toContain(main);
    for (const id of [
      'electronics-mobile-iphone',
      'electronics-mobile-accessories',
      'electronics-mobile-iphone-accessories',
      'gaming-hardware-pc',
      'gaming-games-mobile',
      'gaming-hardware-playstation_5-bare_console',
      'gaming-hardware-xbox_series_xs-bundle_console',
      'gaming-hardware-nintendo_switch-accessories',
      'gaming-games-nintendo_switch',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('knows tree ids and aliases, and nothing else', () => {
    expect(isKnownCategory('gaming')).toBe(true);
    expect(isKnownCategory('iphone')).toBe(true);
    expect(isKnownCategory('Gaming')).toBe(false);
    expect(isKnownCategory('toString')).toBe(false);
  });

  it('expands a node to its whole subtree and an alias to its nodes', () => {
    expect(expandCategories(['gaming-hardware-playstation_5']).sort()).toEqual([
      'gaming-hardware-playstation_5',
      'gaming-hardware-playstation_5-accessories',
      'gaming-hardware-playstation_5-bare_console',
      'gaming-hardware-playstation_5-bundle_console',
    ]);
    expect(expandCategories(['mobile']).sort()).toEqual([
      'electronics-mobile',
      'electronics-mobile-accessories',
      'electronics-mobile-iphone',
      'electronics-mobile-iphone-accessories',
      'gaming-games-mobile',
    ]);
    expect(expandCategories(['unknown'])).toEqual([]);
  });

  it('finds the main category of a node, an alias or an unknown slug', () => {
    for (const main of MAIN_CATEGORIES) expect(mainCategoryOf(main)).toBe(main);
    expect(mainCategoryOf('gaming-hardware-playstation_5-bare_console')).toBe('gaming');
    expect(mainCategoryOf('electronics-mobile-iphone')).toBe('electronics');
    expect(mainCategoryOf('iphone')).toBe('electronics');
    expect(mainCategoryOf('pc')).toBe('gaming');
    expect(mainCategoryOf('toString')).toBe('other');
  });
});
