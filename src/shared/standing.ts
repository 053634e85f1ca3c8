/**
 * Standing (trust levels) and the hot ranking: every threshold and weight in one module, with its reason,
 * shared by the server (which applies them), the client (the "Nowy" badge) and the help page that publishes them.
 */

export const STANDINGS = ['new', 'member', 'regular'] as const;
export type Standing = (typeof STANDINGS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const STANDING_RULES = {
  /** A day old and verified: a ring of accounts made to push one deal has to wait a day before it counts at all. */
  memberMinAgeMs: DAY_MS,
  /** A month of taking part: long enough that building a ring of regulars costs more than any deal is worth. */
  regularMinAgeMs: 30 * DAY_MS,
  /** "Reading and voting or commenting": a regular has voted on this many deals or comments … */
  regularMinVotes: 30,
  /** … or written this many comments. */
  regularMinComments: 10,
  /** And has shown judgement others agree with: a deal of theirs reached the best tab, or this many comments with a positive score. */
  regularMinPositiveComments: 5,
  /** A sanction within this span keeps (or puts) an account below regular. */
  sanctionFreeMs: 90 * DAY_MS,
  /** Readers see "Nowy" beside accounts younger than this, as OzBargain's L-plate. */
  newBadgeMs: 14 * DAY_MS,
} as const;

/** Weight of one vote towards the best tab, the hot ranking and the popular bonus. `votes_count` stays the raw count. */
export const VOTE_WEIGHT: Record<Standing, number> = { new: 0, member: 1, regular: 2 };

/**
 * Weight of one "expired" report towards community expiry: three members, or two regulars, expire a deal; a new
 * account's report is recorded for moderators but carries no weight.
 */
export const EXPIRY_REPORT_WEIGHT: Record<Standing, number> = { new: 0, member: 1, regular: 1.5 };
export const EXPIRY_REPORT_WEIGHT_NEEDED = 3;

/** What a new account may do: enough to take part on day one, too little to spam. */
export const NEW_ACCOUNT_LIMITS = {
  linksPerComment: 1,
  dealsPerDay: 3,
} as const;

/**
 * Links in a comment as NEW_ACCOUNT_LIMITS.linksPerComment counts them: every http(s):// address and every bare
 * `www.` host (what readers' clients turn into links), so writing a link without its scheme does not slip past.
 */
export function countLinks(text: string): number {
  return text.match(/https?:\/\/\S+|(?<![\w./-])www\.[^\s.]+\.\S+/giu)?.length ?? 0;
}

/** Votes of accounts that share an anonymous device id within this span count once towards weights (sock votes). */
export const SHARED_DEVICE_SPAN_MS = DAY_MS;

/** The facts a standing is computed from; all are stored columns or counters, so no request recomputes them. */
export interface StandingFacts {
  createdAt: Date;
  emailVerifiedAt: Date | null;
  suspendedUntil: Date | null;
  lastSanctionAt: Date | null;
  votesCast: number;
  commentsCount: number;
  positiveComments: number;
  dealsReachedBest: number;
}

export function standingOf(facts: StandingFacts, now: Date): Standing {
  const age = now.getTime() - facts.createdAt.getTime();
  const suspended = facts.suspendedUntil !== null && facts.suspendedUntil > now;
  if (suspended || facts.emailVerifiedAt === null || age < STANDING_RULES.memberMinAgeMs) return 'new';
  const sanctioned = facts.lastSanctionAt !== null && now.getTime() - facts.lastSanctionAt.getTime() < STANDING_RULES.sanctionFreeMs;
  const active = facts.votesCast >= STANDING_RULES.regularMinVotes || facts.commentsCount >= STANDING_RULES.regularMinComments;
  const judged = facts.dealsReachedBest > 0 || facts.positiveComments >= STANDING_RULES.regularMinPositiveComments;
  return age >= STANDING_RULES.regularMinAgeMs && active && judged && !sanctioned ? 'regular' : 'member';
}

/** Whether readers see the "Nowy" badge beside an account made at `createdAt`. */
export function isNewAccount(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < STANDING_RULES.newBadgeMs;
}

/**
 * Hot rank, stored on the deal and moved in the vote's own transaction, so one index serves `sort_by=hot` and a vote
 * moves the order at once. Reddit's constant-epoch form (the age term grows with the posting time, never with the
 * clock), so old rows never need re-scoring; the score term is sign(s)·log10(1 + |s|) rather than Reddit's
 * log10(max(|s|, 1)), which cannot tell +1, 0 and −1 apart. Every HOT_DECAY_MS of age costs a factor of ten in
 * weighted score: deals live a few days, so a day-old deal needs a hundred times the score of a new one to stay level,
 * and a single trusted vote outweighs 3.6 hours of age.
 */
export const HOT_EPOCH_MS = Date.UTC(2026, 0, 1);
export const HOT_DECAY_MS = 12 * HOUR_MS;

export function hotRank(weightedScore: number, postedAt: Date): number {
  const score = Math.sign(weightedScore) * Math.log10(1 + Math.abs(weightedScore));
  return score + (postedAt.getTime() - HOT_EPOCH_MS) / HOT_DECAY_MS;
}

/** Optional reasons for a down-vote (`reason` on `POST /api/deals/{id}/like` with `like: false`), shown to the author as counts. */
export const DOWNVOTE_REASONS = ['overpriced', 'unavailable', 'not_a_deal', 'spam', 'other'] as const;
export type DownvoteReason = (typeof DOWNVOTE_REASONS)[number];
