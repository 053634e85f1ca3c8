import { useMutation } from '@tanstack/react-query';
import { anonymousDeviceId } from '@/domain/anonymous-device';
import { signIn } from '@/domain/session';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import type { TokenPair } from '@/shared/schemas/auth';
import { postAuth } from './auth-request';

/** The Facebook user access token from FB.login; the server checks it with the Graph API. */
export function facebookLogin(token: string): Promise<TokenPair> {
  // The button says that continuing accepts the terms (it makes an account the first time).
  return postAuth<TokenPair>('facebook', {
    token,
    terms_accepted: true,
    market_id: DEFAULT_MARKET_ID,
    anonymous_device_id: anonymousDeviceId(),
  });
}

export function useFacebookLogin() {
  return useMutation({ mutationFn: facebookLogin, onSuccess: signIn });
}
