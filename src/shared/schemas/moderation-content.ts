import * as v from 'valibot';
import type { ListResponse } from './common';
import { PaginationQuery } from './common';
import type { ModeratedEntityType, PublicationRule, QueueItemSummary } from './moderation';
import { plainText } from '../validation';

/*
 * What content may say and link to: watched words (Discourse's block/review), link shorteners, banned shop
 * hosts, and content held for a moderator (a review word, or pre-moderation of a new account's deals).
 */

export const WATCHED_WORD_ACTIONS = ['block', 'review'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];
export const WATCHED_WORDS_MAX = 2000;
export const WATCHED_WORD_MAX_LENGTH = 64;

export interface WatchedWord {
  word: string;
  action: WatchedWordAction;
}

/**
 * PUT /api/moderation/watched-words (admins) replaces the whole list → 200 `{ words }`; GET answers it to operators.
 * A word is one or more whole words (letters, digits, spaces, hyphens); matching ignores case and Polish diacritics.
 */
export const WatchedWordsBodySchema = v.object({
  words: v.pipe(
    v.array(
      v.object({
        word: v.pipe(
          v.string('word must be text'),
          v.trim(),
          v.minLength(2, 'word must be at least 2 characters long'),
          v.maxLength(WATCHED_WORD_MAX_LENGTH, `word must be at most ${WATCHED_WORD_MAX_LENGTH} characters long`),
          v.regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u, 'word may hold letters, digits, spaces, hyphens and apostrophes'),
        ),
        action: v.picklist(WATCHED_WORD_ACTIONS, 'action must be block or review'),
      }),
      'words must be a list',
    ),
    v.maxLength(WATCHED_WORDS_MAX, `at most ${WATCHED_WORDS_MAX} words`),
  ),
});
export type WatchedWordsBody = v.InferInput<typeof WatchedWordsBodySchema>;
export interface WatchedWords {
  words: WatchedWord[];
}

/* ───────────── Banned shop hosts ───────────── */

export const BANNED_HOSTS_MAX = 1000;

export interface BannedHost {
  /** A host name; its subdomains are banned too. */
  host: string;
  /** What the member reads when a link to it is refused. */
  reason: string;
}

/** PUT /api/moderation/banned-hosts (admins) replaces the list → 200 `{ hosts }`; GET answers it to operators. */
export const BannedHostsBodySchema = v.object({
  hosts: v.pipe(
    v.array(
      v.object({
        host: v.pipe(
          v.string('host must be text'),
          v.trim(),
          v.toLowerCase(),
          v.maxLength(253, 'host is too long'),
          v.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'host must be a host name such as shop.example'),
        ),
        reason: v.pipe(
          v.string('reason must be text'),
          v.trim(),
          v.nonEmpty('reason: the member reads why'),
          v.maxLength(500),
          plainText(),
        ),
      }),
      'hosts must be a list',
    ),
    v.maxLength(BANNED_HOSTS_MAX, `at most ${BANNED_HOSTS_MAX} hosts`),
  ),
});
export type BannedHostsBody = v.InferInput<typeof BannedHostsBodySchema>;
export interface BannedHosts {
  hosts: BannedHost[];
}

/**
 * The body of a 422 ContentRefused answer beside the error fields: the rule broken (a /publication-rules section) and,
 * for a banned shop, the admin's reason. Never the word list.
 */
export interface ContentRefusedDetails {
  rule: PublicationRule;
  field: string;
}

/* ───────────── Held content ───────────── */

export const HOLD_REASONS = ['review_word', 'new_account'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** GET /api/moderation/held?entity_type (operators): content waiting for approval, oldest first, paged. */
export const HeldQuerySchema = v.object({
  page: PaginationQuery.page,
  per_page: PaginationQuery.per_page,
  entity_type: v.optional(v.picklist(['deal', 'comment'], 'entity_type must be deal or comment')),
});
export type HeldQuery = v.InferOutput<typeof HeldQuerySchema>;

export interface HeldItem {
  entity_type: ModeratedEntityType;
  entity_id: number;
  held_at: string;
  hold_reason: HoldReason;
  /** The review words that matched (operators only), empty for pre-moderation. */
  matched_words: string[];
  item: QueueItemSummary;
}
export type HeldList = ListResponse<HeldItem>;
/*
 * Deciding held content uses POST /api/moderation/decisions: `approve` publishes it (the author is told), `hide` takes
 * it down with the statement of reasons. DecisionBodySchema accepts `approve` for held items only (409 otherwise).
 */
