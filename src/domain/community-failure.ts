import { t } from '@lingui/core/macro';
import { showAlert } from '@/lib/alerts';
import { explainedFailureMessage, longerIfExplained } from './failure-alert';
import { ApiError } from '@/lib/http';
import { openSignInPrompt } from './sign-in-prompt';

/** A guest (or a session that ran out) is asked to sign in rather than shown an error. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * A failed comment post, delete or report is a danger toast 'unexpected error'; 401 asks to sign in instead, the
 * account's action limit (429) says how long to wait, and a suspension until when.
 */
export function alertCommunityFailure(error: unknown): void {
  if (isUnauthorized(error)) {
    openSignInPrompt();
    return;
  }
  showAlert({ type: 'danger', message: explainedFailureMessage(error) ?? t`Unexpected error`, ...longerIfExplained(error) });
}
