import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { verifyAccessToken } from '@/server/auth/jwt';
import { users } from '@/server/db/schema';
import { memoryMailer } from '@/server/mail/mailer';
import type { TokenPair } from '@/shared/schemas/auth';
import { testApp, testEnv, useTestServer } from '../helpers/app';
import { hashedNonce, startFakeProviders, type FakeProviders } from '../helpers/fake-providers';

let fake: FakeProviders;
let appOff: App;
let providerEnv: Record<string, string>;
let env: ReturnType<typeof testEnv>;
const mailer = memoryMailer();

beforeAll(async () => {
  fake = await startFakeProviders();
  providerEnv = {
    TRUST_PROXY: 'true',
    FACEBOOK_APP_ID: fake.facebook.appId,
    FACEBOOK_APP_SECRET: fake.facebook.appSecret,
    FACEBOOK_GRAPH_URL: fake.graphUrl,
    APPLE_CLIENT_ID: fake.apple.clientId,
    APPLE_KEYS_URL: fake.appleKeysUrl,
  };
  env = testEnv(providerEnv);
});

afterAll(async () => {
  await fake?.close();
});

const server = useTestServer({ app: () => ({ env, mailer }) });

beforeAll(() => {
  appOff = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv({ TRUST_PROXY: 'true' }), mailer });
});

