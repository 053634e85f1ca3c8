/**
 * The category tree: the main categories and the gaming/mobile subtrees. Deals point at one node; a filter on a node
 * matches every deal in its subtree, so the server expands ids before querying.
 */
export const MAIN_CATEGORIES = [
  'electronics',
  'gaming',
  'home',
  'fashion',
  'automotive',
  'beauty',
  'sport',
  'travel',
  'culture',
  'finance',
  'other',
] as const;

export function isMainCategory(slug: string): slug is (typeof MAIN_CATEGORIES)[number] {
  return (MAIN_CATEGORIES as readonly string[]).includes(slug);
}

export const CONSOLE_PLATFORMS = ['playstation_5', 'xbox_series_xs', 'nintendo_switch'] as const;
export const GAME_PLATFORMS = ['pc', 'playstation_5', 'xbox_series_xs', 'nintendo_switch', 'mobile'] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number];

/** Console platform slugs of /gamer-zone/{console}, in the order of the newsfeed's console cards. */
export const CONSOLE_SLUGS = ['ps-5', 'xbox-xs', 'nintendo-switch', 'mobile-consoles'] as const;
export type ConsoleSlug = (typeof CONSOLE_SLUGS)[number];

/** Only these consoles have a page; any other answers not found. */
export function isConsoleSlug(value: string): value is ConsoleSlug {
  return (CONSOLE_SLUGS as readonly string[]).includes(value);
}

export interface CategoryNode {
  id: string;
  parent: string | null;
}

function buildTree(): CategoryNode[] {
  const nodes: CategoryNode[] = MAIN_CATEGORIES.map((id) => ({ id, parent: null }));
  const add = (id: string, parent: string) => nodes.push({ id, parent });
  add('electronics-mobile', 'electronics');
  add('electronics-mobile-iphone', 'electronics-mobile');
  // Cases, chargers and the like, apart from the phones so that a phone's 'from' price is a phone's.
  add('electronics-mobile-accessories', 'electronics-mobile');
  add('electronics-mobile-iphone-accessories', 'electronics-mobile-iphone');
  add('gaming-hardware', 'gaming');
  add('gaming-hardware-pc', 'gaming-hardware');
  add('gaming-games', 'gaming');
  add('gaming-games-pc', 'gaming-games');
  add('gaming-games-mobile', 'gaming-games');
  for (const platform of CONSOLE_PLATFORMS) {
    const hardware = `gaming-hardware-${platform}`;
    add(hardware, 'gaming-hardware');
    add(`${hardware}-bare_console`, hardware);
    add(`${hardware}-bundle_console`, hardware);
    add(`${hardware}-accessories`, hardware);
    add(`gaming-games-${platform}`, 'gaming-games');
  }
  return nodes;
}

export const CATEGORY_TREE: readonly CategoryNode[] = buildTree();

/**
 * Slugs usable in /categories/{slug} and in the `categories` filter besides the tree ids: the platform
 * categories (pc, playstation, xbox, nintendo, mobile) and the iPhone-type extras. Each stands for one or more tree
 * nodes.
 */
export const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  iphone: ['electronics-mobile-iphone'],
  pc: ['gaming-hardware-pc', 'gaming-games-pc'],
  playstation: ['gaming-hardware-playstation_5', 'gaming-games-playstation_5'],
  xbox: ['gaming-hardware-xbox_series_xs', 'gaming-games-xbox_series_xs'],
  nintendo: ['gaming-hardware-nintendo_switch', 'gaming-games-nintendo_switch'],
  mobile: ['electronics-mobile', 'gaming-games-mobile'],
};

const treeIds = new Set(CATEGORY_TREE.map((n) => n.id));

export function isKnownCategory(slug: string): boolean {
  return treeIds.has(slug) || Object.hasOwn(CATEGORY_ALIASES, slug);
}

/** Every tree id in the subtrees named by `slugs` (tree ids or aliases); unknown slugs are ignored. */
export function expandCategories(slugs: readonly string[]): string[] {
  const roots = slugs.flatMap((s) => (treeIds.has(s) ? [s] : (CATEGORY_ALIASES[s] ?? [])));
  const result = new Set<string>();
  const visit = (id: string) => {
    if (result.has(id)) return;
    result.add(id);
    for (const child of CATEGORY_TREE) if (child.parent === id) visit(child.id);
  };
  roots.forEach(visit);
  return [...result];
}

export type MainCategory = (typeof MAIN_CATEGORIES)[number];

const parentOf = new Map(CATEGORY_TREE.map((n) => [n.id, n.parent]));

/** The main category a tree id or alias belongs to; an unknown slug counts as `other`. */
export function mainCategoryOf(slug: string): MainCategory {
  const alias = Object.hasOwn(CATEGORY_ALIASES, slug) ? CATEGORY_ALIASES[slug] : undefined;
  let id = treeIds.has(slug) ? slug : alias?.[0];
  let parent = id === undefined ? null : parentOf.get(id);
  while (parent) {
    id = parent;
    parent = parentOf.get(id);
  }
  return MAIN_CATEGORIES.find((main) => main === id) ?? 'other';
}
