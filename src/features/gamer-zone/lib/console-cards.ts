import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GamePlatform } from '@/shared/categories';
import type { ConsolePriceKey } from '@/shared/schemas/gamer-zone';
import { CONSOLE_SLUGS, type ConsoleSlug } from '@/shared/categories';

/** Where a newsfeed card leads: a console page, or (the iPhone card) a category page. */
export type ConsoleCardTarget = { console: ConsoleSlug } | { category: 'iphone' };

export interface ConsoleCardInfo {
  id: ConsoleSlug | 'iphone';
  name: MessageDescriptor;
  /** The field of GET /api/deals/lowest-console-prices that holds this card's 'from' price. */
  priceKey: ConsolePriceKey;
  /** A plain illustration (no trademark logos) under public/gamer-zone/. */
  image: string;
  target: ConsoleCardTarget;
}

type CardId = ConsoleSlug | 'iphone';

const CARDS: Record<CardId, ConsoleCardInfo> = {
  'ps-5': { id: 'ps-5', name: msg`PlayStation 5`, priceKey: 'playstation_5', image: '/gamer-zone/ps-5.svg', target: { console: 'ps-5' } },
  'xbox-xs': {
    id: 'xbox-xs',
    name: msg`Xbox Series X|S`,
    priceKey: 'xbox_series_xs',
    image: '/gamer-zone/xbox-xs.svg',
    target: { console: 'xbox-xs' },
  },
  'nintendo-switch': {
    id: 'nintendo-switch',
    name: msg`Nintendo Switch`,
    priceKey: 'nintendo_switch',
    image: '/gamer-zone/nintendo-switch.svg',
    target: { console: 'nintendo-switch' },
  },
  'mobile-consoles': {
    id: 'mobile-consoles',
    name: msg`Mobile consoles`,
    priceKey: 'mobile_consoles',
    image: '/gamer-zone/mobile-consoles.svg',
    target: { console: 'mobile-consoles' },
  },
  iphone: { id: 'iphone', name: msg`iPhone`, priceKey: 'iphone', image: '/gamer-zone/iphone.svg', target: { category: 'iphone' } },
};

/** Newsfeed cards in display order: the four console pages, then the iPhone category. */
export const CONSOLE_CARDS: readonly ConsoleCardInfo[] = [...CONSOLE_SLUGS.map((slug) => CARDS[slug]), CARDS.iphone];

/** The card (name, price field, picture) of a console page. */
export function consoleCard(slug: ConsoleSlug): ConsoleCardInfo {
  return CARDS[slug];
}

/** Names of the platform chips; product names stay as they are, the rest is translated. */
export const PLATFORM_LABELS: Record<GamePlatform, MessageDescriptor> = {
  pc: msg`PC`,
  playstation_5: msg`PlayStation 5`,
  xbox_series_xs: msg`Xbox Series X|S`,
  nintendo_switch: msg`Nintendo Switch`,
  mobile: msg`Mobile`,
};
