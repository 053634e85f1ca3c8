/**
 * The attacks of a security review (forgeable tokens, account takeover, abuse limits), one describe per point, each
 * replayed against the app the way the reviewer ran it: through HTTP, with the real database.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { checkCode, issueCode } from '@/server/services/codes';
import { hashPassword } from '@/server/auth/password';
import { issueRefreshToken, rotateRefreshToken, SESSION_MAX_AGE_MS } from '@/server/auth/refresh-tokens';
import { JWT_SECRET_FILE, resolveServerEnv } from '@/server/auth/signing-secret';
import {
  bannerEvents,
  banners,
  coupons,
  deals,
  idempotencyKeys,
  pointsLedger,
  rateLimitCounters,
  serverSecrets,
  users,
} from '@/server/db/schema';
import { parseEnv } from '@/server/platform/env';
import { afterAnswerQueue } from '@/server/platform/after-answer';
import { clientIp } from '@/server/web/rate-limit';
import { memoryMailer } from '@/server/mail/mailer';
import { RATE_LIMITS } from '@/server/platform/rate-limits';
import { POPULAR_DEAL_REASON } from '@/server/services/votes';
import { POPULAR_DEAL_POINTS } from '@/shared/constants';
import type { TokenPair } from '@/shared/schemas/auth';
import { createUsers, expectError, send as sendAs, type TestUser } from '../helpers/community-fixtures';
import { memoryLogger, testEnv, useTestServer } from '../helpers/app';

const LOGIN_FAILURES_PER_ACCOUNT = RATE_LIMITS.loginFailures.perAccount;
const UNBOUND_CODE_TRIES_PER_DAY = RATE_LIMITS.unboundCodeTries.limit;

const PASSWORD = 'correct-horse1';
const POPULAR_THRESHOLD = 3;
const env = testEnv({ TRUST_PROXY: 'true', POPULAR_THRESHOLD: String(POPULAR_THRESHOLD), LIST_CACHE_TTL_MS: '0' });
const mailer = memoryMailer();
// The sign-in code of an account past its cap is mailed after the answer; the tests wait for that work.
const afterAnswer = afterAnswerQueue(memoryLogger());

const server = useTestServer({ seed: true, app: { env, mailer, afterAnswer } });
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

let sequence = 0;
function nextIp(): string {
  sequence += 1;
  return `198.51.${(sequence >> 8) & 255}.${sequence & 255}`;
}

function send(
  method: string,
  url: string,
  { body, auth = {}, ip = nextIp() }: { body?: unknown; auth?: Record<string, string>; ip?: string } = {},
) {
  return server.app.request(url, {
    method,
    headers: { ...auth, 'X-Forwarded-For': ip, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function tokensOf(res: Response): Promise<TokenPair> {
  const body = (await res.json()) as TokenPair;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const bearer = (tokens: TokenPair) => ({ Authorization: `Bearer ${tokens.access_token}` });

/** A verified account with PASSWORD (or none, as Facebook and Apple accounts have), signed in over HTTP. */
async function signedInUser({ withPassword = true } = {}): Promise<{ id: number; email: string; tokens: TokenPair }> {
  sequence += 1;
  const email = `sec_${process.pid}_${sequence}@test.pl`;
  const [row] = await server.db
    .insert(users)
    .values({ email, username: `sec_${process.pid}_${sequence}`, emailVerifiedAt: new Date(), passwordHash })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const tokens = await tokensOf(await send('POST', '/api/auth/login', { body: { email, password: PASSWORD } }));
  if (!withPassword) await server.db.update(users).set({ passwordHash: null }).where(eq(users.id, row.id));
  return { id: row.id, email, tokens };
}

