import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expandCategories } from '@/shared/categories';
import { DEAL_PAGE_SIZE, DEFAULT_MARKET_ID, type Currency } from '@/shared/constants';
import type { ApiImage, ListResponse } from '@/shared/schemas/common';
import type { DealComment, DealDetail, DealListItem, DealListQuery } from '@/shared/schemas/deal';
import { isDiscountOverstated, realDiscount } from '@/shared/price-truth';
import { slugify } from '@/shared/slug';
import { queryRows, type Db } from '../db/client';
import { isoOrNull } from '../db/errors';
import { AppError } from '../platform/errors';
import type { ImageVariants } from '../db/schema';
import { comments, dealButtons, dealImages, dealOffers, deals, shops, users } from '../db/schema';
import { searchable } from '../db/search-normalize';
import { previousDealOf } from './previous-deal';
import { moderationStates } from './moderation';
import { heldState } from './moderation-held';
import { notModerationHidden } from './moderation-visibility';
import { lowestPriceSeen } from './price-history';
import { toUserSummary, userSummaryColumns } from './user-summary';

/** A search uses at most this many terms, so one request cannot build an arbitrarily long WHERE clause. */
const MAX_SEARCH_TERMS = 8;
/** Shortest term matched anywhere inside words: a trigram index needs 3 characters to narrow anything down. */
const SUBSTRING_TERM_MIN = 3;
/** Terms this short match the start of a word instead, through the word index; shorter ones are ignored. */
const WORD_PREFIX_TERM_LENGTH = 2;

/**
 * The terms of a search: its runs of letters and digits (punctuation, quotes, LIKE wildcards, emoji and SQL
 * syntax only separate terms), without 1-character terms (Polish 'i', 'w', 'z' and stray letters match almost
 * every deal and no index can serve them), distinct, at most MAX_SEARCH_TERMS. NFC first, so a decomposed 'ó'
 * stays inside its word.
 */
export function searchTerms(search: string | undefined): string[] {
  const runs = search?.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const terms = runs.filter((term) => [...term].length >= WORD_PREFIX_TERM_LENGTH);
  return [...new Set(terms)].slice(0, MAX_SEARCH_TERMS);
}

/**
 * Whether a normalized text holds one term. Terms of 3+ characters match as substrings ('sluch' finds 'Słuchawki',
 * 'phone' finds 'iPhone') through the trigram index; 2-character terms match word starts ('tv', 'lg', '4k' find
 * 'TV', 'LG', '4K HDR' but not 'ATV') through the word index, since they hold no trigram.
 */
export type TermMatcher = (text: SQL) => SQL;

