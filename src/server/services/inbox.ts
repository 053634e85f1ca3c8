import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ALERT_NOTIFY_AT, FOLLOW_TRIGGERS, INBOX_LIMIT, type Currency } from '@/shared/constants';
import type {
  DealInboxItem,
  InboxItem,
  InboxPrize,
  InboxQuerySchema,
  InboxReadAllResult,
  InboxResponse,
  InboxTrigger,
  UserPrizeStatus,
} from '@/shared/schemas/rewards';
import { realDiscount } from '@/shared/price-truth';
import { slugify } from '@/shared/slug';
import type { Db } from '../db/client';
import { isoOrNull } from '../db/errors';
import { deals, inboxItems, keywordAlerts, moderationDecisions, prizes, shops, userPrizes, users } from '../db/schema';
import { notModerationHidden } from './moderation-visibility';
import { moderationNotice } from './moderation-notices';
import { AppError } from '../platform/errors';
import type * as v from 'valibot';

type InboxQuery = v.InferOutput<typeof InboxQuerySchema>;

const itemColumns = {
  id: inboxItems.id,
  createdAt: inboxItems.createdAt,
  readAt: inboxItems.readAt,
  trigger: inboxItems.trigger,
  keyword: keywordAlerts.keyword,
  dealId: deals.id,
  title: deals.title,
  newPrice: deals.newPrice,
  oldPrice: deals.oldPrice,
  currency: deals.currency,
  discount: deals.discount,
  lowestPrice30d: deals.lowestPrice30d,
  votesCount: deals.votesCount,
  shopName: shops.name,
  authorName: users.username,
  decision: moderationDecisions,
  userPrizeId: userPrizes.id,
  prizeTitle: prizes.title,
  prizePrice: prizes.price,
  prizeStatus: userPrizes.status,
  prizeRejectionReason: userPrizes.rejectionReason,
  prizePointsSpent: userPrizes.pointsSpent,
  // The smallest rendition is plenty for an inbox row.
  imageUrl: sql<
    string | null
  >`(select coalesce(i.variants->0->>'url', i.url) from deal_images i where i.deal_id = ${deals.id} order by i.position, i.id limit 1)`,
};

function selectItems(db: Db, where: SQL | undefined) {
  return (
    db
      .select(itemColumns)
      .from(inboxItems)
      // A prize request's outcome is about no deal.
      .leftJoin(deals, eq(deals.id, inboxItems.dealId))
      .leftJoin(shops, eq(shops.id, deals.shopId))
      .leftJoin(users, eq(users.id, deals.userId))
      .leftJoin(keywordAlerts, eq(keywordAlerts.id, inboxItems.alertId))
      .leftJoin(moderationDecisions, eq(moderationDecisions.id, inboxItems.moderationDecisionId))
      .leftJoin(userPrizes, eq(userPrizes.id, inboxItems.userPrizeId))
      .leftJoin(prizes, eq(prizes.id, userPrizes.prizeId))
      .where(where)
  );
}

/**
 * Items a member still sees: an alert about a deal a moderator hid since is gone with the deal, while moderation
 * notices (which are about such content) stay.
 */
const stillShown = or(notModerationHidden(deals), isNotNull(inboxItems.moderationDecisionId));

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function toPrize(row: ItemRow): InboxPrize | null {
  if (row.userPrizeId === null || row.prizeTitle === null || row.prizeStatus === null) return null;
  const status = row.prizeStatus as UserPrizeStatus;
  const rejected = status === 'rejected';
  return {
    id: row.userPrizeId,
    title: row.prizeTitle,
    status,
    rejection_reason: rejected ? row.prizeRejectionReason : null,
    points_returned: rejected ? (row.prizePointsSpent ?? row.prizePrice ?? 0) : 0,
  };
}

function toItem(row: ItemRow): InboxItem {
  const prize = toPrize(row);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    read_at: isoOrNull(row.readAt),
    trigger: row.trigger as InboxTrigger,
    keyword: row.keyword,
    deal:
      row.dealId === null || row.title === null
        ? null
        : {
            id: row.dealId,
            slug: slugify(row.title),
            title: row.title,
            image_url: row.imageUrl,
            new_price: row.newPrice,
            old_price: row.oldPrice,
            currency: row.currency as Currency,
            discount: row.discount,
            real_discount: realDiscount(row.newPrice, row.lowestPrice30d),
            votes_count: row.votesCount ?? 0,
            shop_name: row.shopName,
            author_name: row.authorName ?? '',
          },
    // A suspension's notice is about the account, so it has no deal.
    ...(row.decision ? { moderation: moderationNotice(row.decision, row.dealId ?? 0, row.trigger) } : {}),
    ...(prize ? { prize } : {}),
  };
}

/** The items of the alert paths (pushes, digest), which only ever select items on a deal. */
function toDealItems(rows: ItemRow[]): DealInboxItem[] {
  return rows.map(toItem).flatMap((item) => (item.deal === null ? [] : [{ ...item, deal: item.deal }]));
}

