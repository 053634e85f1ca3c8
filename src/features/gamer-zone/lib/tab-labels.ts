import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GamerZoneTab } from './gamer-zone-params';

/** The tabs' names, on the tabs and in the page's title. */
export const GAMER_ZONE_TAB_LABELS: Record<GamerZoneTab, MessageDescriptor> = {
  newsfeed: msg`Newsfeed`,
  games: msg`Games`,
  hardware: msg`Hardware`,
};