export function termMatcher(term: string): TermMatcher {
  const norm = searchable(term);
  if ([...term].length >= SUBSTRING_TERM_MIN) {
    // Escaped after normalizing: unaccent turns a few symbols into '%' or '_' (e.g. the full-width forms).
    const pattern = sql`'%' || replace(replace(replace(${norm}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
    return (text) => sql`${text} like ${pattern}`;
  }
  // A quoted prefix lexeme; quotes and backslashes doubled as the tsquery syntax requires ('ŉ' unaccents to "'n").
  const prefix = sql`('''' || replace(replace(${norm}, '\\', '\\\\'), '''', '''''') || ''':*')::tsquery`;
  return (text) => sql`to_tsvector('simple', ${text}) @@ ${prefix}`;
}

interface SearchTerm {
  matches: TermMatcher;
  /** Shops whose name holds the term: their deals match it too. */
  shopIds: number[];
}

/**
 * The terms of a search with the shops each one names, looked up first in one small query: the deals query then
 * carries those ids as constants (usually none), so the planner estimates the match count from the text indexes
 * instead of guessing at a subquery and walking every deal for a term that matches almost nothing.
 */
async function resolveSearch(db: Db, search: string): Promise<SearchTerm[]> {
  const terms = searchTerms(search).map((term) => ({ matches: termMatcher(term), shopIds: [] as number[] }));
  if (terms.length === 0) return [];
  const perTerm = terms.map(
    (term, i) => sql`select ${i}::int as term, ${shops.id} as id from ${shops} where ${term.matches(searchable(shops.name))}`,
  );
  const rows = await queryRows<{ term: number; id: number }>(db, sql.join(perTerm, sql` union all `));
  for (const row of rows) terms[row.term]?.shopIds.push(row.id);
  return terms;
}

const inShops = (ids: number[]): SQL => (ids.length > 0 ? sql`${deals.shopId} in ${ids}` : sql`false`);

/**
 * Every term must occur in the deal's text (title, subtitle, description) or its shop's name. No usable term means
 * no result, never the whole table.
 */
function searchCondition(terms: SearchTerm[]): SQL {
  if (terms.length === 0) return sql`false`;
  const perTerm = terms.map((term) =>
    term.shopIds.length > 0
      ? sql`(${term.matches(sql`${deals.searchText}`)} or ${inShops(term.shopIds)})`
      : term.matches(sql`${deals.searchText}`),
  );
  return sql.join(perTerm, sql` and `);
}

/**
 * Relevance of a match: 2 points per term in the title or subtitle, 1 per term in the shop's name, none for a term
 * found only in the description. The relevance sort orders by it; every other sort uses it for the deals it ranks equal.
 */
function searchRelevance(terms: SearchTerm[]): SQL {
  const title = sql`${deals.titleText}`;
  const points = terms.map(
    (term) => sql`case when ${term.matches(title)} then 2 else 0 end + case when ${inShops(term.shopIds)} then 1 else 0 end`,
  );
  return sql`(${sql.join(points, sql` + `)})`;
}

/** A search lists usable deals unless the caller says otherwise (the search page's only_active is on by default). */
function isOnlyActive(q: DealListQuery): boolean {
  return q.only_active ?? Boolean(q.search);
}

function listConditions(q: DealListQuery, search: SearchTerm[] | null): SQL[] {
  const conditions: SQL[] = [eq(deals.marketId, q.market_id ?? DEFAULT_MARKET_ID), notModerationHidden(deals)];
  if (q.categories && q.categories.length > 0) {
    conditions.push(inArray(deals.categoryId, expandCategories(q.categories)));
  }
  if (q.brands && q.brands.length > 0) {
    const brands = q.brands.map((b) => b.toLowerCase());
    conditions.push(
      inArray(deals.shopId, sql`(select ${shops.id} from ${shops} where ${shops.slug} in ${brands} or lower(${shops.name}) in ${brands})`),
    );
  }
  if (q.shop_id !== undefined) conditions.push(eq(deals.shopId, q.shop_id));
  if (q.user_id !== undefined) conditions.push(eq(deals.userId, q.user_id));
  if (q.only_best) conditions.push(isNotNull(deals.bestAt));
  if (isOnlyActive(q)) {
    conditions.push(
      sql`(${deals.expiresAt} is null or ${deals.expiresAt} > now())`,
      sql`(${deals.releasedAt} is null or ${deals.releasedAt} <= now())`,
    );
  }
  if (q.skip_hidden_in_deals) conditions.push(eq(deals.isHidden, false));
  if (search) conditions.push(searchCondition(search));
  return conditions;
}

/**
 * Each order is served by a matching index on deals (see schema/catalog.ts); id breaks ties so pages never overlap.
 * With a search, relevance (searchRelevance) orders the deals the sort ranks equal, before id: the chosen sort stays
 * what the user sees (newest stays newest), and an incremental sort keeps the index walk.
 */
function listOrder(q: DealListQuery, search: SearchTerm[] | null): SQL[] {
  const byRelevance = search && search.length > 0 ? [sql`${searchRelevance(search)} desc`] : [];
  switch (q.sort_by) {
    case 'oldest':
      return [asc(deals.createdAt), ...byRelevance, asc(deals.id)];
    case 'discount':
      return [sql`${deals.discount} desc nulls last`, ...byRelevance, desc(deals.id)];
    case 'most_commented':
      return [desc(deals.commentsCount), ...byRelevance, desc(deals.id)];
    // hot_rank is generated from the weighted score and the posting time (shared hotRank), so the order is an index walk.
    case 'hot':
      return [desc(deals.hotRank), ...byRelevance, desc(deals.id)];
    // The best match first; deals that match equally well go newest first (posted, or made popular on the best tab).
    // Without a search every deal ranks the same, so this is the newest order.
    case 'relevance':
      return [...byRelevance, q.only_best ? desc(deals.bestAt) : desc(deals.createdAt), desc(deals.id)];
    default:
      return q.only_best ? [desc(deals.bestAt), ...byRelevance, desc(deals.id)] : [desc(deals.createdAt), ...byRelevance, desc(deals.id)];
  }
}

const listColumns = {
  id: deals.id,
  title: deals.title,
  subtitle: deals.subtitle,
  categoryId: deals.categoryId,
  shopId: deals.shopId,
  shopName: shops.name,
  shopLogoUrl: shops.logoUrl,
  showCountdownToExpiration: deals.showCountdownToExpiration,
  showCountdownToRelease: deals.showCountdownToRelease,
  oldPrice: deals.oldPrice,
  newPrice: deals.newPrice,
  currency: deals.currency,
  discount: deals.discount,
  lowestPrice30d: deals.lowestPrice30d,
  shipping: deals.shipping,
  commentsCount: deals.commentsCount,
  votesCount: deals.votesCount,
  isPinned: deals.isPinned,
  isFeatured: deals.isFeatured,
  isSponsored: deals.isSponsored,
  isNsfw: deals.isNsfw,
  expiresAt: deals.expiresAt,
  releasedAt: deals.releasedAt,
  createdAt: deals.createdAt,
  ...userSummaryColumns,
  userId: deals.userId,
  directUrl: deals.directUrl,
  isAffiliate: deals.isAffiliate,
  // Images ride along as JSON in the same query: one round trip per page instead of one per relation.
  images: sql<StoredImage[]>`(
    select coalesce(json_agg(json_build_object('id', i.id, 'url', i.url, 'width', i.width, 'height', i.height, 'variants', i.variants)
      order by i.position, i.id), '[]'::json)
    from ${dealImages} i where i.deal_id = ${deals.id})`,
};

interface StoredImage {
  id: number;
  url: string;
  width: number;
  height: number;
  variants: ImageVariants;
}

const toApiImage = (image: StoredImage): ApiImage => ({
  id: image.id,
  url: image.url,
  width: image.width,
  height: image.height,
  variants: image.variants.map((v) => ({ width: v.width, url: v.url })),
});

function selectListRows(db: Db) {
  return db
    .select(listColumns)
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .leftJoin(shops, eq(shops.id, deals.shopId))
    .$dynamic();
}
type ListRow = Awaited<ReturnType<typeof selectListRows>>[number];

function toListItem(row: ListRow): DealListItem {
  return {
    id: row.id,
    slug: slugify(row.title),
    title: row.title,
    subtitle: row.subtitle,
    category: row.categoryId,
    deal_images: row.images.map(toApiImage),
    shop: row.shopId !== null && row.shopName !== null ? { id: row.shopId, name: row.shopName, logo_url: row.shopLogoUrl } : null,
    show_countdown_to_expiration: row.showCountdownToExpiration,
    show_countdown_to_release: row.showCountdownToRelease,
    old_price: row.oldPrice,
    new_price: row.newPrice,
    currency: row.currency as Currency,
    discount: row.discount,
    real_discount: realDiscount(row.newPrice, row.lowestPrice30d),
    shipping: row.shipping,
    comments_count: row.commentsCount,
    votes_count: row.votesCount,
    is_pinned: row.isPinned,
    is_featured: row.isFeatured,
    is_sponsored: row.isSponsored,
    is_nsfw: row.isNsfw,
    expires_at: isoOrNull(row.expiresAt),
    released_at: isoOrNull(row.releasedAt),
    created_at: row.createdAt.toISOString(),
    user: toUserSummary(row),
    direct_url: row.directUrl,
    is_affiliate: row.isAffiliate,
  };
}

/**
 * List items of the given deals in the given order (unknown ids skipped, and deals a moderator hid unless
 * `includeHidden`: no list shows them); other deal lists reuse this mapping.
 */
export async function loadListItems(db: Db, ids: number[], { includeHidden = false } = {}): Promise<DealListItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectListRows(db).where(and(inArray(deals.id, ids), includeHidden ? undefined : notModerationHidden(deals)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row)] : [];
  });
}

