import { and, desc, eq, gt, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { DEAL_EDIT_WINDOW_MS } from '@/shared/constants';
import { dealLinkKey, linkKeyHost, withoutTracking } from '@/shared/deal-link';
import type { PreviousDeal } from '@/shared/schemas/deal';
import type { ValidDealSubmission } from '@/shared/schemas/deal-submission';
import type { HoldReason } from '@/shared/schemas/moderation-content';
import { advertisedDiscount } from '@/shared/price-truth';
import { dealPath, slugify } from '@/shared/slug';
import type { Db, Tx } from '../db/client';
import { dealImages, deals, shops, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { onDealCreated } from './alert-triggers';
import { notModerationHidden } from './moderation-visibility';
import { findPreviousDeal } from './previous-deal';
import { isPublicDeal, recordPrice } from './price-history';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The submitted description is plain text from a textarea. Stored descriptions are HTML (rendered by SanitizedHtml),
 * so the text is escaped completely and only its structure becomes markup: blank lines separate paragraphs, single
 * line breaks become <br>. Nothing the user typed can become a tag or attribute, so no HTML sanitizer is needed.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The host a shop is known by: lowercase, without a leading "www.". */
export function shopHost(url: string): string {
  return new URL(url).hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** The known shop whose domain is the host or a parent of it (sklep.x-kom.pl → x-kom.pl; the longest domain wins). */
export async function knownShop(db: Db | Tx, host: string): Promise<{ id: number; name: string } | null> {
  const [known] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(sql`${shops.domain} = ${host} or right(${host}, length(${shops.domain}) + 1) = '.' || ${shops.domain}`)
    .orderBy(sql`length(${shops.domain}) desc`, shops.id)
    .limit(1);
  return known ?? null;
}

/**
 * The known shop of the host, else a new shop named `name` (the name the link import found) or after the host. The
 * slug comes from the host either way, so a name can never lead to another shop's row. A concurrent submission
 * creating the same shop waits on the slug's unique index and then reuses the committed row.
 */
async function shopForHost(tx: Tx, host: string, name: string | null): Promise<number> {
  const known = await knownShop(tx, host);
  if (known) return known.id;
  const slug = slugify(host.replace(/\./g, ' '));
  const [created] = await tx
    .insert(shops)
    .values({ name: name ?? host, slug, domain: host })
    .onConflictDoNothing({ target: shops.slug })
    .returning({ id: shops.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug));
  if (!existing) throw new Error(`shop ${slug} neither created nor found`);
  return existing.id;
}

/** The deal already posted for a link, as DuplicateDeal and GET /api/deals/duplicate name it. */
export interface DuplicateDealRef {
  id: number;
  title: string;
  path: string;
}

/**
 * The active deal (not expired, not hidden by its author or a moderator, its author's account not deleted) of the market posted for the same link
 * as `url` (dealLinkKey: no `www.`, scheme, fragment or tracking parameters), other than `exceptId`.
 */
async function findActiveDuplicate(db: Db | Tx, marketId: number, url: string, exceptId?: number): Promise<DuplicateDealRef | null> {
  const [row] = await db
    .select({ id: deals.id, title: deals.title })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .where(
      and(
        eq(deals.marketId, marketId),
        eq(deals.urlKey, dealLinkKey(url)),
        eq(deals.isHidden, false),
        notModerationHidden(deals),
        isNull(users.deletedAt),
        or(isNull(deals.expiresAt), gt(deals.expiresAt, sql`now()`)),
        exceptId === undefined ? undefined : ne(deals.id, exceptId),
      ),
    )
    .orderBy(desc(deals.createdAt))
    .limit(1);
  return row ? { id: row.id, title: row.title, path: dealPath(row.id, row.title) } : null;
}

/** Answer of GET /api/deals/duplicate: the active deal that blocks the link, else the earlier one a new post links back to. */
export interface DuplicateCheck {
  deal: DuplicateDealRef | null;
  previous_deal: PreviousDeal | null;
}

/** GET /api/deals/duplicate: what the member's market already has for this link, shown while the form is typed. */
export async function duplicateForMember(db: Db, userId: number, url: string): Promise<DuplicateCheck> {
  const [member] = await db.select({ marketId: users.marketId }).from(users).where(eq(users.id, userId));
  if (!member) throw new AppError('Unauthorized', 'The account no longer exists');
  const deal = await findActiveDuplicate(db, member.marketId, url);
  return { deal, previous_deal: deal ? null : await findPreviousDeal(db, member.marketId, dealLinkKey(url)) };
}

/** Refuses a link an active deal of the market already has; called under the link's lock so two posts cannot both pass. */
async function refuseDuplicate(tx: Tx, marketId: number, url: string, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deal-link:${marketId}:${dealLinkKey(url)}`}))`);
  const duplicate = await findActiveDuplicate(tx, marketId, url, exceptId);
  if (duplicate) {
    throw new AppError('DuplicateDeal', `This link was already posted: ${duplicate.path}`, { details: { deal: duplicate } });
  }
}

/** An edited deal's link key and product as stored, so an edit that keeps the link keeps the product picked for it. */
interface StoredProduct {
  urlKey: string | null;
  productKey: string | null;
}

/**
 * The product a deal's prices are filed under: the one of the deal the poster picked as the same product, else, for
 * an edit that keeps the link, the product it had, else its own link's key. A poster may pick one of their own deals
 * of this market, or a public deal of another member linking to the same shop: a stranger's product from any shop
 * would let anyone file a 0.01 zł price into its history.
 */
async function productKeyOf(
  tx: Tx,
  { marketId, userId }: Poster,
  input: ValidDealSubmission,
  urlKey: string,
  stored?: StoredProduct,
): Promise<string> {
  if (input.same_product_as === null) return stored && stored.urlKey === urlKey && stored.productKey ? stored.productKey : urlKey;
  const [picked] = await tx
    .select({ productKey: deals.productKey, urlKey: deals.urlKey, userId: deals.userId, isPublic: isPublicDeal(deals).mapWith(Boolean) })
    .from(deals)
    .where(and(eq(deals.id, input.same_product_as), eq(deals.marketId, marketId)));
  // Another member's hidden deal is not named, as if it did not exist.
  if (!picked || (picked.userId !== userId && !picked.isPublic)) {
    throw new AppError('ValidationError', `same_product_as: deal ${input.same_product_as} does not exist`);
  }
  if (picked.userId !== userId && (picked.urlKey === null || linkKeyHost(picked.urlKey) !== linkKeyHost(urlKey))) {
    throw new AppError(
      'ValidationError',
      `same_product_as: deal ${input.same_product_as} links to another shop; only your own deals or deals of the same shop can be picked`,
    );
  }
  return picked.productKey ?? picked.urlKey ?? `deal:${input.same_product_as}`;
}

/** Who posts or edits a deal, and in which market. */
interface Poster {
  marketId: number;
  userId: number;
}

/** The deal's columns a submission or an edit sets. */
async function dealColumns(tx: Tx, poster: Poster, input: ValidDealSubmission, stored?: StoredProduct) {
  const url = withoutTracking(input.url);
  const urlKey = dealLinkKey(url);
  return {
    shopId: await shopForHost(tx, shopHost(url), input.shop_name),
    categoryId: input.category,
    title: input.title,
    description: plainTextToHtml(input.description),
    url,
    urlKey,
    productKey: await productKeyOf(tx, poster, input, urlKey, stored),
    directUrl: url,
    newPrice: input.new_price,
    oldPrice: input.old_price,
    lowestPrice30d: input.lowest_price_30d,
    currency: input.currency,
    // The discount is computed from the two prices, never typed by the member.
    discount: advertisedDiscount(input.new_price, input.old_price),
    shipping: input.shipping,
    couponCode: input.coupon_code,
    releasedAt: input.released_at === null ? null : new Date(input.released_at),
    expiresAt: input.expires_at === null ? null : new Date(input.expires_at),
  };
}

/**
 * Gives the deal exactly the pictures `imageIds`, in that order: the member's own uploads not yet in a deal, or
 * pictures the deal already has. Pictures the deal had and the list leaves out are dropped.
 */
async function setDealImages(tx: Tx, dealId: number, userId: number, imageIds: number[]): Promise<void> {
  await tx
    .delete(dealImages)
    .where(and(eq(dealImages.dealId, dealId), imageIds.length > 0 ? notInArray(dealImages.id, imageIds) : undefined));
  // At most DEAL_IMAGES_MAX rows: one update each keeps the position plain.
  for (const [position, id] of imageIds.entries()) {
    const claimed = await tx
      .update(dealImages)
      .set({ dealId, position })
      .where(and(eq(dealImages.id, id), eq(dealImages.uploadedBy, userId), or(isNull(dealImages.dealId), eq(dealImages.dealId, dealId))))
      .returning({ id: dealImages.id });
    if (claimed.length === 0) {
      throw new AppError('ValidationError', `image_ids: picture ${id} is not one of your uploads from POST /api/deals/images`);
    }
  }
}

export interface DealSubmissionInput extends ValidDealSubmission {
  userId: number;
  /** Why the deal waits for a moderator (dealHold in moderation-held.ts), or null: it is public at once. */
  hold?: HoldReason | null;
}

/** The columns that hold a deal; an edit of a deal already held keeps when and why it was held first. */
function holdColumns(hold: HoldReason | null, now: Date) {
  return hold === null
    ? {}
    : {
        moderationHeldAt: sql`coalesce(${deals.moderationHeldAt}, ${now})`,
        moderationHoldReason: sql`coalesce(${deals.moderationHoldReason}, ${hold})`,
      };
}

/**
 * POST /api/deals/: stores the deal in the author's market and fires the keyword alerts in the same transaction (a
 * held deal fires none: they fire when a moderator approves it).
 */
export async function submitDeal(db: Db, { userId, hold = null, ...input }: DealSubmissionInput, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [author] = await tx.select({ marketId: users.marketId }).from(users).where(eq(users.id, userId));
    if (!author) throw new AppError('Unauthorized', 'The account no longer exists');
    await refuseDuplicate(tx, author.marketId, input.url);
    const [deal] = await tx
      .insert(deals)
      .values({
        marketId: author.marketId,
        userId,
        ...(await dealColumns(tx, { marketId: author.marketId, userId }, input)),
        ...(hold === null ? {} : { moderationHeldAt: now, moderationHoldReason: hold }),
      })
      .returning({ id: deals.id });
    if (!deal) throw new Error('deal insert returned no row');
    await setDealImages(tx, deal.id, userId, input.image_ids);
    await recordPrice(tx, deal.id);
    await onDealCreated(tx, deal.id);
    return deal.id;
  });
}

