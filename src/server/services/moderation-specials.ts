import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import type { OperatorRole } from '@/shared/schemas/moderation';
import type { SpecialBodySchema, SpecialForOperator } from '@/shared/schemas/moderation-editorial';
import type { Special } from '@/shared/schemas/special';
import type * as v from 'valibot';
import type { Db, Tx } from '../db/client';
import { specialOffers, specials } from '../db/schema';
import { AppError } from '../platform/errors';
import { sanitizeHtml } from './html-sanitize';
import { writeAudit } from './moderation-audit';
import { getSpecial } from './specials';

type Operator = { id: number; role: OperatorRole };
type SpecialBody = v.InferOutput<typeof SpecialBodySchema>;

/** GET /api/moderation/specials: live pages newest first, then the retired ones, last retired first. */
export async function listSpecialsForOperator(db: Db): Promise<{ data: SpecialForOperator[] }> {
  const rows = await db
    .select({
      id: specials.id,
      title: specials.title,
      retiredAt: specials.retiredAt,
      createdAt: specials.createdAt,
      offers: sql<number>`(select ${count()}::int from ${specialOffers} o where o.special_id = ${specials.id})`,
    })
    .from(specials)
    .where(eq(specials.marketId, DEFAULT_MARKET_ID))
    .orderBy(sql`${specials.retiredAt} is not null`, desc(specials.retiredAt), desc(specials.createdAt), desc(specials.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      retired_at: r.retiredAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      offers_count: r.offers,
    })),
  };
}

async function pageColumns(body: SpecialBody) {
  return {
    title: body.title,
    description: await sanitizeHtml(body.description),
    desktopImageUrl: body.desktop_image_url,
    mobileImageUrl: body.mobile_image_url,
    couponCode: body.coupon_code,
    buttonUrl: body.button_url,
    buttonText: body.button_text,
    instructions: body.instructions,
  };
}

async function writeOffers(tx: Tx, specialId: number, body: SpecialBody): Promise<void> {
  await tx.delete(specialOffers).where(eq(specialOffers.specialId, specialId));
  if (body.offers.length === 0) return;
  await tx.insert(specialOffers).values(
    body.offers.map((offer, position) => ({
      specialId,
      position,
      title: offer.title,
      url: offer.url,
      imageUrl: offer.image_url,
      newPrice: offer.new_price,
      oldPrice: offer.old_price,
      currency: offer.currency,
    })),
  );
}

async function lockLiveSpecial(tx: Tx, id: number): Promise<typeof specials.$inferSelect> {
  const [row] = await tx.select().from(specials).where(eq(specials.id, id)).for('update');
  if (!row) throw new AppError('NotFound', `Special offer page ${id} does not exist`);
  if (row.retiredAt) throw new AppError('Conflict', 'This special offer page was retired');
  return row;
}

/** POST /api/moderation/specials: a new page with its offers in the order given. */
export async function createSpecial(db: Db, operator: Operator, body: SpecialBody): Promise<Special> {
  const columns = await pageColumns(body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(specials)
      .values({ marketId: DEFAULT_MARKET_ID, ...columns })
      .returning({ id: specials.id });
    if (!row) throw new Error('special insert returned no row');
    await writeOffers(tx, row.id, body);
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'special_create',
      entityType: 'special',
      entityId: row.id,
      before: null,
      after: { ...columns, offers: body.offers },
    });
    return row.id;
  });
  return getSpecial(db, id);
}

/** PUT /api/moderation/specials/{id}: the page and its offers are replaced as a whole. */
export async function replaceSpecial(db: Db, operator: Operator, id: number, body: SpecialBody): Promise<Special> {
  const columns = await pageColumns(body);
  await db.transaction(async (tx) => {
    const before = await lockLiveSpecial(tx, id);
    const beforeOffers = await tx
      .select()
      .from(specialOffers)
      .where(eq(specialOffers.specialId, id))
      .orderBy(asc(specialOffers.position), asc(specialOffers.id));
    await tx.update(specials).set(columns).where(eq(specials.id, id));
    await writeOffers(tx, id, body);
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'special_update',
      entityType: 'special',
      entityId: id,
      before: { ...before, offers: beforeOffers },
      after: { ...columns, offers: body.offers },
    });
  });
  return getSpecial(db, id);
}

/** DELETE /api/moderation/specials/{id}: the page answers 404 and leaves the sitemap; the row stays for the audit. */
export async function retireSpecial(db: Db, operator: Operator, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockLiveSpecial(tx, id);
    const [after] = await tx
      .update(specials)
      .set({ retiredAt: sql`now()` })
      .where(eq(specials.id, id))
      .returning({ retiredAt: specials.retiredAt });
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'special_retire',
      entityType: 'special',
      entityId: id,
      before: { retired_at: before.retiredAt },
      after: { retired_at: after?.retiredAt ?? null },
    });
  });
}
