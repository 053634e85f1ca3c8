import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { HOT_DECAY_MS, HOT_EPOCH_MS } from '@/shared/standing';
import { marketRef } from './markets';
import { users } from './users';
import { createdAt, identityId, ts } from './columns';

/** Renditions of one image for srcset; the row's own url/width/height is the largest one. */
export type ImageVariants = { width: number; height: number; url: string }[];

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  parentId: text('parent_id').references((): AnyPgColumn => categories.id),
});

export const shops = pgTable('shops', {
  id: identityId(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  domain: text('domain'),
  logoUrl: text('logo_url'),
  createdAt: createdAt(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: identityId(),
    marketId: marketRef(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url'),
    expiresAt: ts('expires_at'),
    clicksCount: integer('clicks_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('coupons_shop_idx').on(t.shopId), index('coupons_clicks_idx').on(t.marketId, t.clicksCount.desc())],
);

/**
 * Text the search matches, unaccented and lowercased once on write so the trigram and word indexes (migrations 0002,
 * 0003) can serve diacritics-insensitive queries. unaccent runs first: under a C ctype lower() changes only ASCII
 * letters, so lowering first would leave 'Ś' as 'S' after unaccent. immutable_unaccent() comes from migration 0000.
 */
const searchTextExpr = (): SQL =>
  sql`lower(immutable_unaccent(coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')))`;

/**
 * The title and subtitle alone, normalized the same way: search relevance (a term in the title ranks higher) reads
 * it for every match, where unaccenting the text again per row would cost more than the match itself.
 */
const titleTextExpr = (): SQL => sql`lower(immutable_unaccent(coalesce(title, '') || ' ' || coalesce(subtitle, '')))`;

/**
 * The SQL twin of the shared hotRank(weighted_score, created_at) (tests/server/community/standing.test.ts checks both
 * agree). Only immutable parts: the age is an interval between two timestamptz (to_timestamp of a number is immutable,
 * a timestamptz literal is not), so the expression can be a stored generated column that moves in the very UPDATE that
 * moves the score and never on an edit, and every insert (members, seed, bench) gets it without being told.
 */
export const hotRankExpr = (): SQL =>
  sql.raw(
    `(sign(weighted_score::double precision) * log(1 + abs(weighted_score)::double precision) + extract(epoch from (created_at - to_timestamp(${HOT_EPOCH_MS / 1000})))::double precision * 1000 / ${HOT_DECAY_MS})`,
  );

export const deals = pgTable(
  'deals',
  {
    id: identityId(),
    marketId: marketRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull().default(''),
    url: text('url'),
    /** dealLinkKey(url): what two links to one offer share, so a second post of an active deal is refused. */
    urlKey: text('url_key'),
    directUrl: text('direct_url'),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    oldPrice: integer('old_price'),
    newPrice: integer('new_price'),
    currency: text('currency').notNull().default('PLN'),
    discount: integer('discount'),
    /** The lowest price of the 30 days before the reduction as the shop states it (the Omnibus rule). */
    lowestPrice30d: integer('lowest_price_30d'),
    /**
     * What the deal's prices are grouped by in a price history: its link key, or the key of the deal the poster
     * picked as the same product. Null for a deal without a link (its history is its own prices).
     */
    productKey: text('product_key'),
    shipping: text('shipping'),
    isPinned: boolean('is_pinned').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    isNsfw: boolean('is_nsfw').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** When a moderator hid the deal: it then leaves every list and answers 404 but to its author and operators. */
    moderationHiddenAt: ts('moderation_hidden_at'),
    /** When the deal was held for a moderator (pre-moderation of a new account, a review word): only its author and operators see it. */
    moderationHeldAt: ts('moderation_held_at'),
    /** Why it is held: 'review_word' or 'new_account'. */
    moderationHoldReason: text('moderation_hold_reason'),
    showCountdownToExpiration: boolean('show_countdown_to_expiration').notNull().default(false),
    showCountdownToRelease: boolean('show_countdown_to_release').notNull().default(false),
    expiresAt: ts('expires_at'),
    releasedAt: ts('released_at'),
    couponCode: text('coupon_code'),
    couponCodeText: text('coupon_code_text'),
    couponCodeUrl: text('coupon_code_url'),
    instructions: text('instructions'),
    sectionTitle: text('section_title'),
    disableComments: boolean('disable_comments').notNull().default(false),
    /** The raw score cards show: +1/−1 per vote whoever cast it. */
    votesCount: integer('votes_count').notNull().default(0),
    /** Σ value × weight of the votes (VOTE_WEIGHT of the voter's standing): what the best tab and the hot rank follow. */
    weightedScore: integer('weighted_score').notNull().default(0),
    /** hotRank(weighted_score, created_at), stored so one index serves sort_by=hot. */
    hotRank: doublePrecision('hot_rank').generatedAlwaysAs(hotRankExpr),
    commentsCount: integer('comments_count').notNull().default(0),
    /** When the weighted score first reached the popular threshold; the 'best' tab lists these newest first. */
    bestAt: ts('best_at'),
    /** When the author earned the popular-deal points (the weighted score reaching the threshold), so they are paid once. */
    popularRewardedAt: ts('popular_rewarded_at'),
    searchText: text('search_text').generatedAlwaysAs(searchTextExpr),
    titleText: text('title_text').generatedAlwaysAs(titleTextExpr),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Orders match the list sorts exactly (plain DESC means NULLS FIRST), so a page is an index walk, not a sort.
    index('deals_market_created_idx').on(t.marketId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('deals_market_best_idx')
      .on(t.marketId, t.bestAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.bestAt} is not null`),
    index('deals_market_discount_idx').on(t.marketId, t.discount.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('deals_market_hot_idx').on(t.marketId, t.hotRank.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('deals_market_comments_idx').on(t.marketId, t.commentsCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('deals_category_created_idx').on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Lowest price per category (the gamer zone's 'from' prices): the cheapest active deal is the first one the walk meets.
    index('deals_category_price_idx')
      .on(t.categoryId, t.newPrice)
      .where(sql`${t.newPrice} is not null`),
    index('deals_shop_created_idx').on(t.shopId, t.createdAt.desc().nullsFirst()),
    index('deals_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('deals_url_key_idx')
      .on(t.marketId, t.urlKey)
      .where(sql`${t.urlKey} is not null`),
    // The few pinned deals that lead every list, found without walking the others.
    index('deals_pinned_idx')
      .on(t.marketId)
      .where(sql`${t.isPinned}`),
    check('deals_currency_check', sql`${t.currency} in ('PLN', 'EUR', 'USD', 'GBP', 'CHF')`),
    check(
      'deals_prices_check',
      sql`(${t.oldPrice} is null or ${t.oldPrice} >= 0) and (${t.newPrice} is null or ${t.newPrice} >= 0) and (${t.lowestPrice30d} is null or ${t.lowestPrice30d} >= 0)`,
    ),
    check('deals_discount_check', sql`${t.discount} is null or ${t.discount} between 0 and 100`),
    check('deals_counts_check', sql`${t.commentsCount} >= 0`),
  ],
);

/** The deal a row belongs to; the row goes with the deal. */
export const dealRef = () =>
  integer('deal_id')
    .notNull()
    .references(() => deals.id, { onDelete: 'cascade' });

/**
 * A deal's pictures. A member's upload is a row without a deal until the submission that names it in image_ids
 * claims it (only its uploader can), so the pictures of a half-written form live here too.
 */
export const dealImages = pgTable(
  'deal_images',
  {
    id: identityId(),
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariants>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_images_deal_idx').on(t.dealId, t.position),
    index('deal_images_unclaimed_idx')
      .on(t.uploadedBy, t.createdAt)
      .where(sql`${t.dealId} is null`),
  ],
);

export const dealButtons = pgTable(
  'deal_buttons',
  {
    id: identityId(),
    dealId: dealRef(),
    position: integer('position').notNull().default(0),
    buttonUrl: text('button_url').notNull(),
    buttonType: text('button_type').notNull(),
    buttonText: text('button_text').notNull(),
  },
  (t) => [index('deal_buttons_deal_idx').on(t.dealId, t.position)],
);

export const dealOffers = pgTable(
  'deal_offers',
  {
    id: identityId(),
    dealId: dealRef(),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    title: text('title').notNull(),
    newPrice: integer('new_price'),
    oldPrice: integer('old_price'),
    currency: text('currency').notNull().default('PLN'),
  },
  (t) => [index('deal_offers_deal_idx').on(t.dealId, t.position)],
);

export const specials = pgTable('specials', {
  id: identityId(),
  marketId: marketRef(),
  title: text('title').notNull(),
  desktopImageUrl: text('desktop_image_url'),
  mobileImageUrl: text('mobile_image_url'),
  description: text('description').notNull().default(''),
  couponCode: text('coupon_code'),
  buttonUrl: text('button_url'),
  buttonText: text('button_text'),
  instructions: text('instructions'),
  /** An operator retired the page: it answers 404 but stays for links in old mails. */
  retiredAt: ts('retired_at'),
  createdAt: createdAt(),
});

export const specialOffers = pgTable(
  'special_offers',
  {
    id: identityId(),
    specialId: integer('special_id')
      .notNull()
      .references(() => specials.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    newPrice: integer('new_price'),
    oldPrice: integer('old_price'),
    currency: text('currency').notNull().default('PLN'),
  },
  (t) => [index('special_offers_special_idx').on(t.specialId, t.position)],
);

/**
 * One price of a product: written with a deal and with every edit that changes its price, in the same
 * transaction. `product_key` is the deal's at that time, so a history is one index range per product and currency.
 */
export const pricePoints = pgTable(
  'price_points',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    dealId: dealRef(),
    productKey: text('product_key'),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('price_points_product_idx')
      .on(t.productKey, t.currency, t.at)
      .where(sql`${t.productKey} is not null`),
    index('price_points_deal_idx').on(t.dealId, t.at),
    check('price_points_price_check', sql`${t.price} >= 0`),
  ],
);