/** A member's own table of deals (their favourites, their hidden deals): its rows name a deal each. */
export interface DealLink {
  table: PgTable;
  dealId: PgColumn;
}

/** One page of the deals `link` names that satisfy `where`, in `order`, as list items with the total. */
export async function listLinkedDeals(
  db: Db,
  link: DealLink,
  where: SQL | undefined,
  order: SQL[],
  { page, perPage }: { page: number; perPage: number },
): Promise<ListResponse<DealListItem>> {
  const pageRows = await db
    .select({ id: deals.id })
    .from(link.table)
    .innerJoin(deals, eq(deals.id, link.dealId))
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(link.table)
    .innerJoin(deals, eq(deals.id, link.dealId))
    .where(where);
  const count = counted?.count ?? 0;
  const data = await loadListItems(
    db,
    pageRows.map((row) => row.id),
  );
  return { data, metadata: { count, pages_count: Math.ceil(count / perPage) } };
}

interface CountEntry {
  expiresAt: number;
  value: Promise<number>;
}

/**
 * Short-TTL, bounded cache of list counts per filter (in-process caches may only be short-TTL read caches, since
 * several instances may serve one database). A count walks every matching deal, which on single-connection
 * PGlite queues every other request behind it; pages of one filter share it instead. Concurrent misses share
 * one load, so a burst on a cold filter costs one count, not one per connection.
 */
