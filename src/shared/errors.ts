/** errorCode values: the product's own and the generic ones every API answer may carry. */
export const ERROR_STATUS = {
  ValidationError: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  IdempotencyKeyReused: 422,
  /** The first request with this Idempotency-Key is still running: retry shortly. */
  IdempotencyKeyInFlight: 409,
  AlreadyClaimed: 409,
  TooManyRequests: 429,
  InternalError: 500,
  InvalidCredentials: 401,
  EmailNotVerified: 403,
  /**
   * The account is under a guessing attack and this device never signed in to it: the same body plus the `code`
   * mailed to the account completes the sign-in (a code is mailed only when the password was right).
   */
  SignInCodeRequired: 403,
  UserAlreadyExists: 409,
  UserNotFound: 404,
  InvalidCode: 400,
  UsernameAlreadyTaken: 409,
  EmailAlreadyInUse: 409,
  NotEnoughPoints: 409,
  /** An active deal already has this link; the body's `deal` names it: `{ id, title, path }`. */
  DuplicateDeal: 409,
  /** Facebook or Apple refused or could not verify the sign-in. */
  ProviderError: 401,
  /**
   * A page fetched on the user's behalf (link import) could not be read: unreachable, too slow, too large, too many
   * redirects or an error answer. The link itself was acceptable, so this is not a ValidationError.
   */
  FetchFailed: 422,
  /**
   * The account is suspended by a moderator: every write is refused until `suspended_until` (in the body),
   * while reading, signing in, appealing, exporting and deleting the account keep working.
   */
  AccountSuspended: 403,
  /**
   * The text or link breaks a publication rule (a blocked word, a link shortener, a banned shop): the message and the
   * body's `rule` name the rule, never the word list.
   */
  ContentRefused: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What a 403 AccountSuspended body carries beside the error fields: when the member may write again. */
export interface AccountSuspendedDetails {
  suspended_until: string;
}

/** The body of every API failure. */
export interface ApiErrorBody {
  timestamp: string;
  message: string;
  errorCode: string;
}
