import * as v from 'valibot';
import { MODERATION_INBOX_TRIGGERS, type ModerationNotice } from './moderation';
import { isKnownCategory } from '../categories';
import type { ALERT_VOTE_THRESHOLDS, AlertNotifyAt, AlertPriceRule, Currency, FavouriteReminderTrigger, FollowTrigger } from '../constants';
import {
  ALERT_CATEGORIES_MAX,
  ALERT_EXCLUDE_WORD_MAX,
  ALERT_EXCLUDE_WORD_MIN,
  ALERT_EXCLUDE_WORDS_MAX,
  ALERT_MIN_REAL_DISCOUNT,
  ALERT_NOTIFY_AT,
  ALERT_PRICE_RULES,
  ALERT_RISING,
  CLAIM_INFORMATION_MAX,
  DEAL_PRICE_MAX,
  FOLLOW_TRIGGERS,
  INBOX_LIMIT,
  KEYWORD_ALERT_MAX,
  KEYWORD_ALERT_MIN,
  USER_PRIZE_STATUSES,
  type UserPrizeStatus,
} from '../constants';
import { parseMoneyInput } from '../money';
import { plainText, VALIDATION_MESSAGES } from '../validation';
import { EntityId, PaginationQuery, QueryInt, type ListResponse } from './common';

/**
 * Messages of the rewards forms (alerts, claim information). Like VALIDATION_MESSAGES, the server sends them in
 * `ValidationError` bodies and the client shows their translation.
 */
export const REWARDS_MESSAGES = {
  // The validation list's own texts, so the client's form hook recognises and translates them.
  keywordRequired: VALIDATION_MESSAGES.keywordRequired,
  keywordLength: VALIDATION_MESSAGES.keywordLength,
  excludeWordsInvalid: VALIDATION_MESSAGES.excludeWordsInvalid,
  alertCategoriesInvalid: VALIDATION_MESSAGES.alertCategoriesInvalid,
  notifyAtInvalid: VALIDATION_MESSAGES.notifyAtInvalid,
  minRealDiscountInvalid: VALIDATION_MESSAGES.minRealDiscountInvalid,
  priceRuleInvalid: VALIDATION_MESSAGES.priceRuleInvalid,
  risingInvalid: VALIDATION_MESSAGES.risingInvalid,
  risingWithVoteCount: VALIDATION_MESSAGES.risingWithVoteCount,
  priceInvalid: VALIDATION_MESSAGES.priceInvalid,
  claimInformationRequired: 'Claim information is required',
  claimInformationMax: `Claim information must be at most ${CLAIM_INFORMATION_MAX} characters long`,
  notEnoughPoints: "You don't have enough points",
} as const;

const M = REWARDS_MESSAGES;

/**
 * Body of the mutations that need no fields (POST /api/users/daily, /api/prizes/available/{id},
 * /api/lootboxes/{id}/open, /api/inbox/{id}/read, /api/inbox/read-all): send `{}` or no body at all.
 */
export const EmptyBodySchema = v.object({});

/* ───────────── Points ───────────── */

