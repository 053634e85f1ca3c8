import { sign, verify } from 'hono/jwt';

/** Access tokens live 15 minutes; the client refreshes every 5 (§9), so a stolen one is short-lived. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

interface AccessClaims {
  sub: string;
  typ: 'access';
  iat: number;
  exp: number;
}

export async function signAccessToken(userId: number, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: String(userId), typ: 'access', iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS };
  return sign({ ...claims }, secret, 'HS256');
}

/** The user id of a valid, unexpired access token; null for anything else (malformed, forged, expired, wrong type). */
export async function verifyAccessToken(token: string, secret: string): Promise<number | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !/^[1-9]\d{0,9}$/.test(payload.sub)) return null;
    return Number(payload.sub);
  } catch {
    return null;
  }
}
