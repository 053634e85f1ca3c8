import * as v from 'valibot';
import type { Currency } from '../constants';
import { PaginationQuery } from './common';

/** GET /api/deals/lowest-console-prices?market_id (§7); the market defaults to 1. */
export const LowestConsolePricesQuerySchema = v.object({ market_id: PaginationQuery.market_id });
export type LowestConsolePricesQuery = v.InferOutput<typeof LowestConsolePricesQuerySchema>;

/** A 'from' price: integer minor units in `currency`. */
export interface ConsolePrice {
  amount: number;
  currency: Currency;
}

/** The five newsfeed console cards of §2; null when no active deal of that subtree has a price in the market's currency. */
export const CONSOLE_PRICE_KEYS = ['playstation_5', 'xbox_series_xs', 'nintendo_switch', 'mobile_consoles', 'iphone'] as const;
export type ConsolePriceKey = (typeof CONSOLE_PRICE_KEYS)[number];

export type LowestConsolePrices = Record<ConsolePriceKey, ConsolePrice | null>;
