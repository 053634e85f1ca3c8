import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MAIN_CATEGORIES } from '@/shared/categories';

/** Display names of the §3 main categories, translated where they are shown. */
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
