import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Market 1 is Poland (PLN). Rows are inserted by the first migration so every foreign key has a target. */
export const markets = pgTable('markets', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
});

/** The market a row belongs to: Poland (1) unless said otherwise. */
export const marketRef = () =>
  integer('market_id')
    .notNull()
    .default(1)
    .references(() => markets.id);