export class DealCountCache {
  private readonly entries = new Map<string, CountEntry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  getOrLoad(key: string, load: () => Promise<number>): Promise<number> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.expiresAt) return hit.value;
    // Re-inserting moves the key to the end of the Map's order, which is what eviction relies on.
    this.entries.delete(key);
    const entry: CountEntry = { expiresAt: now + this.ttlMs, value: load() };
    this.entries.set(key, entry);
    // A failed count must not be served to later callers; they retry instead.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }
}

/** Everything that shapes the WHERE clause and nothing else, so every page and sort of a filter shares its count. */
function countKey(q: DealListQuery): string {
  const sorted = (list: string[] | undefined) => (list && list.length > 0 ? [...list].sort() : null);
  return JSON.stringify([
    q.market_id ?? DEFAULT_MARKET_ID,
    sorted(q.categories),
    sorted(q.brands?.map((b) => b.toLowerCase())),
    q.shop_id ?? null,
    q.user_id ?? null,
    q.only_best === true,
    isOnlyActive(q),
    q.skip_hidden_in_deals === true,
    q.search ? searchTerms(q.search) : null,
  ]);
}

/** Pinning is curation of a handful; should more be pinned, those past this many list in their ordinary place. */
const PINNED_LIMIT = 100;

/**
 * Pinning is curation, so it belongs to the curated rankings: the best list (and the category pages built on it) and
 * the hot one. An order the user chose by time, discount or comments (the 'Nowe' tab, search sorts) is kept as asked.
 */
function pinnedLead(q: DealListQuery): boolean {
  return q.sort_by === 'hot' || (q.sort_by === undefined && q.only_best === true);
}

/**
 * Pinned deals lead the ranked lists, in the list's own order, then the rest. They are a handful, found
 * through their own partial index: asked in the list's order, the planner would walk that order's index through every
 * deal looking for them (measured: a page of 100k deals went from 5 to 37 ms), so they are fetched unordered and only the few found
 * are put in order.
 */
async function pinnedIdsOf(db: Db, where: SQL | undefined, order: SQL[]): Promise<number[]> {
  const found = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(where, eq(deals.isPinned, true)))
    .limit(PINNED_LIMIT);
  if (found.length < 2) return found.map((row) => row.id);
  const ordered = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      inArray(
        deals.id,
        found.map((row) => row.id),
      ),
    )
    .orderBy(...order);
  return ordered.map((row) => row.id);
}