export const POINTS_REASONS = [
  'daily_points',
  'marketing_consent_bonus',
  'buy_prize',
  'buy_lootbox',
  'other',
  'lootbox_points_prize',
  /** A rejected prize request's points, given back. */
  'prize_refund',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** One ledger row of the points history: positive adds, negative spends. */
export interface PointsHistoryEntry {
  id: number;
  created_at: string;
  reason: PointsReason;
  custom_reason: string | null;
  points: number;
}

/** GET /api/prizes/points-history?market_id&page&per_page, newest first; metadata also carries the current balance. */
export const PointsHistoryQuerySchema = v.object({ ...PaginationQuery });
export type PointsHistoryResponse = ListResponse<PointsHistoryEntry> & {
  metadata: ListResponse<PointsHistoryEntry>['metadata'] & { balance: number };
};

/** Answer of POST /api/users/daily (no body needed). A second claim on the same Europe/Warsaw day answers 409 AlreadyClaimed. */
export interface DailyClaimResult {
  points: number;
  /** Balance in the user's market after the claim. */
  balance: number;
  /** ISO time of the next Europe/Warsaw midnight, when the next claim opens. */
  next_claim_at: string;
}

/* ───────────── Prizes ───────────── */

export interface Prize {
  id: number;
  title: string;
  description: string | null;
  /** In points; 0 shows the 'free' label. */
  price: number;
  /** Items left; null means unlimited. */
  stock: number | null;
  prize_images: { url: string }[];
}

/** Defined in constants.ts (route search params use them without these schemas); here too for this module's users. */
export { USER_PRIZE_STATUSES, type UserPrizeStatus };

export interface UserPrize {
  id: number;
  prize: Prize;
  status: UserPrizeStatus;
  created_at: string;
  claim_information: string | null;
  /** Why a rejected request was turned down; null otherwise, or when the team gave no reason. */
  rejection_reason: string | null;
}

/** GET /api/prizes/?page&per_page → the caller's UserPrize list, newest first. */
export const UserPrizesQuerySchema = v.object({ ...PaginationQuery });

/**
 * POST /api/prizes/available/{id} buys the prize (201 UserPrize; 409 NotEnoughPoints, 409 Conflict when out of stock).
 * No fields: send `{}` or no body at all.
 */
export const BuyPrizeBodySchema = EmptyBodySchema;

/** POST /api/prizes/{id}: the claim information (address, size …) of the caller's pending prize; 409 once decided. */
export const ClaimInformationBodySchema = v.object({
  claim_information: v.pipe(
    v.string(M.claimInformationRequired),
    v.trim(),
    v.nonEmpty(M.claimInformationRequired),
    v.maxLength(CLAIM_INFORMATION_MAX, M.claimInformationMax),
    plainText(),
  ),
});
export type ClaimInformationBody = v.InferInput<typeof ClaimInformationBodySchema>;

/* ───────────── Lootboxes ───────────── */

export type LootboxOutcome = { kind: 'prize'; prize: Prize; points: null } | { kind: 'points'; prize: null; points: number };

/** One published line of a lootbox's table: probability = weight / total weight (0..1). */
export type LootboxOdd = LootboxOutcome & { id: number; probability: number };

export interface Lootbox {
  id: number;
  title: string;
  image_url: string | null;
  price: number;
  odds: LootboxOdd[];
}

/** GET /api/lootboxes/statuses?market_id (signed in): whether the caller can afford each lootbox now. */
export interface LootboxStatus {
  lootbox_id: number;
  can_open: boolean;
  price: number;
  balance: number;
}

/** POST /api/lootboxes/{id}/open. No fields: send `{}` or no body at all. */
export const OpenLootboxBodySchema = EmptyBodySchema;

/** Answer of POST /api/lootboxes/{id}/open (201). A won prize is a new UserPrize (pending); won points are already in the balance. */
export interface LootboxOpenResult {
  opening_id: number;
  lootbox_id: number;
  price: number;
  won: LootboxOdd;
  /** The user prize created when a prize was won. */
  user_prize: UserPrize | null;
  balance: number;
  odds: LootboxOdd[];
}

/* ───────────── Keyword alerts and inbox ───────────── */

/**
 * A keyword matches a deal when its normalized form (see normalizeKeyword in src/shared/normalize.ts) occurs
 * anywhere in the deal's normalized title (substring, so 'słuchawk' matches 'Słuchawki JBL').
 */
export interface KeywordAlert {
  id: number;
  keyword: string;
  /** Any of these in a title drops the deal (matched like the keyword). */
  exclude_words: string[];
  /** PLN minor units; null for no cap. */
  max_price: number | null;
  /** Category slugs; empty for every category. */
  categories: string[];
  notify_at: AlertNotifyAt;
  /**
   * The least real discount in whole percent: against the deal's 30-day low, or the advertised discount when no 30-day
   * low is stated (a deal with neither does not match). Null for none.
   */
  min_real_discount: number | null;
  /** 'at_30d_low': at or below the stated 30-day low; 'historic_low': below every earlier price of the product. */
  price_rule: AlertPriceRule;
  /** "Rising fast": tells when the deal's weighted votes reach `votes` within `minutes` of posting; null for none. */
  min_votes_in: { votes: number; minutes: number } | null;
  paused: boolean;
  created_at: string;
}

const KeywordField = v.pipe(
  v.string(M.keywordRequired),
  v.trim(),
  v.nonEmpty(M.keywordRequired),
  v.minLength(KEYWORD_ALERT_MIN, M.keywordLength),
  v.maxLength(KEYWORD_ALERT_MAX, M.keywordLength),
  plainText(),
);

const ExcludeWord = v.pipe(
  v.string(M.excludeWordsInvalid),
  v.trim(),
  v.minLength(ALERT_EXCLUDE_WORD_MIN, M.excludeWordsInvalid),
  v.maxLength(ALERT_EXCLUDE_WORD_MAX, M.excludeWordsInvalid),
  plainText(),
);

/**
 * POST /api/users/alerts → 201 KeywordAlert, and PUT /api/users/alerts/{id} → 200 KeywordAlert (the whole alert);
 * 409 Conflict for a keyword the member already watches (ignoring case and diacritics) or over 20 alerts. Everything
 * but the keyword is optional: an alert is then what it always was, every deal with the word, on creation.
 */
/** "Rising fast": weighted votes reached within minutes of posting (ALERT_RISING). */
const MinVotesInSchema = v.object(
  {
    votes: v.pipe(
      v.number(M.risingInvalid),
      v.integer(M.risingInvalid),
      v.minValue(ALERT_RISING.votesMin, M.risingInvalid),
      v.maxValue(ALERT_RISING.votesMax, M.risingInvalid),
    ),
    minutes: v.pipe(
      v.number(M.risingInvalid),
      v.integer(M.risingInvalid),
      v.minValue(ALERT_RISING.minutesMin, M.risingInvalid),
      v.maxValue(ALERT_RISING.minutesMax, M.risingInvalid),
    ),
  },
  M.risingInvalid,
);

/** The fields of an alert's body, which the form's schema (AlertFormSchema) reuses one by one. */
const AlertBodyEntries = {
  keyword: KeywordField,
  exclude_words: v.optional(
    v.pipe(v.array(ExcludeWord, M.excludeWordsInvalid), v.maxLength(ALERT_EXCLUDE_WORDS_MAX, M.excludeWordsInvalid)),
    [],
  ),
  max_price: v.optional(
    v.nullable(
      v.pipe(
        v.number(M.priceInvalid),
        v.integer(M.priceInvalid),
        v.minValue(0, M.priceInvalid),
        v.maxValue(DEAL_PRICE_MAX, M.priceInvalid),
      ),
    ),
    null,
  ),
  categories: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(M.alertCategoriesInvalid), v.check(isKnownCategory, M.alertCategoriesInvalid)), M.alertCategoriesInvalid),
      v.maxLength(ALERT_CATEGORIES_MAX, M.alertCategoriesInvalid),
    ),
    [],
  ),
  notify_at: v.optional(v.picklist(ALERT_NOTIFY_AT, M.notifyAtInvalid), 'created'),
  min_real_discount: v.optional(
    v.nullable(
      v.pipe(
        v.number(M.minRealDiscountInvalid),
        v.integer(M.minRealDiscountInvalid),
        v.minValue(ALERT_MIN_REAL_DISCOUNT.min, M.minRealDiscountInvalid),
        v.maxValue(ALERT_MIN_REAL_DISCOUNT.max, M.minRealDiscountInvalid),
      ),
    ),
    null,
  ),
  price_rule: v.optional(v.picklist(ALERT_PRICE_RULES, M.priceRuleInvalid), 'any'),
  /** Tell when the deal rises fast instead of at `notify_at`, which then stays 'created'. */
  min_votes_in: v.optional(v.nullable(MinVotesInSchema), null),
  paused: v.optional(v.boolean('paused must be true or false'), false),
};

