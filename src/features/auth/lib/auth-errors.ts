import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/http';

export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.errorCode : null;
}

const TOO_MANY_REQUESTS = msg`Too many attempts. Please wait a few minutes and try again.`;
const UNEXPECTED = msg`An unexpected error occurred`;

/**
 * Errors a form has no field for (§8 "any other error"): a danger alert. Rate limiting gets its own text, since
 * "unexpected" would make the user retry straight into the same limit.
 */
export function alertAuthError(i18n: I18n, error: unknown): void {
  const tooMany = error instanceof ApiError && (error.status === 429 || error.errorCode === 'TooManyRequests');
  showAlert({ type: 'danger', message: i18n._(tooMany ? TOO_MANY_REQUESTS : UNEXPECTED) });
}
