import { t } from '@lingui/core/macro';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/http';
import { accountSuspendedMessage, contentRefusalOf, isAccountSuspended } from './moderation';

/** A 429: the server asks to slow down (an abuse limit), not an error the user can fix by trying again now. */
export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 429 || error.errorCode === 'TooManyRequests');
}

/** The text for a 429, naming the wait when the server said how long it is (Retry-After). */
export function rateLimitMessage(error: ApiError): string {
  const seconds = error.retryAfterSeconds;
  if (seconds === null) return t`Too many attempts. Please wait a few minutes and try again.`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return t`Too many attempts in a short time. Try again in ${minutes} min.`;
}

/**
 * The text of a failure the member can understand without a form around it: a suspension says until when, refused
 * content says the server's message (it names the rule), a rate limit how long to wait; null for any other failure.
 */
export function explainedFailureMessage(error: unknown): string | null {
  if (isAccountSuspended(error)) return accountSuspendedMessage(error);
  const refusal = contentRefusalOf(error);
  if (refusal) return refusal.message;
  return isRateLimited(error) ? rateLimitMessage(error) : null;
}

/**
 * Any other error: a danger alert. Rate limiting, a suspension and refused content get their own texts, since
 * "unexpected" would make the user retry straight into the same refusal.
 */
export function alertFailure(error: unknown): void {
  showAlert({ type: 'danger', message: explainedFailureMessage(error) ?? t`An unexpected error occurred`, ...longerIfExplained(error) });
}

/** A suspension's message is long and matters: it stays longer than the default alert. */
export function longerIfExplained(error: unknown): { durationMs?: number } {
  return isAccountSuspended(error) ? { durationMs: SUSPENSION_ALERT_MS } : {};
}

const SUSPENSION_ALERT_MS = 8000;