function codeMailedTo(to: string): string {
  const mail = mailer.sent.filter((m) => m.to === to).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('1. the access-token signing key', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'okazje-secret-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is generated on the first start of the embedded database, kept owner-only in DATA_DIR, and reused', async () => {
    const bare = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const first = await resolveServerEnv(bare, server.db);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.JWT_SECRET, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(await readFile(file, 'utf8')).toBe(first.JWT_SECRET);
    expect((await resolveServerEnv(bare, server.db)).JWT_SECRET).toBe(first.JWT_SECRET);
    const other = await mkdtemp(path.join(tmpdir(), 'okazje-secret-'));
    try {
      expect((await resolveServerEnv(parseEnv({ DATA_DIR: other }), server.db)).JWT_SECRET).not.toBe(first.JWT_SECRET);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('with DATABASE_URL is one row in the database that every instance shares, and JWT_SECRET wins when given', async () => {
    const pgEnv = parseEnv({ DATABASE_URL: 'postgres://instances@share-this-db/app', DATA_DIR: dataDir });
    const [a, b] = await Promise.all([resolveServerEnv(pgEnv, server.db), resolveServerEnv(pgEnv, server.db)]);
    expect(a.JWT_SECRET).toBe(b.JWT_SECRET);
    expect(a.JWT_SECRET.length).toBeGreaterThanOrEqual(43);
    const rows = await server.db.select().from(serverSecrets);
    expect(rows.map((r) => r.value)).toEqual([a.JWT_SECRET]);
    const given = 'g'.repeat(40);
    expect((await resolveServerEnv({ ...pgEnv, JWT_SECRET: given }, server.db)).JWT_SECRET).toBe(given);
  });

  it('refuses tokens signed with the key that used to be in the source, or with any other key (401)', async () => {
    const served = createApp({
      db: server.db,
      env: await resolveServerEnv(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), server.db),
      mediaDir: server.mediaDir,
      logger: memoryLogger(),
    });
    const victim = await signedInUser();
    const iat = Math.floor(Date.now() / 1000);
    for (const key of ['dev-only-jwt-secret-never-use-in-production-0000', env.JWT_SECRET]) {
      const forged = await sign({ sub: String(victim.id), sid: 'any', typ: 'access', iat, exp: iat + 600 }, key, 'HS256');
      const res = await served.request('/api/users/', { headers: { Authorization: `Bearer ${forged}` } });
      await expectError(res, 401, 'Unauthorized');
    }
  });
});

describe('2. e-mail change and deletion need the owner, not only a token', () => {
  it('asks for the current password to change the e-mail (400 InvalidCredentials when wrong) and tells the old address', async () => {
    const user = await signedInUser();
    const auth = bearer(user.tokens);
    const newEmail = `moved_${user.id}@test.pl`;
    await expectError(await send('PUT', '/api/users/email', { auth, body: { email: newEmail } }), 400, 'ValidationError');
    await expectError(
      await send('PUT', '/api/users/email', { auth, body: { email: newEmail, password: 'wrong-pass1' } }),
      400,
      'InvalidCredentials',
    );
    expect(mailer.sent.some((m) => m.to === newEmail)).toBe(false);

    expect((await send('PUT', '/api/users/email', { auth, body: { email: newEmail, password: PASSWORD } })).status).toBe(204);
    const code = codeMailedTo(newEmail);
    expect((await send('POST', '/api/users/confirm-email', { auth, body: { email: newEmail, code } })).status).toBe(200);
    const notice = mailer.sent.filter((m) => m.to === user.email).at(-1);
    expect(notice?.subject).toBe('Adres e-mail Twojego konta został zmieniony');
    expect(notice?.text).toContain(newEmail);
  });

  it('asks for the current password to delete the account and keeps the account on a wrong one', async () => {
    const user = await signedInUser();
    const auth = bearer(user.tokens);
    await expectError(await send('DELETE', '/api/users/', { auth }), 400, 'ValidationError');
    await expectError(await send('DELETE', '/api/users/', { auth, body: {} }), 400, 'ValidationError');
    await expectError(await send('DELETE', '/api/users/', { auth, body: { password: 'wrong-pass1' } }), 400, 'InvalidCredentials');
    expect((await send('GET', '/api/users/', { auth })).status).toBe(200);
    expect((await send('DELETE', '/api/users/', { auth, body: { password: PASSWORD } })).status).toBe(204);
  });

  it('confirms an account without a password with a code mailed to its current address', async () => {
    const user = await signedInUser({ withPassword: false });
    const auth = bearer(user.tokens);
    const me = (await (await send('GET', '/api/users/', { auth })).json()) as { has_password: boolean };
    expect(me.has_password).toBe(false);
    const newEmail = `social_${user.id}@test.pl`;
    await expectError(
      await send('PUT', '/api/users/email', { auth, body: { email: newEmail, password: PASSWORD } }),
      400,
      'ValidationError',
    );

    expect((await send('POST', '/api/users/reauth-code', { auth })).status).toBe(204);
    const code = codeMailedTo(user.email);
    await expectError(
      await send('PUT', '/api/users/email', { auth, body: { email: newEmail, code: otherThan(code) } }),
      400,
      'InvalidCode',
    );
    expect((await send('PUT', '/api/users/email', { auth, body: { email: newEmail, code } })).status).toBe(204);
    // Single use: deleting needs a code of its own.
    await expectError(await send('DELETE', '/api/users/', { auth, body: { code } }), 400, 'InvalidCode');
    expect((await send('POST', '/api/users/reauth-code', { auth })).status).toBe(204);
    expect((await send('DELETE', '/api/users/', { auth, body: { code: codeMailedTo(user.email) } })).status).toBe(204);
  });

  it('sends no confirmation code to an account that has a password', async () => {
    const user = await signedInUser();
    await expectError(await send('POST', '/api/users/reauth-code', { auth: bearer(user.tokens) }), 400, 'ValidationError');
  });
});

describe('3. deleting an account cannot be blocked', () => {
  it('deletes even when someone holds the old placeholder address', async () => {
    const user = await signedInUser();
    await server.db.insert(users).values({ email: `deleted-${user.id}@deleted.invalid`, username: `squatter_${user.id}` });
    const res = await send('DELETE', '/api/users/', { auth: bearer(user.tokens), body: { password: PASSWORD } });
    expect(res.status).toBe(204);
  });

  it('refuses the reserved .invalid domain everywhere an address is typed', async () => {
    const user = await signedInUser();
    const address = `deleted-${user.id}@deleted.invalid`;
    const register = { username: `sq_${user.id}`, email: address, password: 'secret123', terms_accepted: true, market_id: 1 };
    await expectError(await send('POST', '/api/auth/register', { body: register }), 400, 'ValidationError');
    const change = { email: 'someone@example.INVALID', password: PASSWORD };
    await expectError(await send('PUT', '/api/users/email', { auth: bearer(user.tokens), body: change }), 400, 'ValidationError');
  });
});

describe('4. the client address behind a trusted proxy', () => {
  it('is the entry the proxy appended (the right-most, or TRUST_PROXY_HOPS from the right), never one the client wrote', () => {
    const proxy = (hops: number) => ({ trustProxy: true, hops });
    expect(clientIp('6.6.6.6, 203.0.113.7', '10.0.0.1', proxy(1))).toBe('203.0.113.7');
    expect(clientIp('6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.1', proxy(2))).toBe('203.0.113.7');
    expect(clientIp('203.0.113.7', '10.0.0.1', proxy(2))).toBe('10.0.0.1');
    expect(clientIp('6.6.6.6', '10.0.0.1', { trustProxy: false, hops: 1 })).toBe('10.0.0.1');
  });

  it('counts IPv6 clients per /64 and IPv4-mapped addresses as IPv4', () => {
    const proxy = { trustProxy: true, hops: 1 };
    const a = clientIp('2001:db8:1:2:aaaa::1', undefined, proxy);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientIp('2001:0db8:0001:0002:ffff:1:2:3', undefined, proxy)).toBe(a);
    expect(clientIp('2001:db8:1:3::1', undefined, proxy)).not.toBe(a);
    expect(clientIp('::ffff:192.0.2.1', undefined, proxy)).toBe('192.0.2.1');
    expect(clientIp(undefined, '::1', proxy)).toBe('0:0:0:0::/64');
  });

  it('keeps counting one client that writes a new first X-Forwarded-For entry on every request', async () => {
    const realAddress = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await send('POST', '/api/auth/forgot-password', {
        body: { email: `nobody_${i}_${process.pid}@test.pl`, market_id: 1 },
        ip: `10.9.${i}.1, ${realAddress}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('5. sign-in guessing and lockout', () => {
  it('counts only failed passwords: the owner still signs in after others failed', async () => {
    const user = await signedInUser();
    const attacker = nextIp();
    // The old rule refused the 11th attempt of any kind within a minute.
    for (let i = 0; i < 11; i += 1) {
      await expectError(
        await send('POST', '/api/auth/login', { body: { email: user.email, password: `guess-${i}` }, ip: attacker }),
        401,
        'InvalidCredentials',
      );
    }
    await tokensOf(await send('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } }));
    await tokensOf(await send('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD }, ip: attacker }));
  });

  /** Puts the account at the cap: the next failure is its 101st this hour, as many addresses would leave it. */
  async function failuresAtCap(email: string): Promise<void> {
    await server.db
      .insert(rateLimitCounters)
      .values({
        bucketKey: `auth:login-failed:email:${email}`,
        windowStart: new Date(Math.floor(Date.now() / 300_000) * 300_000),
        count: LOGIN_FAILURES_PER_ACCOUNT,
      })
      .onConflictDoUpdate({
        target: [rateLimitCounters.bucketKey, rateLimitCounters.windowStart],
        set: { count: LOGIN_FAILURES_PER_ACCOUNT },
      });
  }

  async function signIn(body: Record<string, unknown>, { ip = nextIp(), cookie }: { ip?: string; cookie?: string | null } = {}) {
    const res = await server.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    await afterAnswer.idle();
    return res;
  }

  /** The device cookie a sign-in answer set, as a browser would send it back. */
  function deviceCookieOf(res: Response): string {
    const header = res.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/api\/auth/);
    const pair = /^(okazje_device=[^;]+)/.exec(header)?.[1];
    if (!pair) throw new Error(`no device cookie in ${header}`);
    return pair;
  }

  const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email).length;

  it(`past ${LOGIN_FAILURES_PER_ACCOUNT} failed passwords an hour, asks a new device for a mailed code whether the password is right or wrong`, async () => {
    const user = await signedInUser();
    await failuresAtCap(user.email);
    const mailsBefore = mailsTo(user.email);

    // A fresh address with a wrong password and with the right one gets the same answer; only the right one mails a code.
    const wrong = await expectError(await signIn({ email: user.email, password: 'guess-101' }), 403, 'SignInCodeRequired');
    expect(mailsTo(user.email)).toBe(mailsBefore);
    const device = nextIp();
    const right = await expectError(await signIn({ email: user.email, password: PASSWORD }, { ip: device }), 403, 'SignInCodeRequired');
    expect(right).toEqual(wrong);
    expect(mailsTo(user.email)).toBe(mailsBefore + 1);
    const code = codeMailedTo(user.email);

    // A guessed code is refused before any password check; the mailed code with the right password signs in.
    await expectError(await signIn({ email: user.email, password: PASSWORD, code: otherThan(code) }, { ip: nextIp() }), 400, 'InvalidCode');
    await expectError(
      await signIn({ email: user.email, password: 'guess-102', code: otherThan(code) }, { ip: nextIp() }),
      400,
      'InvalidCode',
    );
    const done = await signIn({ email: user.email, password: PASSWORD, code }, { ip: device });
    deviceCookieOf(done);
    await tokensOf(done);
    // The code is used up.
    await expectError(await signIn({ email: user.email, password: PASSWORD, code }, { ip: device }), 400, 'InvalidCode');
  });

  it(`mails at most ${RATE_LIMITS.signInCodeMails.limit} sign-in codes an hour, then answers without checking any password`, async () => {
    const user = await signedInUser();
    await failuresAtCap(user.email);
    const mailsBefore = mailsTo(user.email);
    for (let i = 0; i < RATE_LIMITS.signInCodeMails.limit + 2; i += 1) {
      await expectError(await signIn({ email: user.email, password: PASSWORD }), 403, 'SignInCodeRequired');
    }
    expect(mailsTo(user.email)).toBe(mailsBefore + RATE_LIMITS.signInCodeMails.limit);
  });

  it('lets a device that signed in before keep signing in with the password alone, counting its failures for itself', async () => {
    const user = await signedInUser();
    const cookie = deviceCookieOf(await signIn({ email: user.email, password: PASSWORD }));
    await failuresAtCap(user.email);

    await tokensOf(await signIn({ email: user.email, password: PASSWORD }, { cookie }));
    // Its wrong passwords are its own: the account's count stays where it was.
    await expectError(await signIn({ email: user.email, password: 'typo' }, { cookie }), 401, 'InvalidCredentials');
    const [account] = await server.db
      .select({ count: sql<number>`sum(${rateLimitCounters.count})::int` })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.bucketKey, `auth:login-failed:email:${user.email}`));
    expect(account?.count).toBe(LOGIN_FAILURES_PER_ACCOUNT);
    await tokensOf(await signIn({ email: user.email, password: PASSWORD }, { cookie }));

    // A cookie of another account, or a forged one, is no trust for this account.
    const other = await signedInUser();
    const othersCookie = deviceCookieOf(await signIn({ email: other.email, password: PASSWORD }));
    await expectError(await signIn({ email: user.email, password: PASSWORD }, { cookie: othersCookie }), 403, 'SignInCodeRequired');
    const forged = cookie.replace(/[\w-]{43}$/, 'A'.repeat(43));
    await expectError(await signIn({ email: user.email, password: PASSWORD }, { cookie: forged }), 403, 'SignInCodeRequired');

    // A device that keeps failing stops being trusted.
    for (let i = 1; i < RATE_LIMITS.loginFailures.perDevice; i += 1) {
      await expectError(await signIn({ email: user.email, password: `typo-${i}` }, { cookie }), 401, 'InvalidCredentials');
    }
    await expectError(await signIn({ email: user.email, password: PASSWORD }, { cookie }), 403, 'SignInCodeRequired');
  });

  it("keeps the owner's code usable whatever a stranger asks for and guesses, and refuses the stranger's extra guesses", async () => {
    const user = await signedInUser();
    const stranger = nextIp();
    for (let i = 0; i < 2; i += 1) {
      expect((await send('POST', '/api/auth/forgot-password', { body: { email: user.email }, ip: stranger })).status).toBe(204);
    }
    // The stranger's own code locks after 5 wrong tries; tries from addresses that asked for nothing share 10 a day.
    const guess = (ip: string) =>
      send('POST', '/api/auth/password-reset-check-code', { body: { email: user.email, code: otherThan(codeMailedTo(user.email)) }, ip });
    const answers: number[] = [];
    for (let i = 0; i < 14; i += 1) answers.push((await guess(nextIp())).status);
    expect(answers).toEqual([...Array<number>(RATE_LIMITS.unboundCodeTries.limit).fill(400), 429, 429, 429, 429]);
    for (let i = 0; i < 6; i += 1) await expectError(await guess(stranger), 400, 'InvalidCode');

    const owner = nextIp();
    expect((await send('POST', '/api/auth/forgot-password', { body: { email: user.email }, ip: owner })).status).toBe(204);
    const code = codeMailedTo(user.email);
    expect((await send('POST', '/api/auth/password-reset-check-code', { body: { email: user.email, code }, ip: owner })).status).toBe(204);
    const reset = await send('POST', '/api/auth/reset-password', { body: { email: user.email, code, password: 'owners-new1' }, ip: owner });
    expect(reset.status).toBe(204);
    await tokensOf(await send('POST', '/api/auth/login', { body: { email: user.email, password: 'owners-new1' } }));
    // Using the code ended the stranger's codes too.
    await expectError(await guess(stranger), 400, 'InvalidCode');
  });

  it(`lets tries from clients with no code of their own reach any live code, ${UNBOUND_CODE_TRIES_PER_DAY} a day per mailbox`, async () => {
    const user = await signedInUser();
    const requester = { ip: nextIp() };
    const code = await issueCode(server.db, { email: user.email, purpose: 'reset_password', userId: user.id, requester });
    const elsewhere = () => ({ ip: nextIp() });
    for (let i = 0; i < UNBOUND_CODE_TRIES_PER_DAY; i += 1) {
      await expect(
        checkCode(server.db, {
          email: user.email,
          purpose: 'reset_password',
          code: otherThan(code),
          consume: false,
          requester: elsewhere(),
        }),
      ).rejects.toMatchObject({ errorCode: 'InvalidCode' });
    }
    await expect(
      checkCode(server.db, { email: user.email, purpose: 'reset_password', code, consume: false, requester: elsewhere() }),
    ).rejects.toMatchObject({ errorCode: 'TooManyRequests' });
    // The client that asked still has its own tries.
    await expect(checkCode(server.db, { email: user.email, purpose: 'reset_password', code, consume: false, requester })).resolves.toEqual({
      userId: user.id,
      forReset: false,
    });
  });
});

describe('6. sessions', () => {
  it('gives a repeat of a refresh inside the grace the same successor, and logout ends the whole session with its access tokens', async () => {
    const user = await signedInUser();
    const first = user.tokens;
    const rotated = await tokensOf(await send('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } }));
    const repeated = await tokensOf(await send('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } }));
    expect(repeated.refresh_token).toBe(rotated.refresh_token);
    expect((await send('GET', '/api/users/', { auth: bearer(repeated) })).status).toBe(200);

    expect((await send('DELETE', '/api/auth/logout', { body: { refresh_token: rotated.refresh_token } })).status).toBe(204);
    for (const tokens of [first, rotated, repeated]) {
      await expectError(await send('GET', '/api/users/', { auth: bearer(tokens) }), 401, 'Unauthorized');
    }
    await expectError(await send('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } }), 401, 'Unauthorized');
    await expectError(await send('POST', '/api/auth/refresh', { body: { refresh_token: rotated.refresh_token } }), 401, 'Unauthorized');
  });

  it('ends a session 90 days after its sign-in however often it is refreshed', async () => {
    const user = await signedInUser();
    const start = new Date(Date.now() - SESSION_MAX_AGE_MS);
    const day = 24 * 60 * 60 * 1000;
    let { token } = await issueRefreshToken(server.db, user.id, { now: start });
    for (const offset of [20, 40, 60, 80, 89]) {
      token = (await rotateRefreshToken(server.db, env.JWT_SECRET, token, new Date(start.getTime() + offset * day))).refreshToken;
    }
    await expect(rotateRefreshToken(server.db, env.JWT_SECRET, token, new Date(start.getTime() + 90 * day + 1000))).rejects.toMatchObject({
      errorCode: 'Unauthorized',
    });
  });

  it('ends every other session when the password changes and hands the caller a fresh pair', async () => {
    const user = await signedInUser();
    const other = await tokensOf(await send('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } }));
    const res = await send('POST', '/api/users/password', {
      auth: bearer(user.tokens),
      body: { old_password: PASSWORD, password: 'brand-new-1' },
    });
    const fresh = await tokensOf(res);
    for (const tokens of [other, user.tokens]) {
      await expectError(await send('GET', '/api/users/', { auth: bearer(tokens) }), 401, 'Unauthorized');
      await expectError(await send('POST', '/api/auth/refresh', { body: { refresh_token: tokens.refresh_token } }), 401, 'Unauthorized');
    }
    expect((await send('GET', '/api/users/', { auth: bearer(fresh) })).status).toBe(200);
    await tokensOf(await send('POST', '/api/auth/refresh', { body: { refresh_token: fresh.refresh_token } }));
  });
});

describe('7. pre-registration hijack', () => {
  it("stops the squatter's password the moment the owner proves the mailbox through the password reset", async () => {
    const victimEmail = `victim_${process.pid}@test.pl`;
    const squatterPassword = 'squatter-pass1';
    const registered = await send('POST', '/api/auth/register', {
      body: { username: `squat_${process.pid}`, email: victimEmail, password: squatterPassword, terms_accepted: true, market_id: 1 },
    });
    expect(registered.status).toBe(201);

    await expectError(
      await send('POST', '/api/auth/forgot-password', { body: { email: victimEmail, market_id: 1 } }),
      403,
      'EmailNotVerified',
    );
    expect((await send('POST', '/api/auth/verify-email', { body: { email: victimEmail, code: codeMailedTo(victimEmail) } })).status).toBe(
      204,
    );
    await expectError(
      await send('POST', '/api/auth/login', { body: { email: victimEmail, password: squatterPassword } }),
      401,
      'InvalidCredentials',
    );

    expect((await send('POST', '/api/auth/forgot-password', { body: { email: victimEmail, market_id: 1 } })).status).toBe(204);
    const code = codeMailedTo(victimEmail);
    expect((await send('POST', '/api/auth/reset-password', { body: { email: victimEmail, code, password: 'owners-pass1' } })).status).toBe(
      204,
    );
    await tokensOf(await send('POST', '/api/auth/login', { body: { email: victimEmail, password: 'owners-pass1' } }));
    await expectError(
      await send('POST', '/api/auth/login', { body: { email: victimEmail, password: squatterPassword } }),
      401,
      'InvalidCredentials',
    );
  });

  it("still ends the squatter's password when the squatter's own sign-in mailed a newer code", async () => {
    const victimEmail = `victim2_${process.pid}@test.pl`;
    const squatterPassword = 'squatter-pass2';
    const body = { username: `squat2_${process.pid}`, email: victimEmail, password: squatterPassword, terms_accepted: true, market_id: 1 };
    expect((await send('POST', '/api/auth/register', { body })).status).toBe(201);
    await expectError(
      await send('POST', '/api/auth/forgot-password', { body: { email: victimEmail, market_id: 1 } }),
      403,
      'EmailNotVerified',
    );
    // The squatter signs in with the right password: that mails a fresh code, replacing the reset's one.
    await expectError(
      await send('POST', '/api/auth/login', { body: { email: victimEmail, password: squatterPassword } }),
      403,
      'EmailNotVerified',
    );
    expect((await send('POST', '/api/auth/verify-email', { body: { email: victimEmail, code: codeMailedTo(victimEmail) } })).status).toBe(
      204,
    );
    await expectError(
      await send('POST', '/api/auth/login', { body: { email: victimEmail, password: squatterPassword } }),
      401,
      'InvalidCredentials',
    );
  });

  it('keeps the password of a sign-up that verifies its own address', async () => {
    const email = `selfverify_${process.pid}@test.pl`;
    const body = { username: `self_${process.pid}`, email, password: 'my-own-pass1', terms_accepted: true, market_id: 1 };
    expect((await send('POST', '/api/auth/register', { body })).status).toBe(201);
    expect((await send('POST', '/api/auth/verify-email', { body: { email, code: codeMailedTo(email) } })).status).toBe(204);
    await tokensOf(await send('POST', '/api/auth/login', { body: { email, password: 'my-own-pass1' } }));
  });
});

describe('8. counters and points cannot be farmed', () => {
  it('counts a coupon click once per address per hour', async () => {
    const [coupon] = await server.db.select({ id: coupons.id, clicks: coupons.clicksCount }).from(coupons).limit(1);
    if (!coupon) throw new Error('no coupon');
    const address = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await send('POST', `/api/coupons/${coupon.id}/click`, { ip: address });
      answers.push(((await res.json()) as { clicks_count: number }).clicks_count);
    }
    expect(answers).toEqual(Array(5).fill(coupon.clicks + 1));
    const other = (await (await send('POST', `/api/coupons/${coupon.id}/click`)).json()) as { clicks_count: number };
    expect(other.clicks_count).toBe(coupon.clicks + 2);
    await expectError(await send('POST', '/api/coupons/99999999/click', { ip: address }), 404, 'NotFound');
  });

  it('counts a banner impression and click once per address per hour', async () => {
    const [banner] = await server.db.select({ id: banners.id }).from(banners).limit(1);
    if (!banner) throw new Error('no banner');
    const count = async (event: string) =>
      (
        await server.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bannerEvents)
          .where(and(eq(bannerEvents.bannerId, banner.id), eq(bannerEvents.eventType, event)))
      )[0]?.n ?? 0;
    const before = { impression: await count('impression'), click: await count('click') };
    const address = nextIp();
    for (let i = 0; i < 4; i += 1) {
      expect((await send('POST', `/api/banners/${banner.id}`, { body: { event: 'impression' }, ip: address })).status).toBe(204);
      expect((await send('POST', `/api/banners/${banner.id}`, { body: { event: 'click' }, ip: address })).status).toBe(204);
    }
    expect({ impression: await count('impression'), click: await count('click') }).toEqual({
      impression: before.impression + 1,
      click: before.click + 1,
    });
    await expectError(await send('POST', '/api/banners/99999999', { body: { event: 'click' }, ip: address }), 404, 'NotFound');
  });

  async function ownDeal(author: TestUser): Promise<number> {
    const [deal] = await server.db
      .insert(deals)
      .values({ userId: author.id, categoryId: 'other', title: 'Okazja do głosowania' })
      .returning({ id: deals.id });
    if (!deal) throw new Error('no deal');
    return deal.id;
  }

  it('limits how fast one account votes, comments and posts deals (429 with Retry-After)', async () => {
    const [author, voter] = await createUsers(server.db, 2);
    if (!author || !voter) throw new Error('no users');
    const dealId = await ownDeal(author);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await sendAs(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: voter.auth, body: { like: true } })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);

    for (let i = 0; i < 10; i += 1) {
      const res = await sendAs(server.app, 'POST', `/api/deals/${dealId}/comment`, {
        auth: voter.auth,
        body: { content: `Komentarz numer ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const tooMany = await sendAs(server.app, 'POST', `/api/deals/${dealId}/comment`, {
      auth: voter.auth,
      body: { content: 'Jeszcze jeden' },
    });
    expect(Number(tooMany.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expectError(tooMany, 429, 'TooManyRequests');

    const submission = (i: number) => ({
      url: `https://www.example.com/p/${i}`,
      title: `Okazja ${i}`,
      description: 'Opis okazji.',
      category: 'other',
    });
    for (let i = 0; i < 5; i += 1)
      expect((await sendAs(server.app, 'POST', '/api/deals/', { auth: author.auth, body: submission(i) })).status).toBe(201);
    await expectError(await sendAs(server.app, 'POST', '/api/deals/', { auth: author.auth, body: submission(5) }), 429, 'TooManyRequests');
  });

  it('does not count a replayed vote against the limit', async () => {
    const [author, voter] = await createUsers(server.db, 2);
    if (!author || !voter) throw new Error('no users');
    const dealId = await ownDeal(author);
    for (let i = 0; i < 70; i += 1) {
      const res = await sendAs(server.app, 'POST', `/api/deals/${dealId}/like`, {
        auth: voter.auth,
        body: { like: true },
        headers: { 'Idempotency-Key': 'replayed-vote-1' },
      });
      expect(res.status).toBe(200);
    }
  });

  it('neither lists as best nor pays the popular bonus for votes of accounts younger than a day', async () => {
    const [author] = await createUsers(server.db, 1);
    if (!author) throw new Error('no author');
    const dealId = await ownDeal(author);
    const bonus = async () =>
      server.db
        .select({ points: pointsLedger.points })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, author.id), eq(pointsLedger.customReason, POPULAR_DEAL_REASON)));
    const fresh = await createUsers(server.db, POPULAR_THRESHOLD, { createdAt: new Date() });
    for (const user of fresh)
      expect((await sendAs(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } })).status).toBe(200);
    const bestAt = async () => (await server.db.select({ bestAt: deals.bestAt }).from(deals).where(eq(deals.id, dealId)))[0]?.bestAt;
    // New accounts' votes weigh nothing, so the ring moves neither the best tab nor the points.
    expect(await bestAt()).toBeNull();
    expect(await bonus()).toEqual([]);

    const established = await createUsers(server.db, POPULAR_THRESHOLD);
    for (const user of established)
      await sendAs(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    expect(await bestAt()).toBeInstanceOf(Date);
    expect(await bonus()).toEqual([{ points: POPULAR_DEAL_POINTS }]);
  });
});