/**
 * POST /api/users/alerts and PUT /api/users/alerts/{id}. An alert tells at one moment: when a deal is posted, at a vote
 * count, or when it rises fast (`min_votes_in`), so a vote count and rising fast together are refused.
 */
export const CreateAlertBodySchema = v.pipe(
  v.object(AlertBodyEntries),
  v.forward(
    v.partialCheck(
      [['notify_at'], ['min_votes_in']],
      (alert) => alert.min_votes_in === null || alert.notify_at === 'created',
      M.risingWithVoteCount,
    ),
    ['min_votes_in'],
  ),
);
export type CreateAlertBody = v.InferInput<typeof CreateAlertBodySchema>;
export type AlertRules = v.InferOutput<typeof CreateAlertBodySchema>;

/** DELETE /api/users/alerts removes one of the caller's alerts by id → 204; an unknown or foreign id → 404. */
export const DeleteAlertBodySchema = v.object({ id: EntityId });
export type DeleteAlertBody = v.InferInput<typeof DeleteAlertBodySchema>;

/**
 * 'created' when a matching deal is submitted; votes_N when it reaches N votes (ALERT_VOTE_THRESHOLDS); 'rising' when
 * it rose fast as its alert's `min_votes_in` asks;
 * 'expired_by_community' tells an author that COMMUNITY_EXPIRY_REPORTS members reported their deal expired;
 * 'ending_24h' and 'ending_2h' remind a member of a deal they saved that is about to end (FAVOURITE_REMINDERS);
 * 'followed_user' and 'followed_shop' bring a new deal by a member or at a shop the member follows (FOLLOW_TRIGGERS).
 * The moderation triggers carry `moderation`: the statement of reasons to an author, or a reporter's outcome.
 */
