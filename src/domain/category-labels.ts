import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MAIN_CATEGORIES } from '@/shared/categories';

/** Display names of the main categories, translated where they are shown. */
export const CATEGORY_LABELS: Record<(typeof MAIN_CATEGORIES)[number], MessageDescriptor> = {
  electronics: msg`Electronics`,
  gaming: msg`Gaming`,
  home: msg`Home and garden`,
  fashion: msg`Fashion`,
  automotive: msg`Automotive`,
  beauty: msg`Beauty and health`,
  sport: msg`Sport`,
  travel: msg`Travel`,
  culture: msg`Culture and entertainment`,
  finance: msg`Finance`,
  other: msg`Other`,
};

/**
 * Names of the sub-category id segments below a main category (the gaming and mobile subtrees) and of the extra
 * category slugs.
 */
const SEGMENT_LABELS: Record<string, MessageDescriptor> = {
  mobile: msg`Mobile`,
  iphone: msg`iPhone`,
  hardware: msg`Hardware`,
  games: msg`Games`,
  pc: msg`PC`,
  playstation: msg`PlayStation`,
  playstation_5: msg`PlayStation 5`,
  xbox: msg`Xbox`,
  xbox_series_xs: msg`Xbox Series X|S`,
  nintendo: msg`Nintendo`,
  nintendo_switch: msg`Nintendo Switch`,
  bare_console: msg`Consoles`,
  bundle_console: msg`Console bundles`,
  accessories: msg`Accessories`,
};

function isMainCategory(slug: string): slug is keyof typeof CATEGORY_LABELS {
  return Object.hasOwn(CATEGORY_LABELS, slug);
}

/**
 * The display name of any known category slug: a main category, an extra slug such as `iphone`, or a subtree id
 * such as `gaming-games-pc` (its segments' names below the main category, most specific last).
 */
export function categoryLabel(slug: string, translate: (descriptor: MessageDescriptor) => string): string {
  if (isMainCategory(slug)) return translate(CATEGORY_LABELS[slug]);
  const segments = slug.split('-');
  const [main, ...rest] = segments;
  const named = (segment: string) => {
    const label = SEGMENT_LABELS[segment];
    return label ? translate(label) : segment;
  };
  if (main === undefined || !isMainCategory(main)) return named(slug);
  return rest.map(named).join(' – ');
}
