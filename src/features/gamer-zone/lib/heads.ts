import { msg } from '@lingui/core/macro';
import { notFoundHead, pageHead, type HeadMatch, type RouteHead } from '@/lib/page-head';
import { isConsoleSlug } from '@/shared/categories';
import { consoleCard } from './console-cards';
import type { GamerZoneTab } from './gamer-zone-params';
import { GAMER_ZONE_TAB_LABELS } from './tab-labels';

const zoneDescription = msg`Deals on games, consoles and gaming hardware, with the lowest console prices of the moment.`;

/** The gamer zone's head: the zone alone on the newsfeed, the tab's name before it on the others. */
export function gamerZoneHead({ match }: { match: HeadMatch & { search: { tab: GamerZoneTab } } }): RouteHead {
  const { i18n } = match.context;
  const tab = match.search.tab;
  const zone = i18n._(msg`Gamer zone`);
  return pageHead(match, {
    title: tab === 'newsfeed' ? zone : `${i18n._(GAMER_ZONE_TAB_LABELS[tab])} · ${zone}`,
    description: i18n._(zoneDescription),
  });
}

/** A console page's head; an unknown console is the not-found head. */
export function consoleHead({ match, params }: { match: HeadMatch; params: { console: string } }): RouteHead {
  const { i18n } = match.context;
  if (!isConsoleSlug(params.console)) return notFoundHead(match, i18n._(msg`Console not found`));
  return pageHead(match, {
    title: `${i18n._(consoleCard(params.console).name)} · ${i18n._(msg`Gamer zone`)}`,
    description: i18n._(zoneDescription),
  });
}
