import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { FOLLOWS_MAX } from '@/shared/constants';
import type { Follow, FollowBody, FollowsResponse } from '@/shared/schemas/feed';
import type { Db, Tx } from '../db/client';
import { follows, shops, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { notModerationHiddenAs } from './moderation-visibility';
import { queuePushesOfTold } from './inbox';

/** The follows column of each kind of entity. */
const followedColumn = { user: follows.followedUserId, shop: follows.followedShopId } as const;

/** Whether the entity can be followed: an account that exists and is not deleted, or a shop. */
async function entityExists(db: Db, { entity_type: type, entity_id: id }: FollowBody): Promise<boolean> {
  const rows =
    type === 'user'
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
      : await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id));
  return rows.length > 0;
}

/**
 * POST /api/users/follows: true when newly followed, false when followed already (a replayed action). An unknown or
 * deleted account or shop is 404; following oneself is refused, and so is a follow past FOLLOWS_MAX.
 */
export async function follow(db: Db, userId: number, target: FollowBody): Promise<boolean> {
  if (target.entity_type === 'user' && target.entity_id === userId) {
    throw new AppError('ValidationError', 'entity_id: You cannot follow yourself');
  }
  if (!(await entityExists(db, target))) throw new AppError('NotFound', `${target.entity_type} ${target.entity_id} does not exist`);
  return db.transaction(async (tx) => {
    // The member's own row is locked so that two follows sent at once cannot both pass the cap.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [existing] = await tx
      .select({ id: follows.id })
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(followedColumn[target.entity_type], target.entity_id)));
    if (existing) return false;
    const [total] = await tx.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
    if ((total?.n ?? 0) >= FOLLOWS_MAX) {
      throw new AppError('Conflict', `You can follow at most ${FOLLOWS_MAX} members and shops`);
    }
    await tx.insert(follows).values({
      userId,
      followedUserId: target.entity_type === 'user' ? target.entity_id : null,
      followedShopId: target.entity_type === 'shop' ? target.entity_id : null,
    });
    return true;
  });
}

/** DELETE /api/users/follows/{entity_type}/{entity_id}: unfollowing what one does not follow is no error. */
export async function unfollow(db: Db, userId: number, target: FollowBody): Promise<void> {
  await db.delete(follows).where(and(eq(follows.userId, userId), eq(followedColumn[target.entity_type], target.entity_id)));
}

/** GET /api/users/follows: the members (not deleted) and shops the caller follows, the latest followed first. */
export async function listFollows(db: Db, userId: number): Promise<FollowsResponse> {
  const rows = await db
    .select({
      createdAt: follows.createdAt,
      followedUserId: follows.followedUserId,
      followedShopId: follows.followedShopId,
      username: users.username,
      avatarUrl: users.avatarUrl,
      shopName: shops.name,
      logoUrl: shops.logoUrl,
    })
    .from(follows)
    .leftJoin(users, and(eq(users.id, follows.followedUserId), isNull(users.deletedAt)))
    .leftJoin(shops, eq(shops.id, follows.followedShopId))
    .where(eq(follows.userId, userId))
    .orderBy(desc(follows.createdAt), desc(follows.id));
  return {
    data: rows.flatMap((row): Follow[] => {
      const createdAt = row.createdAt.toISOString();
      if (row.followedUserId !== null && row.username !== null) {
        return [
          { entity_type: 'user', entity_id: row.followedUserId, name: row.username, image_url: row.avatarUrl, created_at: createdAt },
        ];
      }
      if (row.followedShopId !== null && row.shopName !== null) {
        return [{ entity_type: 'shop', entity_id: row.followedShopId, name: row.shopName, image_url: row.logoUrl, created_at: createdAt }];
      }
      return [];
    }),
  };
}

/** The number of members (deleted accounts aside) who follow the account or shop `id`. */
export const followersCount = (type: FollowBody['entity_type'], id: number) =>
  sql<number>`(select count(*)::int from follows f join users follower on follower.id = f.user_id and follower.deleted_at is null where f.${sql.identifier(followedColumn[type].name)} = ${id})`;

/**
 * A new deal reaches the members who follow its author or its shop: one inbox item each (the author's trigger when
 * they follow both) and one push per device, in the deal's transaction like the alerts' (alert-triggers.ts). The
 * partial unique (user, deal) index shared with the alerts, with ON CONFLICT DO NOTHING, keeps it to one item per
 * member and deal whichever of them came first. Hidden or ended deals, the author and deleted accounts get nothing.
 */
export async function notifyFollowers(tx: Tx, dealId: number): Promise<void> {
  await tx.execute(sql`
    with d as materialized (
      select d.id, d.market_id, d.user_id, d.shop_id
      from deals d
      where d.id = ${dealId} and not d.is_hidden and ${notModerationHiddenAs('d')} and (d.expires_at is null or d.expires_at > now())
    ),
    told as (
      insert into inbox_items (user_id, market_id, deal_id, trigger)
      select distinct on (f.user_id) f.user_id, d.market_id, d.id, f.trigger
      from d
      cross join lateral (
        select user_id, 'followed_user' as trigger, 0 as rank from follows where followed_user_id = d.user_id
        union all
        select user_id, 'followed_shop', 1 from follows where followed_shop_id = d.shop_id
      ) f
      join users u on u.id = f.user_id and u.deleted_at is null
      where f.user_id <> d.user_id
      order by f.user_id, f.rank
      on conflict do nothing
      returning id, user_id
    )
    ${queuePushesOfTold}`);
}
