import { useMutation } from '@tanstack/react-query';
import { postAuth } from './auth-request';
import type { EmailCode } from './verify-email';

export function resetPassword(body: EmailCode & { password: string }): Promise<unknown> {
  return postAuth<unknown>('reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
