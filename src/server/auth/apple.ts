import { createHash, createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import * as v from 'valibot';
import { AppError } from '../platform/errors';

export interface AppleConfig {
  clientId: string;
  /** https://appleid.apple.com/auth/keys in production, a local fake in tests. */
  keysUrl: string;
}

export interface AppleIdentity {
  /** Apple's stable user id (`sub`). */
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

export const APPLE_ISSUER = 'https://appleid.apple.com';
/** Apple rotates its keys rarely; a few minutes of caching spares a request per sign-in. */
const KEYS_TTL_MS = 5 * 60_000;
/** An unknown `kid` refetches the keys (Apple may have rotated), but not more often than this. */
const KEYS_REFETCH_MIN_MS = 30_000;
const PROVIDER_TIMEOUT_MS = 5000;

const JwkSchema = v.looseObject({ kty: v.literal('RSA'), kid: v.string(), n: v.string(), e: v.string() });
const JwksSchema = v.object({ keys: v.array(v.unknown()) });
const HeaderSchema = v.object({ alg: v.literal('RS256'), kid: v.string() });
const ClaimsSchema = v.object({
  iss: v.string(),
  aud: v.union([v.string(), v.array(v.string())]),
  exp: v.number(),
  sub: v.pipe(v.string(), v.nonEmpty()),
  nonce: v.optional(v.string()),
  email: v.optional(v.string()),
  email_verified: v.optional(v.union([v.boolean(), v.string()])),
});

interface CachedKeys {
  keys: Map<string, KeyObject>;
  fetchedAt: number;
}
const keyCache = new Map<string, CachedKeys>();

function providerError(): AppError {
  return new AppError('ProviderError', 'Apple could not confirm this sign-in');
}

async function fetchKeys(url: string, now: number): Promise<CachedKeys> {
  const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!res.ok) throw providerError();
  const jwks = v.safeParse(JwksSchema, await res.json());
  if (!jwks.success) throw providerError();
  const keys = new Map<string, KeyObject>();
  for (const candidate of jwks.output.keys) {
    const jwk = v.safeParse(JwkSchema, candidate);
    if (jwk.success) keys.set(jwk.output.kid, createPublicKey({ key: jwk.output as JsonWebKey, format: 'jwk' }));
  }
  const cached = { keys, fetchedAt: now };
  keyCache.set(url, cached);
  return cached;
}

async function publicKey(url: string, kid: string, now: number): Promise<KeyObject> {
  let cached = keyCache.get(url);
  if (!cached || now - cached.fetchedAt > KEYS_TTL_MS) cached = await fetchKeys(url, now);
  let key = cached.keys.get(kid);
  if (!key && now - cached.fetchedAt > KEYS_REFETCH_MIN_MS) key = (await fetchKeys(url, now)).keys.get(kid);
  if (!key) throw providerError();
  return key;
}

function decodePart<S extends v.GenericSchema>(schema: S, part: string): v.InferOutput<S> {
  try {
    const parsed = v.safeParse(schema, JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.output;
  } catch {
    // Not base64url JSON: the same answer as any other malformed token below.
  }
  throw providerError();
}

/** The nonce claim Apple puts in the token: the client hands Apple sha256(raw nonce) as hex and sends us the raw one. */
export function appleNonceClaim(rawNonce: string): string {
  return createHash('sha256').update(rawNonce).digest('hex');
}

/**
 * Verifies an identity token from Sign in with Apple: RS256 signature by a key of Apple's JWKS, issuer Apple,
 * audience our client id, not expired, and a nonce claim equal to sha256(raw nonce) in hex, which binds the token to
 * the sign-in the client started (a token captured elsewhere cannot be replayed without its raw nonce).
 */
export async function verifyAppleIdentityToken(
  config: AppleConfig,
  idToken: string,
  rawNonce: string,
  now = Date.now(),
): Promise<AppleIdentity> {
  const parts = idToken.split('.');
  const [headerPart, payloadPart, signaturePart] = parts;
  if (parts.length !== 3 || !headerPart || !payloadPart || !signaturePart) throw providerError();
  const header = decodePart(HeaderSchema, headerPart);
  const claims = decodePart(ClaimsSchema, payloadPart);

  let signed = false;
  try {
    const key = await publicKey(config.keysUrl, header.kid, now);
    signed = verify('sha256', Buffer.from(`${headerPart}.${payloadPart}`), key, Buffer.from(signaturePart, 'base64url'));
  } catch (error) {
    // Network failures, unusable keys and signatures the key cannot even parse are all one provider failure.
    if (error instanceof AppError) throw error;
  }
  if (!signed) throw providerError();

  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== APPLE_ISSUER || !audiences.includes(config.clientId)) throw providerError();
  if (claims.exp * 1000 <= now) throw providerError();
  if (claims.nonce !== appleNonceClaim(rawNonce)) throw providerError();

  return {
    sub: claims.sub,
    email: claims.email?.trim().toLowerCase() || null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
  };
}
