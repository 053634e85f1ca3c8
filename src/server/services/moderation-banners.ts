import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MARKET_ID, type BannerLocation } from '@/shared/constants';
import type { OperatorRole } from '@/shared/schemas/moderation';
import type { BannerBodySchema, BannerForOperator, BannerImage, BannerPatchSchema } from '@/shared/schemas/moderation-editorial';
import type * as v from 'valibot';
import type { Db, Tx } from '../db/client';
import { bannerEvents, bannerLocations, banners, dealImages } from '../db/schema';
import { AppError } from '../platform/errors';
import { storeDealImage } from './deal-images';
import type { MediaStore } from '../storage/media-store';
import { writeAudit } from './moderation-audit';

type Operator = { id: number; role: OperatorRole };
type BannerBody = v.InferOutput<typeof BannerBodySchema>;
type BannerPatch = v.InferOutput<typeof BannerPatchSchema>;

const clicks30d = sql<number>`(select count(*)::int from ${bannerEvents} e where e.banner_id = ${banners.id} and e.event_type = 'click' and e.created_at > now() - interval '30 days')`;
const locationsOf = sql<
  BannerLocation[]
>`coalesce((select array_agg(l.location order by l.location) from ${bannerLocations} l where l.banner_id = ${banners.id}), '{}')`;

function selectBanners(db: Db | Tx, where?: SQL) {
  return db
    .select({ banner: banners, locations: locationsOf, clicks: clicks30d })
    .from(banners)
    .where(and(eq(banners.marketId, DEFAULT_MARKET_ID), where));
}

type BannerRow = Awaited<ReturnType<typeof selectBanners>>[number];

function toBanner(row: BannerRow): BannerForOperator {
  return {
    id: row.banner.id,
    image_url: row.banner.imageUrl,
    width: row.banner.width,
    height: row.banner.height,
    url: row.banner.url,
    locations: row.locations,
    position: row.banner.position,
    retired_at: row.banner.retiredAt?.toISOString() ?? null,
    created_at: row.banner.createdAt.toISOString(),
    clicks_30d: row.clicks,
  };
}

/** GET /api/moderation/banners: the live ones in slot order, then the retired ones, last retired first. */
export async function listBannersForOperator(db: Db): Promise<{ data: BannerForOperator[] }> {
  const rows = await selectBanners(db).orderBy(
    sql`${banners.retiredAt} is not null`,
    asc(banners.position),
    desc(banners.retiredAt),
    asc(banners.id),
  );
  return { data: rows.map(toBanner) };
}

async function bannerById(tx: Tx, id: number): Promise<BannerForOperator> {
  const [row] = await selectBanners(tx, eq(banners.id, id));
  if (!row) throw new AppError('NotFound', `Banner ${id} does not exist`);
  return toBanner(row);
}

/** POST /api/moderation/banners/images: stored exactly like a deal picture (same checks, same renditions under /media). */
export async function storeBannerImage(deps: { db: Db; media: MediaStore }, operatorId: number, bytes: Uint8Array): Promise<BannerImage> {
  const stored = await storeDealImage(deps, operatorId, bytes);
  return { image_url: stored.url, width: stored.width, height: stored.height };
}

/** A banner shows only a picture this server stored from an upload, never an address typed in. */
async function requireStoredPicture(tx: Tx, imageUrl: string): Promise<void> {
  const [found] = await tx.select({ id: dealImages.id }).from(dealImages).where(eq(dealImages.url, imageUrl)).limit(1);
  if (!found) throw new AppError('ValidationError', 'image_url must be a picture uploaded through /api/moderation/banners/images');
}

async function lockLiveBanner(tx: Tx, id: number): Promise<typeof banners.$inferSelect> {
  const [row] = await tx
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), eq(banners.marketId, DEFAULT_MARKET_ID)))
    .for('update');
  if (!row) throw new AppError('NotFound', `Banner ${id} does not exist`);
  if (row.retiredAt) throw new AppError('Conflict', 'This banner was retired');
  return row;
}

