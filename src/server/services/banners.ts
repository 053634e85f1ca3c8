import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BannerLocation } from '@/shared/constants';
import type { Banner, BannerEventType } from '@/shared/schemas/banner';
import { queryRows, type Db } from '../db/client';
import { bannerEvents, bannerLocations, banners } from '../db/schema';
import { AppError } from '../platform/errors';

/** Every live banner of a market (a retired one left every slot) with the slots it appears in, in display order. */
export async function listBanners(db: Db, marketId: number): Promise<Banner[]> {
  const rows = await db
    .select({
      id: banners.id,
      url: banners.url,
      imageUrl: banners.imageUrl,
      width: banners.width,
      height: banners.height,
      position: banners.position,
      locations: sql<
        BannerLocation[]
      >`coalesce(array_agg(${bannerLocations.location} order by ${bannerLocations.location}) filter (where ${bannerLocations.location} is not null), '{}')`,
    })
    .from(banners)
    .leftJoin(bannerLocations, eq(bannerLocations.bannerId, banners.id))
    .where(and(eq(banners.marketId, marketId), isNull(banners.retiredAt)))
    .groupBy(banners.id)
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    image_url: r.imageUrl,
    width: r.width,
    height: r.height,
    locations: r.locations,
    position: r.position,
  }));
}

/**
 * Records one impression or click (`count: false` only checks that the banner exists, for an event already counted).
 * The insert reads the banner in the same statement, so an unknown (or just deleted) banner records nothing and
 * answers 404 instead of failing on the foreign key.
 */
export async function recordBannerEvent(db: Db, bannerId: number, event: BannerEventType, { count }: { count: boolean }): Promise<void> {
  const found = count
    ? await queryRows<{ id: number }>(
        db,
        sql`insert into ${bannerEvents} (banner_id, event_type)
          select ${banners.id}, ${event} from ${banners} where ${banners.id} = ${bannerId}
          returning id`,
      )
    : await db.select({ id: banners.id }).from(banners).where(eq(banners.id, bannerId));
  if (found.length === 0) throw new AppError('NotFound', `Banner ${bannerId} does not exist`);
}