export const INBOX_TRIGGERS = [
  'created',
  'votes_10',
  'votes_25',
  'votes_100',
  'rising',
  'expired_by_community',
  'ending_24h',
  'ending_2h',
  ...FOLLOW_TRIGGERS,
  ...MODERATION_INBOX_TRIGGERS,
] as const satisfies readonly (
  | 'created'
  | `votes_${(typeof ALERT_VOTE_THRESHOLDS)[number]}`
  | 'rising'
  | FollowTrigger
  | 'expired_by_community'
  | FavouriteReminderTrigger
  | (typeof MODERATION_INBOX_TRIGGERS)[number]
)[];
export type InboxTrigger = (typeof INBOX_TRIGGERS)[number];

/** The deal an inbox item points at: enough for a row with a link to /deals/{id}/{slug}. */
export interface InboxDeal {
  id: number;
  slug: string;
  title: string;
  image_url: string | null;
  new_price: number | null;
  old_price: number | null;
  currency: Currency;
  /** The advertised discount and the one against the 30-day low, for `discountClaim` to choose the headline. */
  discount: number | null;
  real_discount: number | null;
  votes_count: number;
  shop_name: string | null;
  /** The author's name, for the line of a deal by a followed member. */
  author_name: string;
}

export interface InboxItem {
  id: number;
  created_at: string;
  read_at: string | null;
  trigger: InboxTrigger;
  /** The alert keyword that matched; null when the alert was deleted since. */
  keyword: string | null;
  /** The deal the item is about; null on a `prize_outcome` item, which carries `prize` instead. */
  deal: InboxDeal | null;
  /** On moderation triggers only: the decision the item tells about. */
  moderation?: ModerationNotice;
  /** On `prize_outcome` only: the decided prize request (GET /api/prizes/{id}), with the reason of a rejection. */
  prize?: InboxPrize;
}

/** The prize request a `prize_outcome` item tells about. */
export interface InboxPrize {
  id: number;
  title: string;
  status: UserPrizeStatus;
  rejection_reason: string | null;
  /** Points given back by a rejection (0 when the request cost none, or on acceptance). */
  points_returned: number;
}

/** An inbox item about a deal: every alert trigger (the digest and the pushes only carry these). */
export type DealInboxItem = InboxItem & { deal: InboxDeal };

/**
 * GET /api/inbox/?market_id&page&per_page&type: the caller's newest 40 items, newest first, optionally only one
 * trigger. metadata.unread_count counts the unread ones among the newest 40 of every trigger (the top-bar badge:
 * `?per_page=1` is enough to read it). Guests get 401.
 */
export const InboxQuerySchema = v.object({
  market_id: PaginationQuery.market_id,
  page: PaginationQuery.page,
  per_page: v.optional(QueryInt(1, INBOX_LIMIT, 'per_page'), String(INBOX_LIMIT)),
  type: v.optional(v.picklist(INBOX_TRIGGERS, `type must be one of ${INBOX_TRIGGERS.join(', ')}`)),
});
export type InboxResponse = ListResponse<InboxItem> & {
  metadata: ListResponse<InboxItem>['metadata'] & { unread_count: number };
};

