import { t } from '@lingui/core/macro';
import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/http';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { alertFailure } from '@/domain/failure-alert';

/** True when the server refused a points action because of the balance (NotEnoughPoints). */
export function isNotEnoughPoints(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === 'NotEnoughPoints';
}

/** A purchase over the balance says so; a lost session asks to sign in; anything else is the generic alert. */
export function alertPurchaseFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    openSignInPrompt();
    return;
  }
  if (isNotEnoughPoints(error)) {
    showAlert({ type: 'danger', message: t`You don't have enough points` });
    return;
  }
  if (error instanceof ApiError && error.errorCode === 'Conflict') {
    showAlert({ type: 'danger', message: t`This prize is out of stock` });
    return;
  }
  alertFailure(error);
}