const newestFirst = [desc(inboxItems.createdAt), desc(inboxItems.id)];

/** Unread items among the caller's newest INBOX_LIMIT of every trigger: exactly the ones the inbox can show. */
/**
 * The end of a statement that writes inbox items in a CTE named `told` (returning `id, user_id`): one push per device of
 * each member told goes into push_outbox in the same statement, so the dispatcher sends exactly what was committed.
 */
export const queuePushesOfTold = sql`insert into push_outbox (subscription_id, inbox_item_id)
  select s.id, told.id from told join push_subscriptions s on s.user_id = told.user_id`;

export async function unreadCount(db: Db, userId: number, marketId: number): Promise<number> {
  const newest = db
    .select({ readAt: inboxItems.readAt })
    .from(inboxItems)
    .leftJoin(deals, eq(deals.id, inboxItems.dealId))
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.marketId, marketId), stillShown))
    .orderBy(...newestFirst)
    .limit(INBOX_LIMIT)
    .as('newest');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newest)
    .where(isNull(newest.readAt));
  return row?.n ?? 0;
}

/** GET /api/inbox/: pages over the newest INBOX_LIMIT items only: the notification list shows the last 40. */
export async function listInbox(db: Db, userId: number, q: InboxQuery): Promise<InboxResponse> {
  const where = and(
    eq(inboxItems.userId, userId),
    eq(inboxItems.marketId, q.market_id),
    q.type ? eq(inboxItems.trigger, q.type) : undefined,
    stillShown,
  );
  const offset = (q.page - 1) * q.per_page;
  const limit = Math.max(0, Math.min(q.per_page, INBOX_LIMIT - offset));
  const window = db
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .leftJoin(deals, eq(deals.id, inboxItems.dealId))
    .where(where)
    .limit(INBOX_LIMIT)
    .as('window');
  const [rows, [total], unread] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : selectItems(db, where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(window),
    unreadCount(db, userId, q.market_id),
  ]);
  const count = total?.n ?? 0;
  return {
    data: rows.map(toItem),
    metadata: { pages_count: Math.ceil(count / q.per_page), count, unread_count: unread },
  };
}

/** The caller's items among `ids` still worth announcing: unread, on a deal still shown. Newest first. */
export async function unreadItemsByIds(db: Db, userId: number, ids: number[]): Promise<DealInboxItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectItems(
    db,
    and(
      eq(inboxItems.userId, userId),
      inArray(inboxItems.id, ids),
      isNull(inboxItems.readAt),
      eq(deals.isHidden, false),
      notModerationHidden(deals),
    ),
  ).orderBy(...newestFirst);
  return toDealItems(rows);
}

/**
 * For the daily digest: the member's alert matches and followed deals created in (since, until], on deals still shown, newest first, at
 * most `limit` of them, and how many there were in all.
 */
export async function alertItemsBetween(
  db: Db,
  userId: number,
  since: Date,
  until: Date,
  limit: number,
): Promise<{ items: DealInboxItem[]; count: number }> {
  const where = and(
    eq(inboxItems.userId, userId),
    inArray(inboxItems.trigger, [...ALERT_NOTIFY_AT, 'rising', ...FOLLOW_TRIGGERS]),
    gt(inboxItems.createdAt, since),
    lte(inboxItems.createdAt, until),
    // A deal that has ended by then is no news any more.
    or(isNull(deals.expiresAt), gt(deals.expiresAt, until)),
    eq(deals.isHidden, false),
    notModerationHidden(deals),
  );
  const [rows, [total]] = await Promise.all([
    selectItems(db, where)
      .orderBy(...newestFirst)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inboxItems)
      .innerJoin(deals, eq(deals.id, inboxItems.dealId))
      .where(where),
  ]);
  return { items: toDealItems(rows), count: total?.n ?? 0 };
}

/** POST /api/inbox/{id}/read: the first read time stays, so repeating it changes nothing. Another user's item → 404. */
export async function markRead(db: Db, userId: number, id: number): Promise<InboxItem> {
  const own = and(eq(inboxItems.id, id), eq(inboxItems.userId, userId));
  await db
    .update(inboxItems)
    .set({ readAt: sql`coalesce(${inboxItems.readAt}, now())` })
    .where(own);
  const [row] = await selectItems(db, own);
  if (!row) throw new AppError('NotFound', `Inbox item ${id} does not exist`);
  return toItem(row);
}

/** POST /api/push/read: a notification's item, read on the device it was pushed to (its token proved which item). */
export async function markReadFromPush(db: Db, id: number): Promise<void> {
  await db
    .update(inboxItems)
    .set({ readAt: sql`coalesce(${inboxItems.readAt}, now())` })
    .where(eq(inboxItems.id, id));
}

/** POST /api/inbox/read-all: every unread item of the caller. */
export async function markAllRead(db: Db, userId: number): Promise<InboxReadAllResult> {
  await db
    .update(inboxItems)
    .set({ readAt: sql`now()` })
    .where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt)));
  return { unread_count: 0 };
}
