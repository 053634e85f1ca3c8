import { useMutation } from '@tanstack/react-query';
import { anonymousDeviceId } from '@/domain/anonymous-device';
import { signIn } from '@/domain/session';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import type { TokenPair } from '@/shared/schemas/auth';
import { postAuth } from './auth-request';

export interface AppleLoginInput {
  /** Apple's identity token (JWT) from the popup. */
  idToken: string;
  /** The raw nonce; Apple got its SHA-256, the server checks that the token carries it. */
  nonce: string;
  /** Apple sends the e-mail and name only on the first authorisation. */
  email?: string;
  username?: string;
}

export function appleLogin({ idToken, nonce, email, username }: AppleLoginInput): Promise<TokenPair> {
  return postAuth<TokenPair>('apple', {
    code: idToken,
    nonce,
    email: email ?? null,
    username: username ?? null,
    // The button says that continuing accepts the terms (it makes an account the first time).
    terms_accepted: true,
    market_id: DEFAULT_MARKET_ID,
    anonymous_device_id: anonymousDeviceId(),
  });
}

export function useAppleLogin() {
  return useMutation({ mutationFn: appleLogin, onSuccess: signIn });
}