let ipSeq = 0;
/** The client sends the terms acceptance with every social sign-in (the button says so), so these calls do too. */
async function post(path: string, body: Record<string, unknown>, target: App = server.app): Promise<Response> {
  ipSeq += 1;
  const sent = path === '/facebook' || path === '/apple' ? { terms_accepted: true, ...body } : body;
  return target.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.${ipSeq >> 8}.${ipSeq & 255}` },
    body: JSON.stringify(sent),
  });
}

async function expectError(res: Response, status: number, errorCode: string): Promise<string> {
  const body = (await res.json()) as Record<string, string>;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  return body.message ?? '';
}

async function signedInUserId(res: Response): Promise<number> {
  const body = (await res.json()) as TokenPair;
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
  const identity = await verifyAccessToken(body.access_token, env.JWT_SECRET);
  if (identity === null) throw new Error('access token does not verify');
  // The refresh token of a social sign-in is a normal one.
  const refreshed = await post('/refresh', { refresh_token: body.refresh_token });
  expect(refreshed.status).toBe(200);
  return identity.userId;
}

async function userRow(id: number) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

async function registerVerified(email: string, username: string, password = 'sekret12'): Promise<number> {
  const res = await post('/register', { terms_accepted: true, email, username, password });
  const { id } = (await res.json()) as { id: number };
  const code = /\b(\d{6})\b/.exec(mailer.sent.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1];
  expect((await post('/verify-email', { email, code })).status).toBe(204);
  return id;
}

describe('POST /api/auth/facebook', () => {
  it('makes an account only with the terms accepted, and records when; an existing account signs in without them', async () => {
    fake.facebook.users.set('fb-token-terms', { id: 'fb-terms', name: 'Terms Person', email: 'terms@example.pl' });
    const refused = await post('/facebook', { token: 'fb-token-terms', terms_accepted: false });
    const message = await expectError(refused, 400, 'ValidationError');
    expect(message).toMatch(/^terms_accepted: /);
    const [none] = await server.db.select().from(users).where(eq(users.facebookId, 'fb-terms'));
    expect(none).toBeUndefined();

    const id = await signedInUserId(await post('/facebook', { token: 'fb-token-terms' }));
    expect((await userRow(id)).termsAcceptedAt).toBeInstanceOf(Date);
    expect(await signedInUserId(await post('/facebook', { token: 'fb-token-terms', terms_accepted: false }))).toBe(id);
  });

  it('is off without keys: 404 NotFound, and nobody is created', async () => {
    fake.facebook.users.set('off-token', { id: 'fb-off', name: 'Off', email: 'off@example.pl' });
    const message = await expectError(await post('/facebook', { token: 'off-token' }, appOff), 404, 'NotFound');
    expect(message).toBe('Facebook sign-in is not configured');
    const [row] = await server.db.select().from(users).where(eq(users.facebookId, 'fb-off'));
    expect(row).toBeUndefined();
  });

  it('creates a verified account on the first sign-in and finds it by Facebook id afterwards', async () => {
    fake.facebook.users.set('fb-token-1', { id: 'fb-1', name: 'Jan Kowalski', email: 'Jan.Kowalski@Example.PL' });
    const id = await signedInUserId(await post('/facebook', { token: 'fb-token-1', market_id: 1 }));
    const row = await userRow(id);
    expect(row).toMatchObject({ facebookId: 'fb-1', email: 'jan.kowalski@example.pl', username: 'Jan Kowalski', passwordHash: null });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);

    // Later the same Facebook user comes back (even if the address changed there): the same account.
    fake.facebook.users.set('fb-token-2', { id: 'fb-1', name: 'Jan K.', email: 'other@example.pl' });
    expect(await signedInUserId(await post('/facebook', { token: 'fb-token-2' }))).toBe(id);
  });

  it('makes a derived username unique', async () => {
    fake.facebook.users.set('fb-token-twin', { id: 'fb-twin', name: 'jan kowalski', email: 'twin@example.pl' });
    const id = await signedInUserId(await post('/facebook', { token: 'fb-token-twin' }));
    expect((await userRow(id)).username).toMatch(/^jan kowalski_\d{5}$/);
  });

  it('links an existing verified account with the same e-mail; its password keeps working', async () => {
    const id = await registerVerified('linked@example.pl', 'linked_user');
    fake.facebook.users.set('fb-token-link', { id: 'fb-link', name: 'Linked', email: 'linked@example.pl' });
    expect(await signedInUserId(await post('/facebook', { token: 'fb-token-link' }))).toBe(id);
    expect((await userRow(id)).facebookId).toBe('fb-link');
    expect((await post('/login', { email: 'linked@example.pl', password: 'sekret12' })).status).toBe(200);
  });

  it('takes over an unverified account with the same e-mail and drops the password nobody proved', async () => {
    const res = await post('/register', {
      terms_accepted: true,
      email: 'squatted@example.pl',
      username: 'squatter',
      password: 'attacker1',
    });
    const { id } = (await res.json()) as { id: number };
    fake.facebook.users.set('fb-token-owner', { id: 'fb-owner', name: 'Owner', email: 'squatted@example.pl' });
    expect(await signedInUserId(await post('/facebook', { token: 'fb-token-owner' }))).toBe(id);
    const row = await userRow(id);
    expect(row.passwordHash).toBeNull();
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    await expectError(await post('/login', { email: 'squatted@example.pl', password: 'attacker1' }), 401, 'InvalidCredentials');
  });

  it('needs an e-mail address for a new account', async () => {
    fake.facebook.users.set('fb-token-noemail', { id: 'fb-noemail', name: 'No Mail' });
    const message = await expectError(await post('/facebook', { token: 'fb-token-noemail' }), 400, 'ValidationError');
    expect(message).toContain('e-mail');
  });

  it('answers ProviderError for invalid tokens, tokens of another app, and a failing or unreachable Graph API', async () => {
    await expectError(await post('/facebook', { token: 'unknown-token' }), 401, 'ProviderError');
    fake.facebook.users.set('fb-token-invalid', { id: 'fb-x', email: 'x@example.pl', valid: false });
    await expectError(await post('/facebook', { token: 'fb-token-invalid' }), 401, 'ProviderError');
    fake.facebook.users.set('fb-token-other-app', { id: 'fb-y', email: 'y@example.pl', appId: '999' });
    await expectError(await post('/facebook', { token: 'fb-token-other-app' }), 401, 'ProviderError');

    fake.facebook.users.set('fb-token-ok', { id: 'fb-z', email: 'z@example.pl' });
    fake.facebook.down = true;
    try {
      await expectError(await post('/facebook', { token: 'fb-token-ok' }), 401, 'ProviderError');
    } finally {
      fake.facebook.down = false;
    }
    const wrongSecret = testApp({
      db: server.db,
      mediaDir: server.mediaDir,
      env: testEnv({ ...providerEnv, FACEBOOK_APP_SECRET: 'not-the-secret' }),
    });
    await expectError(await post('/facebook', { token: 'fb-token-ok' }, wrongSecret), 401, 'ProviderError');
    const unreachable = testApp({
      db: server.db,
      mediaDir: server.mediaDir,
      env: testEnv({ ...providerEnv, FACEBOOK_GRAPH_URL: 'http://127.0.0.1:1' }),
    });
    await expectError(await post('/facebook', { token: 'fb-token-ok' }, unreachable), 401, 'ProviderError');
    const [row] = await server.db.select().from(users).where(eq(users.facebookId, 'fb-z'));
    expect(row).toBeUndefined();
  });

  it('refuses a deleted account', async () => {
    fake.facebook.users.set('fb-token-gone', { id: 'fb-gone', name: 'Gone', email: 'gone@example.pl' });
    const id = await signedInUserId(await post('/facebook', { token: 'fb-token-gone' }));
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    await expectError(await post('/facebook', { token: 'fb-token-gone' }), 401, 'Unauthorized');
  });
});

describe('POST /api/auth/apple', () => {
  const NONCE = 'raw-nonce-1234';
  const appleBody = (code: string, extra: Record<string, unknown> = {}) => ({ code, nonce: NONCE, ...extra });
  const validClaims = (sub: string, email?: string) => ({
    sub,
    nonce: hashedNonce(NONCE),
    ...(email ? { email, email_verified: 'true' } : {}),
  });

  it('is off without a client id: 404 NotFound', async () => {
    const token = fake.apple.idToken(validClaims('apple-off', 'apple-off@example.pl'));
    const message = await expectError(await post('/apple', appleBody(token), appOff), 404, 'NotFound');
    expect(message).toBe('Apple sign-in is not configured');
  });

  it('creates an account from a verified token, then finds it by Apple id alone; the keys are fetched once', async () => {
    const before = fake.apple.keysRequests;
    const token = fake.apple.idToken(validClaims('apple-1', 'Relay@PrivateRelay.AppleID.com'));
    const id = await signedInUserId(await post('/apple', appleBody(token, { username: 'Ania Nowak', email: 'ignored@example.pl' })));
    expect(await userRow(id)).toMatchObject({ appleId: 'apple-1', email: 'relay@privaterelay.appleid.com', username: 'Ania Nowak' });

    // Apple leaves the e-mail out of later tokens sometimes: the Apple id is enough.
    const again = fake.apple.idToken({ sub: 'apple-1', nonce: hashedNonce(NONCE) });
    expect(await signedInUserId(await post('/apple', appleBody(again)))).toBe(id);
    expect(fake.apple.keysRequests - before).toBeLessThanOrEqual(1);
  });

  it('derives a username from the address when Apple sends no name, and accepts an audience list', async () => {
    const token = fake.apple.idToken({ ...validClaims('apple-2', 'ola.zakupy@example.pl'), aud: ['other', fake.apple.clientId] });
    const id = await signedInUserId(await post('/apple', appleBody(token)));
    expect((await userRow(id)).username).toBe('ola.zakupy');
  });

  it('links an existing verified account by the token e-mail, never by the e-mail in the body', async () => {
    const id = await registerVerified('apple-linked@example.pl', 'apple_linked');
    const bodyOnly = fake.apple.idToken({ sub: 'apple-3', nonce: hashedNonce(NONCE) });
    await expectError(await post('/apple', appleBody(bodyOnly, { email: 'apple-linked@example.pl' })), 400, 'ValidationError');
    expect((await userRow(id)).appleId).toBeNull();

    const unverified = fake.apple.idToken({
      sub: 'apple-3',
      nonce: hashedNonce(NONCE),
      email: 'apple-linked@example.pl',
      email_verified: 'false',
    });
    await expectError(await post('/apple', appleBody(unverified)), 400, 'ValidationError');

    const verified = fake.apple.idToken(validClaims('apple-3', 'apple-linked@example.pl'));
    expect(await signedInUserId(await post('/apple', appleBody(verified)))).toBe(id);
    expect((await userRow(id)).appleId).toBe('apple-3');
  });

  const HOUR = 3600;
  const now = () => Math.floor(Date.now() / 1000);
  const failures: [string, () => string, string?][] = [
    ['a bad signature', () => fake.apple.idToken(validClaims('apple-bad', 'bad@example.pl'), { signWith: 'stranger' })],
    ['an unknown key id', () => fake.apple.idToken(validClaims('apple-bad', 'bad@example.pl'), { kid: 'no-such-key' })],
    ['another algorithm', () => fake.apple.idToken(validClaims('apple-bad', 'bad@example.pl'), { alg: 'HS256' })],
    ['a wrong audience', () => fake.apple.idToken({ ...validClaims('apple-bad', 'bad@example.pl'), aud: 'com.example.other' })],
    ['a wrong issuer', () => fake.apple.idToken({ ...validClaims('apple-bad', 'bad@example.pl'), iss: 'https://evil.example' })],
    [
      'an expired token',
      () => fake.apple.idToken({ ...validClaims('apple-bad', 'bad@example.pl'), iat: now() - 2 * HOUR, exp: now() - HOUR }),
    ],
    ['a wrong nonce', () => fake.apple.idToken({ ...validClaims('apple-bad', 'bad@example.pl'), nonce: hashedNonce('other-nonce') })],
    ['the raw nonce instead of its hash', () => fake.apple.idToken({ ...validClaims('apple-bad', 'bad@example.pl'), nonce: NONCE })],
    ['no nonce', () => fake.apple.idToken({ sub: 'apple-bad', email: 'bad@example.pl', email_verified: true })],
    [
      'a payload changed after signing',
      () => {
        const [header, , signature] = fake.apple.idToken(validClaims('apple-bad', 'bad@example.pl')).split('.');
        const forged = Buffer.from(
          JSON.stringify({
            ...validClaims('apple-bad', 'bad@example.pl'),
            iss: 'https://appleid.apple.com',
            aud: fake.apple.clientId,
            exp: now() + HOUR,
          }),
        ).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    ['not a JWT', () => 'not-a-jwt'],
    ['garbage parts', () => 'a.b.c'],
  ];

  it.each(failures)('answers ProviderError for %s and creates nobody', async (_name, token) => {
    await expectError(await post('/apple', appleBody(token())), 401, 'ProviderError');
    const [row] = await server.db.select().from(users).where(eq(users.appleId, 'apple-bad'));
    expect(row).toBeUndefined();
  });

  it('answers ProviderError when the raw nonce sent does not match the token', async () => {
    const token = fake.apple.idToken(validClaims('apple-bad', 'bad@example.pl'));
    await expectError(await post('/apple', { code: token, nonce: 'something-else' }), 401, 'ProviderError');
  });
});
