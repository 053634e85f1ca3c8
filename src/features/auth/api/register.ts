import { useMutation } from '@tanstack/react-query';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import type { RegisterBody } from '@/shared/schemas/auth';
import { postAuth } from './auth-request';

/** 201 and a verification code by e-mail; the account signs in only after the code is confirmed. */
export function register(body: RegisterBody): Promise<unknown> {
  return postAuth<unknown>('register', body);
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ username, email, password }: { username: string; email: string; password: string }) =>
      // The form cannot be sent without the terms box ticked, so reaching this call means they were accepted.
      register({ username, email, password, terms_accepted: true, market_id: DEFAULT_MARKET_ID, send_verification_email: true }),
  });
}
