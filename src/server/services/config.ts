import { MARKET_CURRENCY } from '@/shared/constants';
import type { AppConfig } from '@/shared/schemas/config';
import type { Env } from '../platform/env';

type ProviderEnv = Pick<Env, 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'APPLE_CLIENT_ID'>;

/** Which sign-in providers are on: a provider is on only when every key it needs is configured. */
export function providersOn(env: ProviderEnv): { facebook: boolean; apple: boolean } {
  return { facebook: Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET), apple: Boolean(env.APPLE_CLIENT_ID) };
}

/** A provider is on only when every key it needs is configured, so the client never offers a broken button. */
export function getAppConfig(env: ProviderEnv, marketId: number, vapidPublicKey: string): AppConfig {
  const { facebook: facebookOn, apple: appleOn } = providersOn(env);
  return {
    market_id: marketId,
    currency: MARKET_CURRENCY,
    providers: {
      facebook: { enabled: facebookOn, app_id: facebookOn ? (env.FACEBOOK_APP_ID ?? null) : null },
      apple: { enabled: appleOn, client_id: appleOn ? (env.APPLE_CLIENT_ID ?? null) : null },
    },
    push: { vapid_public_key: vapidPublicKey },
  };
}
