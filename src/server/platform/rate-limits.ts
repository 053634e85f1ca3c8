import { NEW_ACCOUNT_LIMITS } from '@/shared/standing';

/**
 * Every abuse limit of the API in one table, so the whole policy can be read and tuned in one place. A window is a
 * fixed span counted in the database (rate-limit-store.ts), so a limit holds across app instances.
 */
export interface RateWindow {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /**
   * Auth, per client address and per e-mail address. The per-address limits leave room for a household or an office
   * behind one NAT; the per-e-mail ones bound the mails one mailbox gets. Code checks have no per-e-mail limit: a
   * stranger's tries must not lock the owner out of their own code (see `unboundCodeTries`).
   */
  auth: {
    // Per account, only failed passwords count (loginFailures below): a limit on every attempt would let anyone keep
    // any account locked out.
    login: { ip: { limit: 30, windowMs: MINUTE } },
    register: { ip: { limit: 20, windowMs: HOUR }, email: { limit: 5, windowMs: HOUR } },
    'forgot-password': { ip: { limit: 20, windowMs: HOUR }, email: { limit: 5, windowMs: HOUR } },
    'verify-email': { ip: { limit: 30, windowMs: 10 * MINUTE } },
    'password-reset-check-code': { ip: { limit: 30, windowMs: 10 * MINUTE } },
    'reset-password': { ip: { limit: 30, windowMs: 10 * MINUTE } },
    // Each social sign-in costs calls to the provider; there is no e-mail before the provider answers.
    facebook: { ip: { limit: 30, windowMs: MINUTE } },
    apple: { ip: { limit: 30, windowMs: MINUTE } },
  } satisfies Record<string, { ip: RateWindow; email?: RateWindow }>,
  /**
   * ASVS 2.2.1: no account takes more than `perAccount` wrong passwords in any `spanMs`, counted in buckets of
   * `bucketMs`. Past it, a device that never signed in to the account needs a code mailed to it besides the password
   * (services/auth.ts), so guessing from fresh addresses gains nothing, while a device that signed in before (its
   * device cookie) keeps signing in with the password alone, until it fails `perDevice` times in the span itself.
   */
  loginFailures: { perAccount: 100, perDevice: 10, spanMs: HOUR, bucketMs: 5 * MINUTE },
  /** Sign-in codes mailed to one account past the failure cap: the owner needs one, a flood of them helps nobody. */
  signInCodeMails: { limit: 3, windowMs: HOUR },
  /**
   * Code tries from a client that has no live code of its own (each client's own code has its 5 tries), per mailbox,
   * summed over buckets: they may land on anybody's code, so together they stay as few as a person needs.
   */
  unboundCodeTries: { limit: 10, spanMs: DAY, bucketMs: HOUR },
  /**
   * Per-account limits on community actions: far above what a person does by hand (a keen hunter votes a few dozen
   * deals on a long browse), low enough that a script or a ring of accounts cannot move the best lists or farm
   * points. Each action must stay under every one of its windows.
   */
  userActions: {
    vote: [
      { limit: 60, windowMs: 10 * MINUTE },
      { limit: 500, windowMs: DAY },
    ],
    comment: [
      { limit: 10, windowMs: 10 * MINUTE },
      { limit: 100, windowMs: DAY },
    ],
    'deal-submission': [
      { limit: 5, windowMs: HOUR },
      { limit: 20, windowMs: DAY },
    ],
    // Each report lands in the moderators' queue and counts towards community expiry. A member flags a few posts a
    // day, a spam wave in one thread maybe ten at once; 50 a day still lets a helpful member clear a day's spam while
    // one account can put at most that much work before the moderators, and a ring of accounts expires deals slowly.
    report: [
      { limit: 10, windowMs: 10 * MINUTE },
      { limit: 50, windowMs: DAY },
    ],
    // Edits happen in the first 30 minutes of a deal; a few corrections each, for the deals an account may post.
    'deal-edit': [
      { limit: 20, windowMs: HOUR },
      { limit: 100, windowMs: DAY },
    ],
    // Each picture costs a decode and three encodes: six pictures for each deal an account may post, and retries.
    'deal-image': [
      { limit: 40, windowMs: HOUR },
      { limit: 150, windowMs: DAY },
    ],
    // An author marks a deal expired or current a handful of times; each change empties the read caches.
    'deal-expiry': [
      { limit: 20, windowMs: HOUR },
      { limit: 60, windowMs: DAY },
    ],
    // Each import fetches up to 2 MB of someone else's page and a 10 MB picture on the caller's behalf.
    'link-import': [
      { limit: 20, windowMs: 10 * MINUTE },
      { limit: 200, windowMs: DAY },
    ],
  } satisfies Record<string, readonly RateWindow[]>,
  /**
   * Extra limits of `new` accounts (under a day old or with an unconfirmed e-mail: standingOf), on top of `userActions`:
   * enough to post on day one, too little for a fresh account to flood the new tab.
   */
  newAccountActions: {
    'deal-submission': [{ limit: NEW_ACCOUNT_LIMITS.dealsPerDay, windowMs: DAY }],
  } satisfies Record<string, readonly RateWindow[]>,
  /** Account changes, per account unless said otherwise. */
  account: {
    // A stolen access token must not become an offline-speed oracle for the account's password.
    reauthPassword: { limit: 10, windowMs: 15 * MINUTE },
    changePassword: { limit: 10, windowMs: 15 * MINUTE },
    // Each of these mails a code, the e-mail change to an address of the caller's choosing: bounded against spam.
    reauthCode: { limit: 5, windowMs: 15 * MINUTE },
    changeEmail: { limit: 5, windowMs: 15 * MINUTE },
    changeEmailPerAddress: { limit: 5, windowMs: HOUR },
    confirmEmail: { limit: 10, windowMs: 15 * MINUTE },
    // Each upload costs a decode and two encodes.
    avatarUpload: { limit: 20, windowMs: HOUR },
  },
  /** A browser registers once; far more from one address in an hour is someone filling the table. */
  anonymousDevice: { limit: 60, windowMs: HOUR },
  /** Anonymous counters (coupon clicks, banner impressions and clicks) count one event per address in this window. */
  countedEventWindowMs: HOUR,
} as const;

export type AuthAction = keyof typeof RATE_LIMITS.auth;
