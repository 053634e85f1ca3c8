import { readSearch } from '../../search-input';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_TABS,
  ConsoleSearchSchema,
  GAMER_ZONE_SECTIONS,
  GamerZoneSearchSchema,
  consoleListQuery,
  consoleTabCategories,
  latestSectionQuery,
  sectionCategory,
  sectionListQuery,
} from '@/features/gamer-zone/lib/gamer-zone-params';
import { CONSOLE_SLUGS, isConsoleSlug } from '@/shared/categories';
import { GAME_PLATFORMS, isKnownCategory } from '@/shared/categories';

describe('gamer zone search params', () => {
  it('keeps a valid tab and platform', () => {
    expect(readSearch(GamerZoneSearchSchema, { tab: 'hardware', platform: 'nintendo_switch', page: 2 })).toEqual({
      tab: 'hardware',
      platform: 'nintendo_switch',
      page: 2,
    });
  });

  it('falls back to the first tab, no platform and page 1 for anything invalid or missing', () => {
    expect(readSearch(GamerZoneSearchSchema, {})).toEqual({ tab: 'newsfeed', platform: undefined, page: 1 });
    expect(readSearch(GamerZoneSearchSchema, { tab: 'cheats', platform: 'ps4', page: 0 })).toEqual({
      tab: 'newsfeed',
      platform: undefined,
      page: 1,
    });
    expect(readSearch(GamerZoneSearchSchema, { tab: 7, platform: ['pc'], page: 'two' })).toEqual({
      tab: 'newsfeed',
      platform: undefined,
      page: 1,
    });
  });

  it('falls back to the bare-consoles tab on a console page', () => {
    expect(readSearch(ConsoleSearchSchema, { tab: 'bundle-packages' }).tab).toBe('bundle-packages');
    expect(readSearch(ConsoleSearchSchema, { tab: 'games' })).toEqual({ tab: 'bare-consoles', page: 1 });
    expect(readSearch(ConsoleSearchSchema, {})).toEqual({ tab: 'bare-consoles', page: 1 });
  });
});

describe('platform mapping (category subtrees)', () => {
  it('maps the games tab chips to gaming-games-{platform}, mobile included', () => {
    expect(GAME_PLATFORMS.map((platform) => sectionCategory('games', platform))).toEqual([
      'gaming-games-pc',
      'gaming-games-playstation_5',
      'gaming-games-xbox_series_xs',
      'gaming-games-nintendo_switch',
      'gaming-games-mobile',
    ]);
  });

  it('maps the hardware tab chips to gaming-hardware-{platform}, and mobile to electronics-mobile', () => {
    expect(GAME_PLATFORMS.map((platform) => sectionCategory('hardware', platform))).toEqual([
      'gaming-hardware-pc',
      'gaming-hardware-playstation_5',
      'gaming-hardware-xbox_series_xs',
      'gaming-hardware-nintendo_switch',
      'electronics-mobile',
    ]);
  });

  it('shows the whole section when no platform is chosen', () => {
    expect(sectionCategory('games')).toBe('gaming-games');
    expect(sectionCategory('hardware')).toBe('gaming-hardware');
  });

  it('sends only known categories for every section and platform', () => {
    for (const section of GAMER_ZONE_SECTIONS) {
      for (const platform of [undefined, ...GAME_PLATFORMS]) {
        const query = sectionListQuery(section, platform, 1);
        expect(query.categories.length).toBe(1);
        expect(query.categories.every(isKnownCategory), `${section}/${platform ?? 'all'}`).toBe(true);
      }
    }
  });

  it('lists 30 per page newest first on a tab and the newest 3 on the newsfeed', () => {
    expect(sectionListQuery('games', 'pc', 4)).toEqual({
      page: 4,
      per_page: 30,
      sort_by: 'newest',
      categories: ['gaming-games-pc'],
    });
    expect(sectionListQuery('games', 'pc', 4)).not.toHaveProperty('only_active');
    expect(latestSectionQuery('hardware')).toEqual({
      page: 1,
      per_page: 3,
      sort_by: 'newest',
      categories: ['gaming-hardware'],
    });
  });
});

describe('consoles', () => {
  it('knows the four console slugs and nothing else', () => {
    expect(CONSOLE_SLUGS.every(isConsoleSlug)).toBe(true);
    for (const slug of ['ps5', 'PS-5', 'xbox', 'playstation_5', '', 'ps-5 ', 'constructor', '__proto__']) {
      expect(isConsoleSlug(slug), slug).toBe(false);
    }
  });

  it('maps the console tabs to the -bare_console and -bundle_console subtrees', () => {
    expect(consoleTabCategories('ps-5', 'bare-consoles')).toEqual(['gaming-hardware-playstation_5-bare_console']);
    expect(consoleTabCategories('ps-5', 'bundle-packages')).toEqual(['gaming-hardware-playstation_5-bundle_console']);
    expect(consoleTabCategories('xbox-xs', 'bare-consoles')).toEqual(['gaming-hardware-xbox_series_xs-bare_console']);
    expect(consoleTabCategories('xbox-xs', 'bundle-packages')).toEqual(['gaming-hardware-xbox_series_xs-bundle_console']);
    expect(consoleTabCategories('nintendo-switch', 'bare-consoles')).toEqual(['gaming-hardware-nintendo_switch-bare_console']);
    expect(consoleTabCategories('nintendo-switch', 'bundle-packages')).toEqual(['gaming-hardware-nintendo_switch-bundle_console']);
  });

  it('lists phones as mobile consoles and asks for no bundles it has no subtree for', () => {
    expect(consoleTabCategories('mobile-consoles', 'bare-consoles')).toEqual(['electronics-mobile']);
    expect(consoleTabCategories('mobile-consoles', 'bundle-packages')).toEqual([]);
    expect(consoleListQuery('mobile-consoles', 'bundle-packages', 1)).toBeNull();
  });

  it('sends only known categories on every console tab', () => {
    for (const slug of CONSOLE_SLUGS) {
      for (const tab of CONSOLE_TABS) {
        const query = consoleListQuery(slug, tab, 2);
        if (query) {
          expect(query.categories.every(isKnownCategory), `${slug}/${tab}`).toBe(true);
          expect(query).toMatchObject({ page: 2, per_page: 30, sort_by: 'newest', only_active: true });
        }
      }
    }
  });
});