describe('9. the smaller points', () => {
  it('deletes the stored idempotent answers of a deleted account', async () => {
    const user = await signedInUser();
    const auth = { ...bearer(user.tokens), 'Idempotency-Key': `daily-${user.id}-key` };
    expect((await send('POST', '/api/users/daily', { auth })).status).toBe(200);
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id))).toHaveLength(1);
    expect((await send('DELETE', '/api/users/', { auth: bearer(user.tokens), body: { password: PASSWORD } })).status).toBe(204);
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id))).toEqual([]);
  });

  it.each(['a<b@test.pl', 'a>b@test.pl', '"a"@test.pl', 'a,b@test.pl', 'a@test.pl,b@test.pl'])('refuses the address %s', async (email) => {
    const body = { username: `chars_${sequence}`, email, password: 'secret123', terms_accepted: true, market_id: 1 };
    await expectError(await send('POST', '/api/auth/register', { body }), 400, 'ValidationError');
  });

  it('limits avatar uploads per account (429)', async () => {
    const user = await signedInUser();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.set('image', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }));
      return server.app.request('/api/users/avatar', { method: 'PUT', headers: bearer(user.tokens), body: form });
    };
    for (let i = 0; i < 20; i += 1) expect((await upload()).status).toBe(200);
    await expectError(await upload(), 429, 'TooManyRequests');
  });

  it('sends Strict-Transport-Security on every answer', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      expect((await send('GET', url)).headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    }
  });
});