/** POST /api/inbox/{id}/read → the InboxItem (read_at set once, later calls keep it); POST /api/inbox/read-all → this. */
export interface InboxReadAllResult {
  unread_count: 0;
}

/* ───────────── Anonymous devices ───────────── */

/** POST /api/anonymous/ (no auth): 201 on first registration, 200 when the id is already known. */
export const AnonymousDeviceBodySchema = v.object({
  id: v.pipe(v.string('id is required'), v.regex(/^[\w-]{8,64}$/, 'id must be 8 to 64 letters, digits, "-" or "_" (a UUID fits)')),
});
export type AnonymousDeviceBody = v.InferInput<typeof AnonymousDeviceBodySchema>;

export interface AnonymousDevice {
  id: string;
  created_at: string;
}

/** A whole number typed in a form field (digits only), or NaN. */
const typedWhole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const within = (value: number, min: number, max: number) => value >= min && value <= max;

/** The form's moments: the API's, and "rising fast", which the form turns into `min_votes_in`. */
export const ALERT_FORM_MOMENTS = [...ALERT_NOTIFY_AT, 'rising'] as const;
export type AlertFormMoment = (typeof ALERT_FORM_MOMENTS)[number];

/**
 * The alerts page's form: text fields as typed (excluded words comma-separated, the price cap as '1 299,99',
 * categories as a comma-joined list the checkboxes keep, rising fast's votes and minutes as digits), checked by the
 * API schema's rules and turned into its body.
 */
export const AlertFormSchema = v.pipe(
  v.object({
    keyword: KeywordField,
    exclude_words: v.pipe(
      v.string(M.excludeWordsInvalid),
      v.transform((text) =>
        text
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      ),
      AlertBodyEntries.exclude_words.wrapped,
    ),
    max_price: v.pipe(
      v.string(M.priceInvalid),
      v.check((text) => parseMoneyInput(text) !== undefined, M.priceInvalid),
      v.transform((text) => parseMoneyInput(text) ?? null),
      AlertBodyEntries.max_price.wrapped,
    ),
    categories: v.pipe(
      v.string(M.alertCategoriesInvalid),
      v.transform((text) => text.split(',').filter(Boolean)),
      AlertBodyEntries.categories.wrapped,
    ),
    notify_at: v.picklist(ALERT_FORM_MOMENTS, M.notifyAtInvalid),
    rising_votes: v.string(M.risingInvalid),
    rising_minutes: v.string(M.risingInvalid),
    min_real_discount: v.pipe(
      v.string(M.minRealDiscountInvalid),
      v.trim(),
      v.check((text) => text === '' || /^\d{1,2}$/.test(text), M.minRealDiscountInvalid),
      v.transform((text) => (text === '' ? null : Number(text))),
      AlertBodyEntries.min_real_discount.wrapped,
    ),
    price_rule: AlertBodyEntries.price_rule.wrapped,
  }),
  // The votes and minutes count only when rising fast is the moment chosen.
  v.forward(
    v.partialCheck(
      [['notify_at'], ['rising_votes']],
      (form) => form.notify_at !== 'rising' || within(typedWhole(form.rising_votes), ALERT_RISING.votesMin, ALERT_RISING.votesMax),
      M.risingInvalid,
    ),
    ['rising_votes'],
  ),
  v.forward(
    v.partialCheck(
      [['notify_at'], ['rising_minutes']],
      (form) => form.notify_at !== 'rising' || within(typedWhole(form.rising_minutes), ALERT_RISING.minutesMin, ALERT_RISING.minutesMax),
      M.risingInvalid,
    ),
    ['rising_minutes'],
  ),
  v.transform(({ notify_at, rising_votes, rising_minutes, ...rules }) => ({
    ...rules,
    notify_at: notify_at === 'rising' ? ('created' as const) : notify_at,
    min_votes_in: notify_at === 'rising' ? { votes: typedWhole(rising_votes), minutes: typedWhole(rising_minutes) } : null,
  })),
);
export type AlertFormValues = {
  keyword: string;
  exclude_words: string;
  max_price: string;
  categories: string;
  notify_at: AlertFormMoment;
  rising_votes: string;
  rising_minutes: string;
  min_real_discount: string;
  price_rule: AlertPriceRule;
};