/** POST /api/moderation/banners: a new banner goes last among the live ones. */
export async function createBanner(db: Db, operator: Operator, body: BannerBody): Promise<BannerForOperator> {
  return db.transaction(async (tx) => {
    await requireStoredPicture(tx, body.image_url);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${banners.position}), -1)::int` })
      .from(banners)
      .where(and(eq(banners.marketId, DEFAULT_MARKET_ID), isNull(banners.retiredAt)));
    const [row] = await tx
      .insert(banners)
      .values({
        marketId: DEFAULT_MARKET_ID,
        imageUrl: body.image_url,
        width: body.width,
        height: body.height,
        url: body.url,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: banners.id });
    if (!row) throw new Error('banner insert returned no row');
    await tx.insert(bannerLocations).values([...new Set(body.locations)].map((location) => ({ bannerId: row.id, location })));
    const created = await bannerById(tx, row.id);
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'banner_create',
      entityType: 'banner',
      entityId: row.id,
      before: null,
      after: created,
    });
    return created;
  });
}

/** PATCH /api/moderation/banners/{id}: any of the fields of a live banner. */
export async function updateBanner(db: Db, operator: Operator, id: number, patch: BannerPatch): Promise<BannerForOperator> {
  return db.transaction(async (tx) => {
    await lockLiveBanner(tx, id);
    const before = await bannerById(tx, id);
    if (patch.image_url !== undefined) await requireStoredPicture(tx, patch.image_url);
    const set = {
      ...(patch.image_url !== undefined ? { imageUrl: patch.image_url } : {}),
      ...(patch.width !== undefined ? { width: patch.width } : {}),
      ...(patch.height !== undefined ? { height: patch.height } : {}),
      ...(patch.url !== undefined ? { url: patch.url } : {}),
    };
    if (Object.keys(set).length > 0) await tx.update(banners).set(set).where(eq(banners.id, id));
    if (patch.locations !== undefined) {
      await tx.delete(bannerLocations).where(eq(bannerLocations.bannerId, id));
      await tx.insert(bannerLocations).values([...new Set(patch.locations)].map((location) => ({ bannerId: id, location })));
    }
    const after = await bannerById(tx, id);
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'banner_update',
      entityType: 'banner',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** PUT /api/moderation/banners/order: `ids` must name every live banner once; the first shows first. */
export async function orderBanners(db: Db, operator: Operator, ids: number[]): Promise<{ data: BannerForOperator[] }> {
  await db.transaction(async (tx) => {
    const live = await tx
      .select({ id: banners.id, position: banners.position })
      .from(banners)
      .where(and(eq(banners.marketId, DEFAULT_MARKET_ID), isNull(banners.retiredAt)))
      .orderBy(asc(banners.position), asc(banners.id))
      .for('update');
    const liveIds = new Set(live.map((b) => b.id));
    if (new Set(ids).size !== ids.length || ids.length !== liveIds.size || !ids.every((id) => liveIds.has(id))) {
      throw new AppError('ValidationError', 'ids must list every live banner exactly once');
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(banners).set({ position }).where(eq(banners.id, id));
    }
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'banner_order',
      entityType: 'banner',
      entityId: ids[0] ?? 0,
      before: { ids: live.map((b) => b.id) },
      after: { ids },
    });
  });
  return listBannersForOperator(db);
}

/** DELETE /api/moderation/banners/{id}: the banner leaves every slot and stays listed as retired (its clicks kept). */
export async function retireBanner(db: Db, operator: Operator, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLiveBanner(tx, id);
    const before = await bannerById(tx, id);
    await tx
      .update(banners)
      .set({ retiredAt: sql`now()` })
      .where(eq(banners.id, id));
    const after = await bannerById(tx, id);
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'banner_retire',
      entityType: 'banner',
      entityId: id,
      before,
      after,
    });
  });
}
