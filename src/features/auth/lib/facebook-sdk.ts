import { loadScript } from './load-script';

/** The Polish SDK build (the product speaks Polish); FB.login's dialog follows it. */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/pl_PL/sdk.js';
const GRAPH_API_VERSION = 'v21.0';

interface FacebookLoginResponse {
  status: string;
  authResponse: { accessToken: string } | null;
}

export interface FacebookSdk {
  init(params: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

let initialisedFor: string | null = null;

/** Loads and initialises the SDK; only called when GET /api/config/ says Facebook sign-in is on. */
export async function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  await loadScript(FACEBOOK_SDK_URL);
  const sdk = (window as Window & { FB?: FacebookSdk }).FB;
  if (!sdk) throw new Error('The Facebook SDK did not define FB');
  if (initialisedFor !== appId) {
    // No cookies and no XFBML parsing: the SDK is used for the login dialog only.
    sdk.init({ appId, version: GRAPH_API_VERSION, cookie: false, xfbml: false });
    initialisedFor = appId;
  }
  return sdk;
}

/**
 * Opens the login dialog. Must be called straight from the click (popup blockers); resolves the user access token,
 * or null when the user closed the dialog without granting access.
 */
export function facebookLoginDialog(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'public_profile,email' });
  });
}
