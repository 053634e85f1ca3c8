import type { Currency } from '../constants';

/** A 'from' price: integer minor units in `currency`. */
export interface ConsolePrice {
  amount: number;
  currency: Currency;
}

/**
 * The five newsfeed console cards of the gamer zone; null when no active deal of that subtree has a price in the
 * market's currency.
 */
export const CONSOLE_PRICE_KEYS = ['playstation_5', 'xbox_series_xs', 'nintendo_switch', 'mobile_consoles', 'iphone'] as const;
export type ConsolePriceKey = (typeof CONSOLE_PRICE_KEYS)[number];

export type LowestConsolePrices = Record<ConsolePriceKey, ConsolePrice | null>;
