import * as v from 'valibot';
import { AppError } from '../platform/errors';

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com in production, a local fake in tests. */
  graphUrl: string;
}

export interface FacebookProfile {
  id: string;
  name: string | null;
  /** Facebook only shares confirmed addresses; null when the user did not grant the email permission. */
  email: string | null;
}

const PROVIDER_TIMEOUT_MS = 5000;

const DebugTokenSchema = v.object({
  data: v.object({
    is_valid: v.boolean(),
    app_id: v.union([v.string(), v.number()]),
    user_id: v.optional(v.union([v.string(), v.number()])),
  }),
});

const MeSchema = v.object({
  id: v.string(),
  name: v.optional(v.string()),
  email: v.optional(v.string()),
});

function providerError(): AppError {
  return new AppError('ProviderError', 'Facebook could not confirm this sign-in');
}

async function getJson(url: URL): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!res.ok) throw providerError();
  return res.json();
}

/**
 * Checks a user access token from the Facebook SDK with the Graph API: `debug_token` (with the app token) proves the
 * token is valid and was issued to OUR app, so a token minted for another app cannot sign in here; `me` then reads
 * the profile. Any failure (network, timeout, refusal, odd answer) is a ProviderError.
 */
export async function verifyFacebookToken(config: FacebookConfig, token: string): Promise<FacebookProfile> {
  const base = config.graphUrl.replace(/\/+$/, '');
  try {
    const debugUrl = new URL(`${base}/debug_token`);
    debugUrl.searchParams.set('input_token', token);
    debugUrl.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
    const debug = v.safeParse(DebugTokenSchema, await getJson(debugUrl));
    if (!debug.success || !debug.output.data.is_valid || String(debug.output.data.app_id) !== config.appId) {
      throw providerError();
    }

    const meUrl = new URL(`${base}/me`);
    meUrl.searchParams.set('fields', 'id,name,email');
    meUrl.searchParams.set('access_token', token);
    const me = v.safeParse(MeSchema, await getJson(meUrl));
    if (!me.success) throw providerError();
    const tokenUser = debug.output.data.user_id;
    if (tokenUser !== undefined && String(tokenUser) !== me.output.id) throw providerError();
    return { id: me.output.id, name: me.output.name?.trim() || null, email: me.output.email?.trim().toLowerCase() || null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerError();
  }
}
