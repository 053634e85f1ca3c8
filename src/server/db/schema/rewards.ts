import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { POINTS_REASONS } from '@/shared/schemas/rewards';
import { marketRef } from './markets';
import { userRef } from './users';
import { createdAt, identityId, ts } from './columns';

export const prizes = pgTable(
  'prizes',
  {
    id: identityId(),
    marketId: marketRef(),
    title: text('title').notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    stock: integer('stock'),
    createdAt: createdAt(),
  },
  (t) => [check('prizes_price_check', sql`${t.price} >= 0`)],
);

export const prizeImages = pgTable('prize_images', {
  id: identityId(),
  prizeId: integer('prize_id')
    .notNull()
    .references(() => prizes.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  url: text('url').notNull(),
});

export const userPrizes = pgTable(
  'user_prizes',
  {
    id: identityId(),
    userId: userRef(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id),
    status: text('status').notNull().default('pending'),
    claimInformation: text('claim_information'),
    /** Why the team turned the request down (its points go back); set with status 'rejected' only. */
    rejectionReason: text('rejection_reason'),
    /** The points the request cost (0 for a dealbox win), given back on rejection; null on requests made before it was kept. */
    pointsSpent: integer('points_spent'),
    /** When an operator accepted or rejected it. */
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_prizes_user_idx').on(t.userId, t.createdAt.desc()),
    check('user_prizes_status_check', sql`${t.status} in ('pending', 'rejected', 'success')`),
  ],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: identityId(),
    userId: userRef(),
    marketId: marketRef(),
    reason: text('reason', { enum: POINTS_REASONS }).notNull(),
    customReason: text('custom_reason'),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.marketId, t.createdAt.desc()),
    check(
      'points_ledger_reason_check',
      sql`${t.reason} in ('daily_points', 'marketing_consent_bonus', 'buy_prize', 'buy_lootbox', 'other', 'lootbox_points_prize', 'prize_refund')`,
    ),
  ],
);

export const dailyClaims = pgTable(
  'daily_claims',
  {
    id: identityId(),
    userId: userRef(),
    /** Calendar day in Europe/Warsaw the claim belongs to (the product's time zone). */
    warsawDate: date('warsaw_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('daily_claims_user_date_key').on(t.userId, t.warsawDate)],
);

export const lootboxes = pgTable(
  'lootboxes',
  {
    id: identityId(),
    marketId: marketRef(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('lootboxes_price_check', sql`${t.price} >= 0`)],
);

export const lootboxPrizes = pgTable(
  'lootbox_prizes',
  {
    id: identityId(),
    lootboxId: integer('lootbox_id')
      .notNull()
      .references(() => lootboxes.id, { onDelete: 'cascade' }),
    /** Either a prize or a number of points. */
    prizeId: integer('prize_id').references(() => prizes.id),
    points: integer('points'),
    weight: integer('weight').notNull(),
  },
  (t) => [
    check('lootbox_prizes_weight_check', sql`${t.weight} > 0`),
    check('lootbox_prizes_kind_check', sql`(${t.prizeId} is null) <> (${t.points} is null)`),
  ],
);

export const lootboxOpenings = pgTable(
  'lootbox_openings',
  {
    id: identityId(),
    lootboxId: integer('lootbox_id')
      .notNull()
      .references(() => lootboxes.id),
    userId: userRef(),
    lootboxPrizeId: integer('lootbox_prize_id')
      .notNull()
      .references(() => lootboxPrizes.id),
    createdAt: createdAt(),
  },
  (t) => [index('lootbox_openings_user_idx').on(t.userId, t.createdAt.desc())],
);

export const achievements = pgTable('achievements', {
  id: identityId(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  imageUrl: text('image_url'),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: userRef(),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/**
 * Phone numbers the marketing-consent bonus was paid for: each earns it once ever, whichever account gives it, so
 * accounts sharing one unverified number farm nothing. A row is the sha256 of the normalized number (`phoneKey`) and
 * names no account, so it outlives the account changing its phone or being deleted without keeping the number.
 */
export const marketingBonusPhones = pgTable('marketing_bonus_phones', {
  phoneHash: text('phone_hash').primaryKey(),
  createdAt: createdAt(),
});
