import { sign, verify } from 'hono/jwt';

/** Access tokens live 15 minutes; the client refreshes every 5, so a stolen one is short-lived. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

interface AccessClaims {
  sub: string;
  /** The refresh-token family (one sign-in) this token belongs to: ending the family ends the token at once. */
  sid: string;
  typ: 'access';
  iat: number;
  exp: number;
}

export interface AccessIdentity {
  userId: number;
  familyId: string;
}

export async function signAccessToken({ userId, familyId }: AccessIdentity, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: String(userId), sid: familyId, typ: 'access', iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS };
  return sign({ ...claims }, secret, 'HS256');
}

/** The user and session of a valid, unexpired access token; null for anything else (malformed, forged, expired, wrong type). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessIdentity | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !/^[1-9]\d{0,9}$/.test(payload.sub)) return null;
    if (typeof payload.sid !== 'string' || !/^[\w-]{1,64}$/.test(payload.sid)) return null;
    return { userId: Number(payload.sub), familyId: payload.sid };
  } catch {
    return null;
  }
}
