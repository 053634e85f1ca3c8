import { loadScript } from './load-script';
import type { Nonce } from './nonce';

export const APPLE_SDK_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/pl_PL/appleid.auth.js';

export interface AppleSignInResult {
  authorization: { id_token: string; code: string };
  /** Present only the first time a user authorises the app. */
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}

interface AppleIdSdk {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; nonce: string }): void;
    signIn(): Promise<AppleSignInResult>;
  };
}

/** Only called when GET /api/config/ says Apple sign-in is on. */
export async function loadAppleSdk(): Promise<AppleIdSdk> {
  await loadScript(APPLE_SDK_URL);
  const sdk = (window as Window & { AppleID?: AppleIdSdk }).AppleID;
  if (!sdk) throw new Error('The Apple JS SDK did not define AppleID');
  return sdk;
}

/** Apple's popup answers these when the user simply closed it: not an error worth a message. */
const CANCELLED = new Set(['popup_closed_by_user', 'user_cancelled_authorize']);

export function isAppleCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'error' in error && typeof error.error === 'string' && CANCELLED.has(error.error);
}

/**
 * Opens Apple's popup (scope e-mail and name) with this attempt's hashed nonce. Called straight from the click;
 * `redirectURI` must be registered with Apple even though the popup answers by message.
 */
export function appleSignInPopup(sdk: AppleIdSdk, clientId: string, nonce: Nonce): Promise<AppleSignInResult> {
  sdk.auth.init({ clientId, scope: 'email name', redirectURI: `${window.location.origin}/sign-in`, usePopup: true, nonce: nonce.hashed });
  return sdk.auth.signIn();
}
