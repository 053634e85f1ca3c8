import { postAuth } from './auth-request';

export interface EmailCode {
  email: string;
  code: string;
}

export function verifyEmail(body: EmailCode): Promise<unknown> {
  return postAuth<unknown>('verify-email', body);
}
