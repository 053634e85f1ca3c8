import { t } from '@lingui/core/macro';
import { showAlert } from './alerts';
import { ApiError } from './http';

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
 * §8 "any other error": a danger alert. Rate limiting gets its own text, since "unexpected" would make the user retry
 * straight into the same limit.
 */
export function alertFailure(error: unknown): void {
  showAlert({ type: 'danger', message: isRateLimited(error) ? rateLimitMessage(error) : t`An unexpected error occurred` });
}
