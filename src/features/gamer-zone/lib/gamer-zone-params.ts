import { oneOf, pageNumber, searchSchema, type SearchOutput } from '@/lib/search-schema';
import { GAME_PLATFORMS, isKnownCategory, type ConsoleSlug, type GamePlatform } from '@/shared/categories';
import { DEAL_PAGE_SIZE } from '@/shared/constants';

/** Gamer zone tabs in display order; the first is the fallback for a missing or invalid `tab`. */
export const GAMER_ZONE_TABS = ['newsfeed', 'games', 'hardware'] as const;
export type GamerZoneTab = (typeof GAMER_ZONE_TABS)[number];

/** The two deal sections of the gamer zone: a tab of its own each, and a 'latest' block on the newsfeed. */
export type GamerZoneSection = Exclude<GamerZoneTab, 'newsfeed'>;
export const GAMER_ZONE_SECTIONS: readonly GamerZoneSection[] = ['games', 'hardware'];

/** Each newsfeed section shows the latest 3 deals. */
export const GAMER_ZONE_SECTION_DEALS = 3;

const SECTION_ROOT: Record<GamerZoneSection, string> = { games: 'gaming-games', hardware: 'gaming-hardware' };

/**
 * The category subtree a section shows for a platform chip (none chosen: the whole section).
 * Games: `gaming-games-{platform}`, mobile included (`gaming-games-mobile`). Hardware: `gaming-hardware-{platform}`,
 * except mobile: the tree has no mobile gaming hardware, and mobile maps to `electronics-mobile` (the phones are
 * the hardware). The whole hardware section stays `gaming-hardware`, so phones show only under the mobile chip and
 * do not crowd out consoles and PC parts.
 */
export function sectionCategory(section: GamerZoneSection, platform?: GamePlatform): string {
  if (!platform) return SECTION_ROOT[section];
  if (section === 'hardware' && platform === 'mobile') return 'electronics-mobile';
  return `${SECTION_ROOT[section]}-${platform}`;
}

/** The deal list query the gamer zone sends (a subset of GET /api/deals/ parameters). */
export interface GamerZoneDealQuery {
  page: number;
  per_page: number;
  /** Newest first: a gamer zone is read for what just dropped, not for all-time best. */
  sort_by: 'newest';
  categories: string[];
  /** Console pages compare offers that can be used now, as their 'from' price does; feeds keep expired deals, dimmed. */
  only_active?: true;
}

function listQuery(categories: string[], page: number, perPage: number): GamerZoneDealQuery {
  return { page, per_page: perPage, sort_by: 'newest', categories };
}

/**
 * The games or hardware tab's list for a platform chip (or all), 30 per page. Every section and platform maps onto a
 * node of CATEGORY_TREE (the unit tests check each pair), so only known categories are sent.
 */
export function sectionListQuery(section: GamerZoneSection, platform: GamePlatform | undefined, page: number): GamerZoneDealQuery {
  return listQuery([sectionCategory(section, platform)], page, DEAL_PAGE_SIZE);
}

/** The newsfeed's 'latest' block of a section: its newest 3 deals. */
export function latestSectionQuery(section: GamerZoneSection): GamerZoneDealQuery {
  return listQuery([sectionCategory(section)], 1, GAMER_ZONE_SECTION_DEALS);
}

/** Fallbacks: an invalid tab is the first, an unknown platform is none (all platforms), a bad page is 1. */
export const GamerZoneSearchSchema = searchSchema({
  tab: oneOf(GAMER_ZONE_TABS, GAMER_ZONE_TABS[0]),
  platform: oneOf(GAME_PLATFORMS, undefined),
  page: pageNumber(),
});
export type GamerZoneSearch = SearchOutput<typeof GamerZoneSearchSchema>;

/** The platform behind each console slug (the same names as the platform chips). */
export const CONSOLE_PLATFORM: Record<ConsoleSlug, GamePlatform> = {
  'ps-5': 'playstation_5',
  'xbox-xs': 'xbox_series_xs',
  'nintendo-switch': 'nintendo_switch',
  'mobile-consoles': 'mobile',
};

/** Console page tabs in display order; the first is the fallback. */
export const CONSOLE_TABS = ['bare-consoles', 'bundle-packages'] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

const CONSOLE_TAB_SUFFIX: Record<ConsoleTab, string> = {
  'bare-consoles': 'bare_console',
  'bundle-packages': 'bundle_console',
};

/**
 * The subtrees of a console page tab: `gaming-hardware-{platform}-bare_console` / `-bundle_console`. Mobile
 * consoles are phones (mobile maps to `electronics-mobile`), which the tree does not split: the bare tab lists
 * `electronics-mobile` and there are no bundle packages (an empty tab, nothing sent).
 */
export function consoleTabCategories(slug: ConsoleSlug, tab: ConsoleTab): string[] {
  const hardware = sectionCategory('hardware', CONSOLE_PLATFORM[slug]);
  const subtree = `${hardware}-${CONSOLE_TAB_SUFFIX[tab]}`;
  if (isKnownCategory(subtree)) return [subtree];
  return tab === 'bare-consoles' ? [hardware] : [];
}

/**
 * A console page tab's list (active offers, 30 per page, newest first), or null when the console has no such subtree: a request
 * without categories would list every deal of the site, so nothing is asked for then.
 */
export function consoleListQuery(slug: ConsoleSlug, tab: ConsoleTab, page: number): GamerZoneDealQuery | null {
  const categories = consoleTabCategories(slug, tab);
  return categories.length > 0 ? { ...listQuery(categories, page, DEAL_PAGE_SIZE), only_active: true } : null;
}

export const ConsoleSearchSchema = searchSchema({
  tab: oneOf(CONSOLE_TABS, CONSOLE_TABS[0]),
  page: pageNumber(),
});
export type ConsoleSearch = SearchOutput<typeof ConsoleSearchSchema>;
