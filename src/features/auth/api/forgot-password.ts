import { DEFAULT_MARKET_ID } from '@/shared/constants';
import { postAuth } from './auth-request';

/** Mails a reset code; 404 UserNotFound, or 403 EmailNotVerified (then a verification code is mailed instead). */
export function forgotPassword(email: string): Promise<unknown> {
  return postAuth<unknown>('forgot-password', { email, market_id: DEFAULT_MARKET_ID });
}
