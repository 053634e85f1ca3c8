import type { OperatorRole } from '@/shared/schemas/moderation';
import type { Logger } from '../platform/logger';

/** Hono environment shared by the app and every sub-app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Signed-in caller from the bearer token (`authenticate`), null for guests. */
    userId: number | null;
    /** The signed-in operator and their role, once `requireRole` let them through. */
    operator?: { id: number; role: OperatorRole };
    /** The nonce of a server-rendered page's inline scripts, named in its Content-Security-Policy. */
    cspNonce?: string;
  };
}
