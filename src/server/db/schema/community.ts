import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { dealRef, deals, shops } from './catalog';
import { marketRef } from './markets';
import { anonymousDevices, userRef, users } from './users';
import { createdAt, identityId, ts } from './columns';
import { userPrizes } from './rewards';

export const banners = pgTable('banners', {
  id: identityId(),
  marketId: marketRef(),
  url: text('url'),
  imageUrl: text('image_url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: integer('position').notNull().default(0),
  /** An operator retired it: it leaves every slot but stays for its click history. */
  retiredAt: ts('retired_at'),
  createdAt: createdAt(),
});

export const bannerLocations = pgTable(
  'banner_locations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bannerId, t.location] }),
    check(
      'banner_locations_location_check',
      sql`${t.location} in ('web_best_deals', 'web_new_deals', 'web_sidebar', 'web_gamerzone_games_tab', 'web_gamerzone_hardware_tab')`,
    ),
  ],
);

export const bannerEvents = pgTable(
  'banner_events',
  {
    id: identityId(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull().default('click'),
    createdAt: createdAt(),
  },
  (t) => [index('banner_events_banner_idx').on(t.bannerId, t.createdAt)],
);

export const comments = pgTable(
  'comments',
  {
    id: identityId(),
    dealId: dealRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Id of the top-level comment of the thread (its own id for a top-level comment). */
    threadId: integer('thread_id'),
    content: text('content').notNull(),
    votesCount: integer('votes_count').notNull().default(0),
    deletedAt: ts('deleted_at'),
    /** When a moderator hid the comment: only its author and operators still see it. */
    moderationHiddenAt: ts('moderation_hidden_at'),
    /** When the comment was held for a moderator (a review word): hidden from others until approved. */
    moderationHeldAt: ts('moderation_held_at'),
    /** Why it is held: 'review_word' or 'new_account'. */
    moderationHoldReason: text('moderation_hold_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_deal_idx').on(t.dealId, t.createdAt.desc()), index('comments_user_idx').on(t.userId, t.createdAt.desc())],
);

export const votes = pgTable(
  'votes',
  {
    id: identityId(),
    userId: userRef(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    value: integer('value').notNull(),
    /** VOTE_WEIGHT of the voter's standing when the vote was cast (0 for a sock vote); deal votes only move weighted_score by it. */
    weight: integer('weight').notNull().default(0),
    /** Why a deal was voted down (DOWNVOTE_REASONS), told to its author as counts; only on a down-vote. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('votes_user_entity_key').on(t.userId, t.entityType, t.entityId),
    index('votes_entity_idx').on(t.entityType, t.entityId),
    check('votes_entity_type_check', sql`${t.entityType} in ('deal', 'comment')`),
    check('votes_value_check', sql`${t.value} in (-1, 1)`),
    check(
      'votes_reason_check',
      sql`${t.reason} is null or (${t.value} = -1 and ${t.reason} in ('overpriced', 'unavailable', 'not_a_deal', 'spam', 'other'))`,
    ),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousDeviceId: text('anonymous_device_id').references(() => anonymousDevices.id, { onDelete: 'cascade' }),
    dealId: dealRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_deal_key')
      .on(t.userId, t.dealId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('favourites_device_deal_key')
      .on(t.anonymousDeviceId, t.dealId)
      .where(sql`${t.anonymousDeviceId} is not null`),
    check('favourites_owner_check', sql`${t.userId} is not null or ${t.anonymousDeviceId} is not null`),
  ],
);

/** Deals a member hid from their lists (feed control): each leaves every list that member reads until undone. */
export const hiddenDeals = pgTable(
  'hidden_deals',
  {
    userId: userRef(),
    dealId: dealRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealId] }), index('hidden_deals_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Deals a member has opened ("Widziane"): their cards are dimmed in that member's lists on every device. Only the
 * newest SEEN_DEALS_MAX are kept; a deal that goes takes its rows with it.
 */
export const seenDeals = pgTable(
  'seen_deals',
  {
    userId: userRef(),
    dealId: dealRef(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealId] }), index('seen_deals_user_seen_idx').on(t.userId, t.seenAt.desc())],
);

/**
 * What a member muted in their lists: words (stored normalized like alert keywords), shops, categories (with their
 * subcategories) and authors. One row a member, written whole by PUT /api/users/feed-filters.
 */
export const feedFilters = pgTable('feed_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedWords: text('muted_words')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  mutedShopIds: integer('muted_shop_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  mutedCategoryIds: text('muted_category_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  mutedUserIds: integer('muted_user_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A member following another member or a shop: exactly one of the two is set, each with its own foreign key so that an
 * account or shop that goes takes its followers' rows with it. A new deal by either reaches the follower's inbox and
 * push (FOLLOW_TRIGGERS), and the pair's counts show on profiles and shop pages.
 */
export const follows = pgTable(
  'follows',
  {
    id: identityId(),
    userId: userRef(),
    followedUserId: integer('followed_user_id').references(() => users.id, { onDelete: 'cascade' }),
    followedShopId: integer('followed_shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('follows_one_entity_check', sql`num_nonnulls(${t.followedUserId}, ${t.followedShopId}) = 1`),
    check('follows_not_self_check', sql`${t.followedUserId} is distinct from ${t.userId}`),
    uniqueIndex('follows_user_followed_user_key')
      .on(t.userId, t.followedUserId)
      .where(sql`${t.followedUserId} is not null`),
    uniqueIndex('follows_user_followed_shop_key')
      .on(t.userId, t.followedShopId)
      .where(sql`${t.followedShopId} is not null`),
    // The fan-out of a new deal and the follower counts read by the followed side.
    index('follows_followed_user_idx')
      .on(t.followedUserId)
      .where(sql`${t.followedUserId} is not null`),
    index('follows_followed_shop_idx')
      .on(t.followedShopId)
      .where(sql`${t.followedShopId} is not null`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    userId: userRef(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    /** EXPIRY_REPORT_WEIGHT of the reporter's standing when reported: community expiry sums these, not heads. */
    weight: doublePrecision('weight').notNull().default(0),
    /** When a moderation decision closed the report, and which one; open reports (null) make the queue. */
    resolvedAt: ts('resolved_at'),
    decisionId: integer('decision_id').references(() => moderationDecisions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reports_user_entity_key').on(t.userId, t.entityType, t.entityId),
    // The moderation queue: open reports per item, oldest first.
    index('reports_open_idx')
      .on(t.entityType, t.entityId, t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check('reports_entity_type_check', sql`${t.entityType} in ('deal', 'comment')`),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('spam', 'duplicate', 'self_promotion', 'offensive', 'wrong_category', 'expired', 'other')`,
    ),
  ],
);

/**
 * Every moderation decision on a deal or comment: what members were told, by which role, when. The decider's
 * account is kept for the audit and the appeal rule; the public log shows only the role.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: identityId(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull().default(''),
    rule: text('rule'),
    automated: boolean('automated').notNull().default(false),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    deciderRole: text('decider_role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('moderation_decisions_created_idx').on(t.createdAt.desc()),
    check('moderation_decisions_entity_type_check', sql`${t.entityType} in ('deal', 'comment', 'user')`),
    check(
      'moderation_decisions_action_check',
      sql`${t.action} in ('hide', 'restore', 'expire', 'dismiss', 'approve', 'suspend', 'lift', 'uphold')`,
    ),
    check('moderation_decisions_role_check', sql`${t.deciderRole} in ('moderator', 'admin')`),
  ],
);

/** Append-only record of every operator action: written in the action's transaction, never updated. */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: identityId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_audit_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const keywordAlerts = pgTable(
  'keyword_alerts',
  {
    id: identityId(),
    userId: userRef(),
    marketId: marketRef(),
    keyword: text('keyword').notNull(),
    /** Lowercased and unaccented keyword, so matching ignores case and Polish diacritics. */
    keywordNormalized: text('keyword_normalized').notNull(),
    /** Words that drop a deal whose title holds any of them: as typed, and normalized like the keyword for matching. */
    excludeWords: text('exclude_words')
      .array()
      .notNull()
      .default(sql`'{}'`),
    excludeNormalized: text('exclude_normalized')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The highest price in PLN minor units; a deal without a price, or in another currency, does not match a cap. */
    maxPrice: integer('max_price'),
    /** The category slugs as chosen, and every tree id under them (what a deal's category_id is matched against). */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * One moment per alert (the triggers as this product reads them): on creation or on reaching 10, 25 or 100 votes.
     */
    notifyAt: text('notify_at').notNull().default('created'),
    /** The least real discount in whole percent (against the 30-day low, else the advertised one); null for none. */
    minRealDiscount: integer('min_real_discount'),
    /** any | at_30d_low | historic_low (ALERT_PRICE_RULES). */
    priceRule: text('price_rule').notNull().default('any'),
    /** "Rising fast" (ALERT_RISING): the weighted votes to reach, and within how many minutes of posting; both or none. */
    risingVotes: integer('rising_votes'),
    risingMinutes: integer('rising_minutes'),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('keyword_alerts_user_keyword_key').on(t.userId, t.keywordNormalized),
    check('keyword_alerts_notify_at_check', sql`${t.notifyAt} in ('created', 'votes_10', 'votes_25', 'votes_100')`),
    check('keyword_alerts_max_price_check', sql`${t.maxPrice} is null or ${t.maxPrice} >= 0`),
    check('keyword_alerts_min_real_discount_check', sql`${t.minRealDiscount} is null or ${t.minRealDiscount} between 1 and 99`),
    check('keyword_alerts_price_rule_check', sql`${t.priceRule} in ('any', 'at_30d_low', 'historic_low')`),
    check(
      'keyword_alerts_rising_check',
      sql`(${t.risingVotes} is null) = (${t.risingMinutes} is null) and (${t.risingVotes} is null or ${t.notifyAt} = 'created')`,
    ),
  ],
);

export const inboxItems = pgTable(
  'inbox_items',
  {
    id: identityId(),
    userId: userRef(),
    marketId: marketRef(),
    /** The deal the item is about; null on an item about something else (a prize request's outcome). */
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    /** The prize request a `prize_outcome` item tells about. */
    userPrizeId: integer('user_prize_id').references(() => userPrizes.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id').references(() => keywordAlerts.id, { onDelete: 'set null' }),
    /** created | votes_10 | votes_25 | votes_100 | followed_* | ending_* | expired_by_community | moderation_* | … (INBOX_TRIGGERS) */
    trigger: text('trigger').notNull(),
    /** The decision a moderation notice or a reporter's outcome tells about. */
    moderationDecisionId: integer('moderation_decision_id').references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('inbox_items_user_deal_trigger_key').on(t.userId, t.dealId, t.trigger),
    // A member hears about a deal from their alerts and follows at most once, however many of them match and whatever
    // the votes do.
    uniqueIndex('inbox_items_user_deal_alert_key')
      .on(t.userId, t.dealId)
      .where(sql`${t.trigger} in ('created', 'votes_10', 'votes_25', 'votes_100', 'rising', 'followed_user', 'followed_shop')`),
    index('inbox_items_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * An appeal of a moderation decision (DSA Art. 20): by the affected member, within APPEAL_DAYS, one per
 * decision; decided by another operator than the appealed decision's, with a decision of its own (`outcome_id`).
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: identityId(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').notNull().default('open'),
    outcomeId: integer('outcome_id').references(() => moderationDecisions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    unique('moderation_appeals_decision_key').on(t.decisionId),
    index('moderation_appeals_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('moderation_appeals_status_check', sql`${t.status} in ('open', 'granted', 'rejected')`),
  ],
);

/** Watched words: `block` refuses the text, `review` holds it for a moderator. Stored normalized. */
export const watchedWords = pgTable(
  'watched_words',
  {
    word: text('word').primaryKey(),
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('watched_words_action_check', sql`${t.action} in ('block', 'review')`)],
);

/** Shop hosts whose links are refused, with the reason members read; subdomains are included. */
export const bannedHosts = pgTable('banned_hosts', {
  host: text('host').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
