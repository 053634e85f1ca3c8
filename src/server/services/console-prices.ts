import { sql } from 'drizzle-orm';
import type { Currency } from '@/shared/constants';
import { CONSOLE_PRICE_KEYS, type ConsolePriceKey, type LowestConsolePrices } from '@/shared/schemas/gamer-zone';
import { queryRows, type Db } from '../db/client';
import { notModerationHiddenAs } from './moderation-visibility';

/**
 * The category nodes behind each newsfeed console card: a console's 'from' price is what the console itself
 * costs, so only bare consoles count, and a phone family's is what its phones cost. Each node counts alone, not its
 * subtree: accessories (cases, chargers, pads) sit in nodes of their own and never set the price. Mobile consoles
 * are phones (the mobile platform maps to electronics-mobile), iPhones included.
 */
export const CONSOLE_PRICE_CATEGORIES: Readonly<Record<ConsolePriceKey, readonly string[]>> = {
  playstation_5: ['gaming-hardware-playstation_5-bare_console'],
  xbox_series_xs: ['gaming-hardware-xbox_series_xs-bare_console'],
  nintendo_switch: ['gaming-hardware-nintendo_switch-bare_console'],
  mobile_consoles: ['electronics-mobile', 'electronics-mobile-iphone'],
  iphone: ['electronics-mobile-iphone'],
};

/**
 * The lowest new_price per card among the deals a visitor can use right now (not hidden, not expired, already
 * released) in the market's own currency (prices in another currency cannot be compared without a rate), computed
 * from the deals themselves so an expired offer drops out by itself. One query: per category, an index walk on
 * (category_id, new_price) stops at the first active deal.
 */
export async function lowestConsolePrices(db: Db, marketId: number): Promise<LowestConsolePrices> {
  const categories = [...new Set(CONSOLE_PRICE_KEYS.flatMap((key) => CONSOLE_PRICE_CATEGORIES[key]))];
  const rows = await queryRows<{ category: string; price: number; currency: Currency }>(
    db,
    sql`select c.category, p.new_price as price, m.currency
      from markets m
      cross join unnest(array[${sql.join(
        categories.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) as c(category)
      cross join lateral (
        select d.new_price from deals d
        where d.category_id = c.category and d.new_price is not null and d.market_id = m.id and d.currency = m.currency
          and d.is_hidden = false and ${notModerationHiddenAs('d')} and (d.expires_at is null or d.expires_at > now())
          and (d.released_at is null or d.released_at <= now())
        order by d.new_price
        limit 1
      ) p
      where m.id = ${marketId}`,
  );
  const lowest = new Map(rows.map((row) => [row.category, row]));
  const result = {} as LowestConsolePrices;
  for (const key of CONSOLE_PRICE_KEYS) {
    const candidates = CONSOLE_PRICE_CATEGORIES[key].flatMap((id) => {
      const row = lowest.get(id);
      return row ? [row] : [];
    });
    const cheapest = candidates.reduce<(typeof candidates)[number] | null>(
      (best, row) => (best === null || row.price < best.price ? row : best),
      null,
    );
    result[key] = cheapest ? { amount: cheapest.price, currency: cheapest.currency } : null;
  }
  return result;
}
