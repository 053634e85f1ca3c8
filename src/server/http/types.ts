import type { Logger } from './logger';

/** Hono environment shared by the app and every sub-app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Signed-in caller from the bearer token (`authenticate`), null for guests. */
    userId: number | null;
    /** The nonce of a server-rendered page's inline scripts, named in its Content-Security-Policy. */
    cspNonce?: string;
  };
}