/** What one reader's lists leave out beyond the query (their hidden and their muted deals), and a key that changes with it. */
export interface ViewerNarrowing {
  hidden: SQL[];
  muted: SQL[];
  key: string;
}

/**
 * One page of deals in two round trips: the pinned deals of the filter (a few, from their partial index), then the
 * page's ids from an index walk in the requested order; only those rows are joined with shop and author, so the
 * cost does not grow with the page's relations. The total comes from `counts`, the app's short-TTL count cache.
 */
export async function listDeals(
  db: Db,
  counts: DealCountCache,
  q: DealListQuery,
  viewer?: ViewerNarrowing,
): Promise<ListResponse<DealListItem>> {
  const perPage = q.per_page ?? DEAL_PAGE_SIZE;
  const page = q.page ?? 1;
  const offset = (page - 1) * perPage;
  const search = q.search ? await resolveSearch(db, q.search) : null;
  // A search folds what the member muted instead of dropping it: the answer says how many, and shows them if asked.
  const folds = viewer !== undefined && q.search !== undefined && q.search !== '' && viewer.muted.length > 0;
  const muted = viewer && !(folds && q.show_muted) ? viewer.muted : [];
  const where = and(...listConditions(q, search), ...(viewer?.hidden ?? []), ...muted);
  const order = listOrder(q, search);
  const pinnedIds = pinnedLead(q) ? await pinnedIdsOf(db, where, order) : [];
  const pinnedOnPage = pinnedIds.slice(offset, offset + perPage);
  const restIds = db
    .select({ id: deals.id })
    .from(deals)
    .where(pinnedIds.length > 0 ? and(where, notInArray(deals.id, pinnedIds)) : where)
    .orderBy(...order)
    .limit(perPage - pinnedOnPage.length)
    .offset(Math.max(0, offset - pinnedIds.length));
  // One id list for the page: `pinned or rest` as two conditions would make the planner scan every deal.
  const pageIds =
    pinnedOnPage.length > 0
      ? sql`(${sql.join(
          pinnedOnPage.map((id) => sql`select ${id}::int`),
          sql` union all `,
        )} union all ${restIds})`
      : restIds;
  // Re-sorting the page's few rows is cheaper than a second round trip, which costs milliseconds on PGlite.
  const rows = await selectListRows(db)
    .where(inArray(deals.id, pageIds))
    .orderBy(sql`${deals.id} in (${sql.join(pinnedOnPage.length > 0 ? pinnedOnPage : [0], sql`, `)}) desc`, ...order);
  const countWhere = async (condition: SQL | undefined) => {
    const [countRow] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(deals)
      .where(condition);
    return countRow?.count ?? 0;
  };
  // Count cache keys: a member's count with their mutes applied, or ':unmuted' without them.
  const viewerKey = (mutesApply: boolean) => `${countKey(q)}:${viewer?.key ?? ''}${mutesApply ? '' : ':unmuted'}`;
  // A partly filled page (or an empty first one) ends the list, so its position already gives the exact total.
  const count =
    rows.length < perPage && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await counts.getOrLoad(viewer ? viewerKey(muted.length > 0) : countKey(q), () => countWhere(where));
  const metadata = { count, pages_count: Math.ceil(count / perPage) };
  if (!folds) return { data: rows.map(toListItem), metadata };
  // The other side of the fold: every match but the hidden ones when the mutes apply, only the unmuted ones when not.
  const other = await counts.getOrLoad(viewerKey(q.show_muted === true), () =>
    countWhere(and(...listConditions(q, search), ...viewer.hidden, ...(q.show_muted ? viewer.muted : []))),
  );
  return { data: rows.map(toListItem), metadata: { ...metadata, muted_count: Math.abs(other - count) } };
}

/**
 * GET /api/deals/{id}; an unknown deal answers 404. A deal a moderator hid, or one held for a moderator, is there only
 * for its author (`viewerId`) and operators (`operator`), answered with `moderation`; to anyone else it does not exist.
 * Such comments are left out except for their own author and operators, who read why.
 */
