import { and, asc, count, eq, ne } from 'drizzle-orm';
import { expandCategories } from '@/shared/categories';
import { DEFAULT_MARKET_ID, KEYWORD_ALERTS_PER_USER, type AlertNotifyAt, type AlertPriceRule } from '@/shared/constants';
import { normalizeKeyword } from '@/shared/normalize';
import type { ListResponse } from '@/shared/schemas/common';
import type { AlertRules, KeywordAlert } from '@/shared/schemas/rewards';
import type { Db } from '../db/client';
import { keywordAlerts, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { lockUser } from './points';

type AlertRow = typeof keywordAlerts.$inferSelect;

const toAlert = (row: AlertRow): KeywordAlert => ({
  id: row.id,
  keyword: row.keyword,
  exclude_words: row.excludeWords,
  max_price: row.maxPrice,
  categories: row.categories,
  notify_at: row.notifyAt as AlertNotifyAt,
  min_real_discount: row.minRealDiscount,
  price_rule: row.priceRule as AlertPriceRule,
  min_votes_in: row.risingVotes !== null && row.risingMinutes !== null ? { votes: row.risingVotes, minutes: row.risingMinutes } : null,
  paused: row.paused,
  created_at: row.createdAt.toISOString(),
});

/** The columns an alert's rules set: words normalized like the keyword, categories expanded to their subtrees. */
function ruleColumns(rules: AlertRules) {
  const excludeWords = [...new Set(rules.exclude_words)];
  return {
    keyword: rules.keyword,
    keywordNormalized: normalizeKeyword(rules.keyword),
    excludeWords,
    excludeNormalized: [...new Set(excludeWords.map(normalizeKeyword))],
    maxPrice: rules.max_price,
    categories: [...new Set(rules.categories)],
    categoryIds: expandCategories(rules.categories),
    notifyAt: rules.notify_at,
    minRealDiscount: rules.min_real_discount,
    priceRule: rules.price_rule,
    risingVotes: rules.min_votes_in?.votes ?? null,
    risingMinutes: rules.min_votes_in?.minutes ?? null,
    paused: rules.paused,
  };
}

const duplicateKeyword = () => new AppError('Conflict', 'You already have an alert for this keyword');

/** GET /api/users/alerts: the caller's alerts, oldest first (the order they were added in). */
export async function listAlerts(db: Db, userId: number): Promise<ListResponse<KeywordAlert>> {
  const rows = await db
    .select()
    .from(keywordAlerts)
    .where(eq(keywordAlerts.userId, userId))
    .orderBy(asc(keywordAlerts.createdAt), asc(keywordAlerts.id));
  return { data: rows.map(toAlert), metadata: { pages_count: rows.length > 0 ? 1 : 0, count: rows.length } };
}

/**
 * POST /api/users/alerts. The user row is locked so the per-user limit holds under parallel requests; the unique
 * (user, keyword_normalized) constraint turns 'Słuchawki' after 'sluchawki' into a 409.
 */
export async function createAlert(db: Db, userId: number, rules: AlertRules): Promise<KeywordAlert> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx.select({ n: count() }).from(keywordAlerts).where(eq(keywordAlerts.userId, userId));
    if ((existing?.n ?? 0) >= KEYWORD_ALERTS_PER_USER) {
      throw new AppError('Conflict', `You can have at most ${KEYWORD_ALERTS_PER_USER} keyword alerts`);
    }
    const [user] = await tx.select({ marketId: users.marketId }).from(users).where(eq(users.id, userId));
    const [row] = await tx
      .insert(keywordAlerts)
      .values({ userId, marketId: user?.marketId ?? DEFAULT_MARKET_ID, ...ruleColumns(rules) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw duplicateKeyword();
    return toAlert(row);
  });
}

/** PUT /api/users/alerts/{id}: replaces the rules of the caller's own alert (404 for any other id). */
export async function updateAlert(db: Db, userId: number, id: number, rules: AlertRules): Promise<KeywordAlert> {
  const columns = ruleColumns(rules);
  const [clash] = await db
    .select({ id: keywordAlerts.id })
    .from(keywordAlerts)
    .where(and(eq(keywordAlerts.userId, userId), eq(keywordAlerts.keywordNormalized, columns.keywordNormalized), ne(keywordAlerts.id, id)));
  if (clash) throw duplicateKeyword();
  const [row] = await db
    .update(keywordAlerts)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(keywordAlerts.id, id), eq(keywordAlerts.userId, userId)))
    .returning();
  if (!row) throw new AppError('NotFound', `Alert ${id} does not exist`);
  return toAlert(row);
}

/** DELETE /api/users/alerts: only the caller's own alert; any other id answers 404. */
export async function deleteAlert(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(keywordAlerts)
    .where(and(eq(keywordAlerts.id, id), eq(keywordAlerts.userId, userId)))
    .returning({ id: keywordAlerts.id });
  if (deleted.length === 0) throw new AppError('NotFound', `Alert ${id} does not exist`);
}