/**
 * PUT /api/deals/{id}: the author replaces the deal's fields within DEAL_EDIT_WINDOW_MS of posting it. Votes,
 * comments and reports stay; the link may change only to one no other active deal has.
 */
export async function updateDeal(
  db: Db,
  { userId, dealId, hold = null, ...input }: DealSubmissionInput & { dealId: number },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deal] = await tx
      .select({
        userId: deals.userId,
        marketId: deals.marketId,
        createdAt: deals.createdAt,
        urlKey: deals.urlKey,
        productKey: deals.productKey,
      })
      .from(deals)
      .where(eq(deals.id, dealId))
      .for('update');
    if (!deal) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
    if (deal.userId !== userId) throw new AppError('Forbidden', 'Only the author can edit this deal');
    if (Date.now() - deal.createdAt.getTime() > DEAL_EDIT_WINDOW_MS) {
      throw new AppError('Forbidden', `A deal can be edited for ${DEAL_EDIT_WINDOW_MS / 60_000} minutes after posting`);
    }
    await refuseDuplicate(tx, deal.marketId, input.url, dealId);
    await tx
      .update(deals)
      .set({ ...(await dealColumns(tx, { marketId: deal.marketId, userId }, input, deal)), ...holdColumns(hold, now), updatedAt: now })
      .where(eq(deals.id, dealId));
    await setDealImages(tx, dealId, userId, input.image_ids);
    await recordPrice(tx, dealId);
  });
}
