import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/lib/http';

/** What an operator reads when the server refuses an action, by the reason it gave (its errorCode). */
export function actionFailure(error: unknown, forbidden: MessageDescriptor): MessageDescriptor {
  if (!(error instanceof ApiError)) return msg`An unexpected error occurred`;
  if (error.status === 403) return forbidden;
  if (error.status === 404) return msg`This item or account no longer exists. Refresh the list.`;
  if (error.status === 409) return msg`Someone has already dealt with this in the meantime. The list has been refreshed.`;
  if (error.status === 400 || error.status === 422) return msg`The server did not accept the data. Check the form and try again.`;
  if (error.status === 429) return msg`Too many attempts. Please wait a few minutes and try again.`;
  if (typeof error.status !== 'number') return msg`No connection to the server. Check your connection and try again.`;
  return msg`An unexpected error occurred`;
}

/** A list that failed to load: a member's 403 says what the page is for, anything else offers a retry. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 401);
}
