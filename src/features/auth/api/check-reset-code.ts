import { postAuth } from './auth-request';
import type { EmailCode } from './verify-email';

/** Checks the reset code before the new password is asked for; the code stays valid for the last step. */
export function checkResetCode(body: EmailCode): Promise<unknown> {
  return postAuth<unknown>('password-reset-check-code', body);
}
