import * as v from 'valibot';
import { isKnownCategory } from '../categories';
import { FEED_FILTER_LIMITS, FOLLOW_ENTITY_TYPES, SEEN_DEALS_BATCH_MAX, type FollowEntityType } from '../constants';
import { normalizeKeyword } from '../normalize';
import { plainText, VALIDATION_MESSAGES as M } from '../validation';
import { EntityId, IdParam, PaginationQuery, type UserSummary } from './common';

/* ───────────── Feed control: hidden deals and muted words, shops, categories and authors ───────────── */

/** POST /api/users/hidden-deals → 201 (200 when it was hidden already); DELETE /api/users/hidden-deals/{id} → 204. */
export const HideDealBodySchema = v.object({ deal_id: EntityId });

/** GET /api/users/hidden-deals: the member's hidden deals of one market, the latest hidden first. */
export const HiddenDealsQuerySchema = v.object(PaginationQuery);

/** A list of ids or slugs without repeats, at most `max` long. */
const distinctList = <T extends v.GenericSchema<unknown, string | number>>(item: T, max: number) =>
  v.pipe(
    v.array(item, M.mutedListInvalid),
    v.transform((items) => [...new Set(items)]),
    v.maxLength(max, M.mutedListInvalid),
  );

/** One muted word: 2–32 characters of plain text. */
export const MutedWordSchema = v.pipe(
  v.string(M.mutedWordsInvalid),
  v.trim(),
  v.minLength(FEED_FILTER_LIMITS.wordMin, M.mutedWordsInvalid),
  v.maxLength(FEED_FILTER_LIMITS.wordMax, M.mutedWordsInvalid),
  plainText(),
);

/**
 * PUT /api/users/feed-filters → 200 FeedFilters, the whole set at once. A muted word is normalized like an alert's
 * keyword (case and diacritics ignored) and found anywhere in a title or subtitle, so two spellings of one word are
 * kept once.
 */
export const FeedFiltersBodySchema = v.object({
  muted_words: v.pipe(
    v.array(MutedWordSchema, M.mutedWordsInvalid),
    v.transform((words) => [...new Map(words.map((word) => [normalizeKeyword(word), word])).values()]),
    v.maxLength(FEED_FILTER_LIMITS.words, M.mutedWordsInvalid),
  ),
  muted_shop_ids: distinctList(EntityId, FEED_FILTER_LIMITS.shops),
  muted_category_ids: distinctList(
    v.pipe(v.string(M.mutedListInvalid), v.check(isKnownCategory, M.mutedListInvalid)),
    FEED_FILTER_LIMITS.categories,
  ),
  muted_user_ids: distinctList(EntityId, FEED_FILTER_LIMITS.users),
});

/** The settings' form that adds one muted word. */
export const MuteWordFormSchema = v.object({ word: MutedWordSchema });

export type FeedFilters = v.InferOutput<typeof FeedFiltersBodySchema>;

/**
 * GET and PUT /api/users/feed-filters answer the filters with the muted shops and authors by name, so the settings
 * page can list them; an id that no longer names a shop or account is left out of these two (it stays in the ids).
 */
export interface FeedFiltersView extends FeedFilters {
  muted_shops: { id: number; name: string }[];
  muted_users: UserSummary[];
}

/** GET /api/users/feed-filters: a member who never muted anything gets every list empty. */
export const NO_FEED_FILTERS: FeedFilters = { muted_words: [], muted_shop_ids: [], muted_category_ids: [], muted_user_ids: [] };

/* ───────────── Follows: members and shops whose new deals reach the follower ───────────── */

/** POST /api/users/follows → 201 (200 when followed already); DELETE /api/users/follows/{entity_type}/{entity_id} → 204. */
export const FollowBodySchema = v.object({
  entity_type: v.picklist(FOLLOW_ENTITY_TYPES, M.followTypeInvalid),
  entity_id: EntityId,
});
export type FollowBody = v.InferOutput<typeof FollowBodySchema>;

/** The path of DELETE /api/users/follows/{entity_type}/{entity_id}. */
export const FollowParamSchema = v.object({
  entity_type: v.picklist(FOLLOW_ENTITY_TYPES, M.followTypeInvalid),
  entity_id: IdParam,
});

/** One followed member or shop as GET /api/users/follows lists it: enough for a row with a link and a picture. */
export interface Follow {
  entity_type: FollowEntityType;
  entity_id: number;
  name: string;
  image_url: string | null;
  created_at: string;
}

/** GET /api/users/follows: every member and shop the caller follows, the latest followed first (at most FOLLOWS_MAX). */
export interface FollowsResponse {
  data: Follow[];
}

/* ───────────── Seen deals ("Widziane"): the deals a member opened, on every device ───────────── */

/** POST /api/users/seen-deals → 204: deals opened on a device, sent in batches (an unknown id is passed over). */
export const SeenDealsBodySchema = v.object({
  deal_ids: v.pipe(
    v.array(EntityId, M.seenDealsInvalid),
    v.minLength(1, M.seenDealsInvalid),
    v.maxLength(SEEN_DEALS_BATCH_MAX, M.seenDealsInvalid),
    v.transform((ids) => [...new Set(ids)]),
  ),
});

/** GET /api/users/seen-deals: the SEEN_DEALS_MAX deals the member opened most recently, the latest first. */
export interface SeenDealsResponse {
  deal_ids: number[];
}
