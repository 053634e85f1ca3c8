import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Currency } from '@/shared/constants';
import type { Special } from '@/shared/schemas/special';
import type { Db } from '../db/client';
import { specialOffers, specials } from '../db/schema';
import { AppError } from '../platform/errors';

/**
 * A special offer page with its offers in display order; null for an unknown or retired one. The description is
 * stored sanitized and sent as stored.
 */
export async function findSpecial(db: Db, id: number): Promise<Special | null> {
  const [special] = await db
    .select()
    .from(specials)
    .where(and(eq(specials.id, id), isNull(specials.retiredAt)));
  if (!special) return null;
  const offers = await db
    .select()
    .from(specialOffers)
    .where(eq(specialOffers.specialId, id))
    .orderBy(asc(specialOffers.position), asc(specialOffers.id));
  return {
    id: special.id,
    title: special.title,
    desktop_image_url: special.desktopImageUrl,
    mobile_image_url: special.mobileImageUrl,
    description: special.description,
    coupon_code: special.couponCode,
    button_url: special.buttonUrl,
    button_text: special.buttonText,
    instructions: special.instructions,
    special_offers: offers.map((o) => ({
      id: o.id,
      title: o.title,
      url: o.url,
      image_url: o.imageUrl,
      new_price: o.newPrice,
      old_price: o.oldPrice,
      currency: o.currency as Currency,
    })),
  };
}

/** GET /api/specials/{id}: as findSpecial, an unknown or retired page answers 404. */
export async function getSpecial(db: Db, id: number): Promise<Special> {
  const special = await findSpecial(db, id);
  if (!special) throw new AppError('NotFound', `Special offer page ${id} does not exist`);
  return special;
}
