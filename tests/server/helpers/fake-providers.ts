import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Facebook user as the fake Graph API knows it, keyed by the user access token the SDK would hand out. */
export interface FakeFacebookUser {
  id: string;
  name?: string;
  email?: string;
  /** The app the token was issued to; defaults to the fake's own app id. */
  appId?: string;
  /** debug_token's is_valid; defaults to true. */
  valid?: boolean;
}

export interface AppleClaims {
  iss: string;
  aud: string | string[];
  exp: number;
  iat: number;
  sub: string;
  nonce?: string;
  email?: string;
  email_verified?: boolean | string;
}

export interface FakeProviders {
  graphUrl: string;
  appleKeysUrl: string;
  facebook: {
    appId: string;
    appSecret: string;
    /** token → user */
    users: Map<string, FakeFacebookUser>;
    /** When set, every Graph API call answers 500. */
    down: boolean;
  };
  apple: {
    clientId: string;
    kid: string;
    /** How often the JWKS was fetched (the server is expected to cache it). */
    keysRequests: number;
    /** A signed identity token: valid defaults (our audience, an hour of life) merged with `claims`. */
    idToken(claims: Partial<AppleClaims>, opts?: { signWith?: 'apple' | 'stranger'; kid?: string; alg?: string }): string;
  };
  close(): Promise<void>;
}

/** sha256 hex of the raw nonce: what the client hands Apple and what the token's nonce claim then carries. */
export const hashedNonce = (raw: string) => createHash('sha256').update(raw).digest('hex');

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(header: Record<string, string>, claims: object, key: KeyObject): string {
  const signingInput = `${b64url(header)}.${b64url(claims)}`;
  return `${signingInput}.${sign('sha256', Buffer.from(signingInput), key).toString('base64url')}`;
}

/**
 * A real HTTP server on a free local port that plays the Facebook Graph API (`/graph/debug_token`, `/graph/me`)
 * and Apple's JWKS (`/apple/keys`), with an RSA key pair made here to sign Apple identity tokens.
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  const appleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'fake-apple-key-1';

  const facebook: FakeProviders['facebook'] = {
    appId: '1234567890',
    appSecret: 'fake-facebook-secret',
    users: new Map(),
    down: false,
  };
  const appleState = { keysRequests: 0 };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/apple/keys') {
      appleState.keysRequests += 1;
      const jwk = appleKeys.publicKey.export({ format: 'jwk' });
      return json(res, 200, { keys: [{ ...jwk, kid, use: 'sig', alg: 'RS256' }] });
    }
    if (facebook.down) return json(res, 500, { error: { message: 'Service unavailable' } });
    if (url.pathname === '/graph/debug_token') {
      if (url.searchParams.get('access_token') !== `${facebook.appId}|${facebook.appSecret}`) {
        return json(res, 400, { error: { message: 'Invalid app access token' } });
      }
      const user = facebook.users.get(url.searchParams.get('input_token') ?? '');
      if (!user) return json(res, 200, { data: { app_id: facebook.appId, is_valid: false } });
      return json(res, 200, {
        data: { app_id: user.appId ?? facebook.appId, is_valid: user.valid ?? true, user_id: user.id },
      });
    }
    if (url.pathname === '/graph/me') {
      const user = facebook.users.get(url.searchParams.get('access_token') ?? '');
      if (!user) return json(res, 400, { error: { message: 'Invalid OAuth access token' } });
      const fields = (url.searchParams.get('fields') ?? 'id').split(',');
      const all: Record<string, string | undefined> = { id: user.id, name: user.name, email: user.email };
      return json(res, 200, Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]])));
    }
    return json(res, 404, { error: 'not found' });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const clientId = 'pl.okazje.web';

  return {
    graphUrl: `${base}/graph`,
    appleKeysUrl: `${base}/apple/keys`,
    facebook,
    apple: {
      clientId,
      kid,
      get keysRequests() {
        return appleState.keysRequests;
      },
      idToken(claims, opts = {}) {
        const now = Math.floor(Date.now() / 1000);
        const full: AppleClaims = { iss: 'https://appleid.apple.com', aud: clientId, iat: now, exp: now + 3600, sub: '', ...claims };
        const key = opts.signWith === 'stranger' ? strangerKeys.privateKey : appleKeys.privateKey;
        return signJwt({ alg: opts.alg ?? 'RS256', kid: opts.kid ?? kid }, full, key);
      },
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