export async function getDeal(
  db: Db,
  id: number,
  viewerId: number | null = null,
  { operator = false }: { operator?: boolean } = {},
): Promise<DealDetail> {
  const notFound = () => new AppError('NotFound', `Deal ${id} does not exist`);
  const [item] = await loadListItems(db, [id], { includeHidden: true });
  if (!item) throw notFound();
  const [extra] = await db
    .select({
      description: deals.description,
      couponCode: deals.couponCode,
      couponCodeText: deals.couponCodeText,
      couponCodeUrl: deals.couponCodeUrl,
      instructions: deals.instructions,
      sectionTitle: deals.sectionTitle,
      disableComments: deals.disableComments,
      lowestPrice30d: deals.lowestPrice30d,
      moderationHiddenAt: deals.moderationHiddenAt,
      moderationHeldAt: deals.moderationHeldAt,
    })
    .from(deals)
    .where(eq(deals.id, id));
  if (!extra) throw notFound();
  const lowestSeen = await lowestPriceSeen(db, id);
  const previous = await previousDealOf(db, id);
  const buttons = await db
    .select()
    .from(dealButtons)
    .where(eq(dealButtons.dealId, id))
    .orderBy(asc(dealButtons.position), asc(dealButtons.id));
  const offers = await db.select().from(dealOffers).where(eq(dealOffers.dealId, id)).orderBy(asc(dealOffers.position), asc(dealOffers.id));
  const commentRows = await db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      votesCount: comments.votesCount,
      parentId: comments.parentId,
      threadId: comments.threadId,
      ...userSummaryColumns,
      userId: comments.userId,
      hiddenAt: comments.moderationHiddenAt,
      heldAt: comments.moderationHeldAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.dealId, id),
        isNull(comments.deletedAt),
        operator
          ? undefined
          : viewerId === null
            ? notModerationHidden(comments)
            : or(notModerationHidden(comments), eq(comments.userId, viewerId)),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id));
  const hiddenComments = commentRows.flatMap((c) => (c.hiddenAt ? [{ id: c.id, hiddenAt: c.hiddenAt }] : []));
  const commentStates = await moderationStates(db, 'comment', hiddenComments);
  for (const c of commentRows) if (c.heldAt && !c.hiddenAt) commentStates.set(c.id, heldState(c.heldAt));
  const dealState = extra.moderationHiddenAt
    ? (await moderationStates(db, 'deal', [{ id, hiddenAt: extra.moderationHiddenAt }])).get(id)
    : extra.moderationHeldAt
      ? heldState(extra.moderationHeldAt)
      : undefined;
  if (dealState && !operator && viewerId !== item.user.id) throw notFound();
  const dealComments: DealComment[] = commentRows.map((c) => ({
    id: c.id,
    content: c.content,
    created_at: c.createdAt.toISOString(),
    votes_count: c.votesCount,
    parent_id: c.parentId,
    thread_id: c.threadId ?? c.id,
    user: toUserSummary(c),
    ...(commentStates.has(c.id) ? { moderation: commentStates.get(c.id) } : {}),
  }));
  return {
    ...item,
    deal_buttons: buttons.map((b) => ({
      id: b.id,
      button_url: b.buttonUrl,
      button_type: b.buttonType,
      button_text: b.buttonText,
    })),
    coupon_code: extra.couponCode,
    coupon_code_text: extra.couponCodeText,
    coupon_code_url: extra.couponCodeUrl,
    description: extra.description,
    instructions: extra.instructions,
    deal_offers: offers.map((o) => ({
      id: o.id,
      url: o.url,
      image_url: o.imageUrl,
      title: o.title,
      new_price: o.newPrice,
      old_price: o.oldPrice,
      currency: o.currency as Currency,
    })),
    section_title: extra.sectionTitle,
    disable_comments: extra.disableComments,
    deal_comments: dealComments,
    lowest_price_30d: extra.lowestPrice30d,
    discount_overstated: isDiscountOverstated(item.old_price, extra.lowestPrice30d),
    lowest_price_seen: lowestSeen?.price ?? null,
    lowest_price_seen_since: lowestSeen?.since.toISOString() ?? null,
    previous_deal: previous,
    ...(dealState ? { moderation: dealState } : {}),
  };
}
