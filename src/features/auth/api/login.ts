import { useMutation } from '@tanstack/react-query';
import { anonymousDeviceId } from '@/domain/anonymous-device';
import { signIn } from '@/domain/session';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import type { LoginBody, TokenPair } from '@/shared/schemas/auth';
import { postAuth } from './auth-request';

export function login(body: LoginBody): Promise<TokenPair> {
  return postAuth<TokenPair>('login', body);
}

/**
 * E-mail sign-in; on success the session starts (tokens stored, profile fetched by whoever shows it). `code` is the
 * mailed sign-in code, after the server answered SignInCodeRequired.
 */
export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password, code }: { email: string; password: string; code?: string }) =>
      login({
        email,
        password,
        ...(code === undefined ? {} : { code }),
        market_id: DEFAULT_MARKET_ID,
        anonymous_device_id: anonymousDeviceId(),
      }),
    onSuccess: signIn,
  });
}
