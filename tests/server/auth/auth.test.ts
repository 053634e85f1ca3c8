import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkCode, issueCode } from '@/server/services/codes';
import { verifyAccessToken } from '@/server/auth/jwt';
import { hashPassword } from '@/server/auth/password';
import { ROTATION_RACE_GRACE_MS } from '@/server/auth/refresh-tokens';
import { anonymousDevices, deals, deviceAccounts, favourites, rateLimitCounters, refreshTokens, users } from '@/server/db/schema';
import { memoryMailer } from '@/server/mail/mailer';
import { RATE_LIMITS, type AuthAction } from '@/server/platform/rate-limits';
import type { TokenPair } from '@/shared/schemas/auth';
import { memoryLogger, testApp, testEnv, useTestServer } from '../helpers/app';

const AUTH_RATE_LIMITS = RATE_LIMITS.auth;

const env = testEnv({ TRUST_PROXY: 'true' });
const PASSWORD = 'correct-horse1';
const mailer = memoryMailer();
const logger = memoryLogger();

const server = useTestServer({ seed: true, app: { env, mailer, logger } });
/** One scrypt hash of PASSWORD shared by the users this file inserts directly: hashing is the slow part. */
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

// Each request comes from its own address unless a test says otherwise, so per-address limits only bite on purpose.
let ipSeq = 0;
function nextIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

async function call(method: 'POST' | 'DELETE', path: string, body: unknown, ip = nextIp()): Promise<Response> {
  return server.app.request(`/api/auth${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
}
const post = (path: string, body: unknown, ip?: string) => call('POST', path, body, ip);

async function expectError(res: Response, status: number, errorCode: string): Promise<{ message: string }> {
  const body = (await res.json()) as Record<string, string>;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  return { message: body.message ?? '' };
}

async function tokensOf(res: Response): Promise<TokenPair> {
  const body = (await res.json()) as TokenPair;
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
  return body;
}

const userIdOf = async (tokens: TokenPair) => (await verifyAccessToken(tokens.access_token, env.JWT_SECRET))?.userId;

let userSeq = 0;
/** A user inserted directly (password PASSWORD), for tests that are not about sign-up. */
async function createUser(opts: { verified?: boolean; deleted?: boolean; withPassword?: boolean } = {}) {
  userSeq += 1;
  const email = `user${userSeq}@auth-test.pl`;
  const [row] = await server.db
    .insert(users)
    .values({
      email,
      username: `auth_user_${userSeq}`,
      passwordHash: opts.withPassword === false ? null : passwordHash,
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      deletedAt: opts.deleted ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return { id: row.id, email };
}

const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email);

/** The code in the newest mail to `email`. */
function lastCode(email: string): string {
  const mail = mailsTo(email).at(-1);
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const login = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}, ip?: string) =>
  post('/login', { email, password, ...extra }, ip);

describe('housekeeping', () => {
  // First in the file: the sweep runs at most every few minutes per process, starting with the first limited call.
  it('deletes rate-limit windows older than a day when auth routes are used', async () => {
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 60 * 60 * 1000);
    await server.db.insert(rateLimitCounters).values([
      { bucketKey: 'test:old', windowStart: old, count: 3 },
      { bucketKey: 'test:recent', windowStart: recent, count: 3 },
    ]);
    await post('/forgot-password', { email: 'nobody@auth-test.pl' });
    const left = await server.db
      .select({ key: rateLimitCounters.bucketKey })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.bucketKey} like 'test:%'`);
    expect(left.map((r) => r.key)).toEqual(['test:recent']);
  });
});

describe('sign-up, verification and sign-in', () => {
  it('registers an unverified user, mails a Polish code, and signs in only after verification', async () => {
    // One device throughout: its newer code replaces its older one.
    const device = nextIp();
    const res = await post(
      '/register',
      {
        terms_accepted: true,
        username: 'Nowy_Uzytkownik',
        email: ' Nowy@Example.PL ',
        password: 'sekret1',
      },
      device,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ id: expect.any(Number), email: 'nowy@example.pl', username: 'Nowy_Uzytkownik' });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);

    const [stored] = await server.db
      .select()
      .from(users)
      .where(eq(users.id, body.id as number));
    expect(stored?.emailVerifiedAt).toBeNull();
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);

    const [mail] = mailsTo('nowy@example.pl');
    const code = lastCode('nowy@example.pl');
    expect(mail?.subject).toBe('Potwierdź swój adres e-mail');
    expect(mail?.subject).not.toContain(code);
    expect(mail?.text).toContain('Twój kod');
    expect(mail?.html).toContain(code);
    expect(mail?.html).toContain('lang="pl"');
    expect(mail?.text).toContain('Kod jest ważny przez 10 minut');

    // Right password, unverified: EmailNotVerified, and a fresh code replaces the first one.
    await expectError(await login('nowy@example.pl', 'sekret1', {}, device), 403, 'EmailNotVerified');
    expect(mailsTo('nowy@example.pl')).toHaveLength(2);
    const fresh = lastCode('nowy@example.pl');
    if (fresh !== code) await expectError(await post('/verify-email', { email: 'nowy@example.pl', code }, device), 400, 'InvalidCode');

    const verified = await post('/verify-email', { email: 'NOWY@example.pl', code: fresh }, device);
    expect(verified.status).toBe(204);
    const tokens = await tokensOf(await login('nowy@example.pl', 'sekret1'));
    expect(await userIdOf(tokens)).toBe(body.id);
    // Codes never reach the log.
    expect(JSON.stringify(logger.records)).not.toContain(fresh);
  });

  it('refuses a sign-up without the accepted terms (400) and records when they were accepted', async () => {
    const body = { username: 'bez_zgody', email: 'bez-zgody@example.pl', password: 'sekret1' };
    for (const terms of [{}, { terms_accepted: false }, { terms_accepted: 'yes' }]) {
      const { message } = await expectError(await post('/register', { ...body, ...terms }), 400, 'ValidationError');
      expect(message).toContain('terms_accepted');
    }
    expect(await server.db.select().from(users).where(eq(users.email, 'bez-zgody@example.pl'))).toEqual([]);
    const res = await post('/register', { ...body, terms_accepted: true });
    expect(res.status).toBe(201);
    const [row] = await server.db
      .select({ termsAcceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.email, 'bez-zgody@example.pl'));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('sends no mail when send_verification_email is false', async () => {
    const res = await post('/register', {
      terms_accepted: true,
      username: 'bez_maila',
      email: 'bez-maila@example.pl',
      password: 'sekret1',
      send_verification_email: false,
    });
    expect(res.status).toBe(201);
    expect(mailsTo('bez-maila@example.pl')).toHaveLength(0);
  });

  it('refuses a taken e-mail or a taken username, whatever their case', async () => {
    const existing = await createUser();
    await expectError(
      await post('/register', {
        terms_accepted: true,
        username: 'zupelnie_nowy',
        email: existing.email.toUpperCase(),
        password: 'sekret1',
      }),
      409,
      'UserAlreadyExists',
    );
    await expectError(
      await post('/register', {
        terms_accepted: true,
        username: 'AUTH_USER_' + String(userSeq),
        email: 'inny@example.pl',
        password: 'sekret1',
      }),
      409,
      'UsernameAlreadyTaken',
    );
    await expectError(
      await post('/register', {
        terms_accepted: true,
        username: 'ktos_nowy',
        email: 'ktos@example.pl',
        password: 'sekret1',
        market_id: 999,
      }),
      400,
      'ValidationError',
    );
  });

  it('lets one of two simultaneous sign-ups with one address win; the other gets UserAlreadyExists', async () => {
    const answers = await Promise.all([
      post('/register', {
        terms_accepted: true,
        username: 'racer_one',
        email: 'race@example.pl',
        password: 'sekret1',
        send_verification_email: false,
      }),
      post('/register', {
        terms_accepted: true,
        username: 'racer_two',
        email: 'RACE@example.pl',
        password: 'sekret1',
        send_verification_email: false,
      }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409);
    if (!loser) throw new Error('expected a loser');
    await expectError(loser, 409, 'UserAlreadyExists');
    const rows = await server.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'race@example.pl'`);
    expect(rows).toHaveLength(1);
  });

  it('answers InvalidCredentials alike for an unknown e-mail, a wrong password, a deleted or a password-less account', async () => {
    const user = await createUser();
    const deleted = await createUser({ deleted: true });
    const social = await createUser({ withPassword: false });
    const started = performance.now();
    const unknown = await expectError(await login('nikt-taki@example.pl'), 401, 'InvalidCredentials');
    const unknownMs = performance.now() - started;
    const wrong = await expectError(await login(user.email, 'wrong-password'), 401, 'InvalidCredentials');
    expect(unknown.message).toBe(wrong.message);
    expect(unknown.message).toBe('Invalid email or password');
    // The unknown address still paid for a scrypt run (a lookup alone takes a millisecond or two).
    expect(unknownMs).toBeGreaterThan(15);
    await expectError(await login(deleted.email), 401, 'InvalidCredentials');
    await expectError(await login(social.email), 401, 'InvalidCredentials');
    // A wrong password of an unverified account says nothing about verification and sends nothing.
    const unverified = await createUser({ verified: false });
    await expectError(await login(unverified.email, 'wrong-password'), 401, 'InvalidCredentials');
    expect(mailsTo(unverified.email)).toHaveLength(0);
  });

  it('signs in with tokens that are not cached', async () => {
    const user = await createUser();
    const res = await login(user.email.toUpperCase());
    expect(res.headers.get('cache-control')).toBe('no-store');
    const tokens = await tokensOf(res);
    expect(await userIdOf(tokens)).toBe(user.id);
    expect(tokens.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('moves the favourites of the anonymous device to the user, skipping deals already saved', async () => {
    const user = await createUser();
    const dealRows = await server.db.select({ id: deals.id }).from(deals).orderBy(deals.id).limit(3);
    const [a, b, c] = dealRows.map((d) => d.id);
    if (a === undefined || b === undefined || c === undefined) throw new Error('seed has no deals');
    await server.db.insert(anonymousDevices).values({ id: 'device-1234' });
    await server.db.insert(favourites).values([
      { anonymousDeviceId: 'device-1234', dealId: a },
      { anonymousDeviceId: 'device-1234', dealId: b },
      { userId: user.id, dealId: b },
      { userId: user.id, dealId: c },
    ]);
    await tokensOf(await login(user.email, PASSWORD, { anonymous_device_id: 'device-1234' }));

    const saved = await server.db.select({ dealId: favourites.dealId }).from(favourites).where(eq(favourites.userId, user.id));
    expect(saved.map((f) => f.dealId).sort((x, y) => x - y)).toEqual([a, b, c].sort((x, y) => x - y));
    const onDevice = await server.db.select().from(favourites).where(eq(favourites.anonymousDeviceId, 'device-1234'));
    expect(onDevice).toHaveLength(0);
    const [device] = await server.db.select().from(anonymousDevices).where(eq(anonymousDevices.id, 'device-1234'));
    expect(device?.userId).toBe(user.id);

    // An unknown device id is no obstacle to signing in.
    await tokensOf(await login(user.email, PASSWORD, { anonymous_device_id: 'never-seen' }));
  });

  it('remembers every account that signed in on a device, so accounts sharing it vote as one', async () => {
    const [first, second] = [await createUser(), await createUser()];
    await server.db.insert(anonymousDevices).values({ id: 'device-shared' });
    await tokensOf(await login(first.email, PASSWORD, { anonymous_device_id: 'device-shared' }));
    await tokensOf(await login(second.email, PASSWORD, { anonymous_device_id: 'device-shared' }));
    const linked = await server.db
      .select({ userId: deviceAccounts.userId })
      .from(deviceAccounts)
      .where(eq(deviceAccounts.deviceId, 'device-shared'));
    expect(linked.map((row) => row.userId).sort((x, y) => x - y)).toEqual([first.id, second.id].sort((x, y) => x - y));
    const [device] = await server.db.select().from(anonymousDevices).where(eq(anonymousDevices.id, 'device-shared'));
    expect(device?.userId).toBe(second.id);
  });
});

describe('verification codes', () => {
  it('locks a code after 5 wrong tries from the client that asked for it: the right code is refused afterwards', async () => {
    const user = await createUser({ verified: false });
    const ip = nextIp();
    const code = await issueCode(server.db, { email: user.email, purpose: 'verify_email', userId: user.id, requester: { ip } });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expectError(await post('/verify-email', { email: user.email, code: wrong }, ip), 400, 'InvalidCode');
    }
    await expectError(await post('/verify-email', { email: user.email, code }, ip), 400, 'InvalidCode');
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('accepts the right code after 4 wrong tries, once', async () => {
    const user = await createUser({ verified: false });
    const ip = nextIp();
    const code = await issueCode(server.db, { email: user.email, purpose: 'verify_email', userId: user.id, requester: { ip } });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      await expectError(await post('/verify-email', { email: user.email, code: wrong }, ip), 400, 'InvalidCode');
    }
    expect((await post('/verify-email', { email: user.email, code }, ip)).status).toBe(204);
    await expectError(await post('/verify-email', { email: user.email, code }, ip), 400, 'InvalidCode');
    await tokensOf(await login(user.email));
  });

  it('accepts the code typed on another device than the one that asked for it', async () => {
    const user = await createUser({ verified: false });
    const code = await issueCode(server.db, { email: user.email, purpose: 'verify_email', userId: user.id, requester: { ip: nextIp() } });
    expect((await post('/verify-email', { email: user.email, code }, nextIp())).status).toBe(204);
  });

  it('expires codes after 10 minutes', async () => {
    const user = await createUser({ verified: false });
    const requester = { ip: nextIp() };
    const issuedAt = new Date(Date.now() - 10 * 60_000 - 1000);
    const code = await issueCode(server.db, { email: user.email, purpose: 'verify_email', userId: user.id, requester }, issuedAt);
    await expectError(await post('/verify-email', { email: user.email, code }, requester.ip), 400, 'InvalidCode');

    const fresh = await issueCode(server.db, { email: user.email, purpose: 'verify_email', userId: user.id, requester });
    const nineMinutesLater = new Date(Date.now() + 9 * 60_000);
    await expect(
      checkCode(server.db, { email: user.email, purpose: 'verify_email', code: fresh, consume: false, requester }, nineMinutesLater),
    ).resolves.toEqual({ userId: user.id, forReset: false });
    const elevenMinutesLater = new Date(Date.now() + 11 * 60_000);
    await expect(
      checkCode(server.db, { email: user.email, purpose: 'verify_email', code: fresh, consume: false, requester }, elevenMinutesLater),
    ).rejects.toMatchObject({ errorCode: 'InvalidCode' });
  });

  it('does not accept a code issued for another purpose', async () => {
    const user = await createUser();
    const ip = nextIp();
    const code = await issueCode(server.db, { email: user.email, purpose: 'change_email', userId: user.id, requester: { ip } });
    await expectError(await post('/password-reset-check-code', { email: user.email, code }, ip), 400, 'InvalidCode');
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) => post('/refresh', { refresh_token: token });

  it('rotates on every refresh: the new token works, the old one does not', async () => {
    const user = await createUser();
    const first = await tokensOf(await login(user.email));
    const second = await tokensOf(await refresh(first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await userIdOf(second)).toBe(user.id);
    const third = await tokensOf(await refresh(second.refresh_token));
    expect(await userIdOf(third)).toBe(user.id);
    // The stored rows hold hashes only, chained by replaced_by.
    const rows = await server.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)).orderBy(refreshTokens.id);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.hash)).not.toContain(first.refresh_token);
    expect(rows[0]?.replacedBy).toBe(rows[1]?.id);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    const lifetimeDays = ((rows[2]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(29.9);
    expect(lifetimeDays).toBeLessThanOrEqual(30);
  });

  it('revokes the whole family when an old token is reused: the newest one stops working too', async () => {
    const user = await createUser();
    const first = await tokensOf(await login(user.email));
    const otherSession = await tokensOf(await login(user.email));
    const second = await tokensOf(await refresh(first.refresh_token));
    const third = await tokensOf(await refresh(second.refresh_token));
    // Time passes beyond the two-tabs grace: a use of the first token now can only be a stolen copy.
    await server.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - ROTATION_RACE_GRACE_MS - 1000) })
      .where(and(eq(refreshTokens.userId, user.id), sql`${refreshTokens.revokedAt} is not null`));

    await expectError(await refresh(first.refresh_token), 401, 'Unauthorized');
    await expectError(await refresh(third.refresh_token), 401, 'Unauthorized');
    // Only that family ends: the session on another device goes on.
    await tokensOf(await refresh(otherSession.refresh_token));
  });

  it('answers both of two simultaneous refreshes with one token with the same successor, without ending the session', async () => {
    const user = await createUser();
    const tokens = await tokensOf(await login(user.email));
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map(tokensOf));
    if (!a || !b) throw new Error('expected two answers');
    // One successor, not two live siblings: the session stays one family of one live token.
    expect(a.refresh_token).toBe(b.refresh_token);
    const live = await server.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.id), sql`${refreshTokens.revokedAt} is null`));
    expect(live).toHaveLength(1);
    // Both tabs go on: the first to refresh rotates, the other (inside the grace) gets the same next token.
    const next = await tokensOf(await refresh(a.refresh_token));
    expect((await tokensOf(await refresh(b.refresh_token))).refresh_token).toBe(next.refresh_token);
  });

  it('recovers a refresh whose answer was lost (page reloaded mid-flight) within the grace, but not after a logout', async () => {
    const user = await createUser();
    const tokens = await tokensOf(await login(user.email));
    const lost = await refresh(tokens.refresh_token);
    expect(lost.status).toBe(200);
    const recovered = await tokensOf(await refresh(tokens.refresh_token));
    expect(await userIdOf(recovered)).toBe(user.id);

    const other = await tokensOf(await login(user.email));
    const successor = await tokensOf(await refresh(other.refresh_token));
    expect((await call('DELETE', '/logout', { refresh_token: successor.refresh_token })).status).toBe(204);
    await expectError(await refresh(other.refresh_token), 401, 'Unauthorized');
  });

  it('refuses expired, unknown and malformed tokens', async () => {
    const user = await createUser();
    const tokens = await tokensOf(await login(user.email));
    await server.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    await expectError(await refresh(tokens.refresh_token), 401, 'Unauthorized');
    await expectError(await refresh('x'.repeat(43)), 401, 'Unauthorized');
    await expectError(await refresh(tokens.access_token), 401, 'Unauthorized');
    await expectError(await post('/refresh', {}), 400, 'ValidationError');
    await expectError(await post('/refresh', { refresh_token: 42 }), 400, 'ValidationError');
    await expectError(await post('/refresh', { refresh_token: 'a'.repeat(513) }), 400, 'ValidationError');
  });

  it('stops a deleted user from refreshing or signing in', async () => {
    const user = await createUser();
    const tokens = await tokensOf(await login(user.email));
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await expectError(await refresh(tokens.refresh_token), 401, 'Unauthorized');
    await expectError(await login(user.email), 401, 'InvalidCredentials');
  });

  it('logs out: the token stops working; logging out again or with an unknown token is fine', async () => {
    const user = await createUser();
    const tokens = await tokensOf(await login(user.email));
    const other = await tokensOf(await login(user.email));
    expect((await call('DELETE', '/logout', { refresh_token: tokens.refresh_token })).status).toBe(204);
    await expectError(await refresh(tokens.refresh_token), 401, 'Unauthorized');
    expect((await call('DELETE', '/logout', { refresh_token: tokens.refresh_token })).status).toBe(204);
    expect((await call('DELETE', '/logout', { refresh_token: 'never-issued' })).status).toBe(204);
    await expectError(await call('DELETE', '/logout', {}), 400, 'ValidationError');
    // Another session of the same user is untouched.
    await tokensOf(await refresh(other.refresh_token));
  });
});

describe('mail language', () => {
  const withLanguage = (path: string, body: unknown, acceptLanguage: string) =>
    server.app.request(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp(), 'Accept-Language': acceptLanguage },
      body: JSON.stringify(body),
    });

  it('mails the verification code in English when the request prefers English', async () => {
    const email = 'english@auth-test.pl';
    const res = await withLanguage('/register', { terms_accepted: true, username: 'English_User', email, password: 'sekret1' }, 'en');
    expect(res.status).toBe(201);
    const mail = mailsTo(email).at(-1);
    const code = lastCode(email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toContain(`Your code: ${code}`);
    expect(mail?.text).toContain('The code is valid for 10 minutes and can be used only once.');
    expect(mail?.text).toContain('The Okazje team');
    expect(mail?.text).not.toMatch(/Twój|Kod/);
    expect(mail?.html).toContain('lang="en"');
    expect(mail?.html).toContain(code);
    // Escaped like every other interpolated text.
    expect(mail?.html).toContain('If this wasn&#39;t you');
  });

  it('keeps Polish for a language it has no mails in, and follows the header for the reset code', async () => {
    const user = await createUser();
    expect((await withLanguage('/forgot-password', { email: user.email }, 'de-DE,de;q=0.9')).status).toBe(204);
    expect(mailsTo(user.email).at(-1)?.subject).toBe('Resetowanie hasła');
    expect((await withLanguage('/forgot-password', { email: user.email }, 'de-DE,en-GB;q=0.8,pl;q=0.5')).status).toBe(204);
    expect(mailsTo(user.email).at(-1)?.subject).toBe('Password reset');
    expect(mailsTo(user.email).at(-1)?.html).toContain('lang="en"');
  });
});

describe('password reset', () => {
  it('mails a reset code, checks it without using it up, sets the new password and ends every session', async () => {
    const user = await createUser();
    const session = await tokensOf(await login(user.email));
    expect((await post('/forgot-password', { email: user.email.toUpperCase(), market_id: 1 })).status).toBe(204);
    const mail = mailsTo(user.email).at(-1);
    expect(mail?.subject).toBe('Resetowanie hasła');
    const code = lastCode(user.email);

    await expectError(
      await post('/password-reset-check-code', { email: user.email, code: code === '999999' ? '000000' : '999999' }),
      400,
      'InvalidCode',
    );
    expect((await post('/password-reset-check-code', { email: user.email, code })).status).toBe(204);
    expect((await post('/password-reset-check-code', { email: user.email, code })).status).toBe(204);

    expect((await post('/reset-password', { email: user.email, code, password: 'brand-new-pass' })).status).toBe(204);
    await expectError(await post('/reset-password', { email: user.email, code, password: 'another-pass1' }), 400, 'InvalidCode');
    await expectError(await login(user.email), 401, 'InvalidCredentials');
    await tokensOf(await login(user.email, 'brand-new-pass'));
    await expectError(await post('/refresh', { refresh_token: session.refresh_token }), 401, 'Unauthorized');
  });

  it('answers UserNotFound for an unknown or deleted address', async () => {
    const deleted = await createUser({ deleted: true });
    await expectError(await post('/forgot-password', { email: 'brak@example.pl' }), 404, 'UserNotFound');
    await expectError(await post('/forgot-password', { email: deleted.email }), 404, 'UserNotFound');
    expect(mailsTo(deleted.email)).toHaveLength(0);
  });

  it('sends an unverified address through verification first, then the reset code', async () => {
    const user = await createUser({ verified: false });
    await expectError(await post('/forgot-password', { email: user.email }), 403, 'EmailNotVerified');
    expect(mailsTo(user.email).at(-1)?.subject).toBe('Potwierdź swój adres e-mail');
    // A verification code is not a reset code.
    await expectError(await post('/password-reset-check-code', { email: user.email, code: lastCode(user.email) }), 400, 'InvalidCode');
    expect((await post('/verify-email', { email: user.email, code: lastCode(user.email) })).status).toBe(204);
    expect((await post('/forgot-password', { email: user.email })).status).toBe(204);
    expect(mailsTo(user.email).at(-1)?.subject).toBe('Resetowanie hasła');
    expect((await post('/reset-password', { email: user.email, code: lastCode(user.email), password: 'fresh-pass1' })).status).toBe(204);
    await tokensOf(await login(user.email, 'fresh-pass1'));
  });

  it('refuses the final step after 5 wrong tries even with the right code', async () => {
    const user = await createUser();
    const device = nextIp();
    expect((await post('/forgot-password', { email: user.email }, device)).status).toBe(204);
    const code = lastCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expectError(await post('/password-reset-check-code', { email: user.email, code: wrong }, device), 400, 'InvalidCode');
    }
    await expectError(await post('/reset-password', { email: user.email, code, password: 'brand-new-pass' }, device), 400, 'InvalidCode');
    await tokensOf(await login(user.email));
  });
});

describe('bad input', () => {
  const valid = {
    register: { username: 'valid_name', email: 'valid@example.pl', password: 'sekret1', terms_accepted: true },
    login: { email: 'valid@example.pl', password: 'whatever1' },
    'verify-email': { email: 'valid@example.pl', code: '123456' },
    'forgot-password': { email: 'valid@example.pl' },
    'password-reset-check-code': { email: 'valid@example.pl', code: '123456' },
    'reset-password': { email: 'valid@example.pl', code: '123456', password: 'newpass12' },
    refresh: { refresh_token: 'abc' },
    facebook: { token: 'abc' },
    apple: { code: 'abc', nonce: 'n' },
  } as const;

  const cases: [keyof typeof valid, string, unknown][] = [
    ['register', 'terms_accepted', false],
    ['register', 'terms_accepted', undefined],
    ['register', 'username', undefined],
    ['register', 'username', 42],
    ['register', 'username', 'ab'],
    ['register', 'username', '   '],
    ['register', 'username', 'x'.repeat(33)],
    ['register', 'email', undefined],
    ['register', 'email', 'not-an-email'],
    ['register', 'email', 'two words@example.pl'],
    ['register', 'email', `${'a'.repeat(250)}@example.pl`],
    ['register', 'email', ['a@b.pl']],
    ['register', 'password', undefined],
    ['register', 'password', 'short'],
    ['register', 'password', 'has space1'],
    ['register', 'password', 'x'.repeat(129)],
    ['register', 'password', 123456789],
    ['register', 'market_id', 'one'],
    ['register', 'market_id', 0],
    ['register', 'send_verification_email', 'yes'],
    ['register', 'notification_tags', 'tag'],
    ['login', 'email', undefined],
    ['login', 'email', 'nope'],
    ['login', 'password', undefined],
    ['login', 'password', ''],
    ['login', 'password', false],
    ['login', 'password', 'x'.repeat(1025)],
    ['login', 'anonymous_device_id', 'x'.repeat(65)],
    ['login', 'anonymous_device_id', 12],
    ['verify-email', 'email', 'nope'],
    ['verify-email', 'code', undefined],
    ['verify-email', 'code', '12345'],
    ['verify-email', 'code', '1234567'],
    ['verify-email', 'code', 'abcdef'],
    ['verify-email', 'code', 123456],
    ['forgot-password', 'email', undefined],
    ['forgot-password', 'email', 'a@b'],
    ['forgot-password', 'market_id', 1.5],
    ['password-reset-check-code', 'code', undefined],
    ['password-reset-check-code', 'email', 7],
    // A new password follows sign-up's rule (6 characters), so 5 is the shortest refused.
    ['reset-password', 'password', 'short'],
    ['reset-password', 'password', 'with space12'],
    ['reset-password', 'password', undefined],
    ['reset-password', 'code', '12 456'],
    ['refresh', 'refresh_token', undefined],
    ['refresh', 'refresh_token', ''],
    ['facebook', 'token', undefined],
    ['facebook', 'token', 'x'.repeat(4097)],
    ['facebook', 'token', {}],
    ['apple', 'code', undefined],
    ['apple', 'nonce', undefined],
    ['apple', 'nonce', 'x'.repeat(257)],
    ['apple', 'email', 5],
  ];

  it.each(cases)('POST /%s with %s = %j answers 400 ValidationError', async (route, field, value) => {
    const body: Record<string, unknown> = { ...valid[route] };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const { message } = await expectError(await post(`/${route}`, body), 400, 'ValidationError');
    expect(message).toContain(field);
  });

  it('refuses a NUL character in any field with 400, never a database error', async () => {
    for (const [route, field] of [
      ['register', 'username'],
      ['register', 'email'],
      ['login', 'password'],
      ['apple', 'nonce'],
    ] as const) {
      const body: Record<string, unknown> = { ...valid[route], [field]: 'ab\u0000cdefgh' };
      await expectError(await post(`/${route}`, body), 400, 'ValidationError');
    }
  });

  it('refuses a body that is not a JSON object', async () => {
    const send = (body: string, type = 'application/json') =>
      server.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': nextIp() }, body });
    await expectError(await send('{"email":'), 400, 'ValidationError');
    await expectError(await send('[]'), 400, 'ValidationError');
    await expectError(await send('null'), 400, 'ValidationError');
    await expectError(await send('email=a@b.pl&password=x', 'application/x-www-form-urlencoded'), 400, 'ValidationError');
  });
});

describe('rate limits', () => {
  const HOUR = 60 * 60 * 1000;
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A cheap request of `action`: none of them hashes a password except login with an unknown address. */
  function attempt(action: AuthAction, n: number, email: string, ip: string): Promise<Response> {
    switch (action) {
      case 'login':
        return post('/login', { email, password: 'wrong-pass' }, ip);
      case 'register':
        // The username is taken, so no account is created and no password hashed.
        return post('/register', { terms_accepted: true, username: 'demo', email, password: 'sekret1' }, ip);
      case 'forgot-password':
        return post('/forgot-password', { email }, ip);
      case 'verify-email':
      case 'password-reset-check-code':
        return post(`/${action}`, { email, code: '000000' }, ip);
      case 'reset-password':
        return post('/reset-password', { email, code: '000000', password: 'newpass12' }, ip);
      case 'facebook':
        return post('/facebook', { token: `token-${n}` }, ip);
      case 'apple':
        return post('/apple', { code: `code-${n}`, nonce: 'nonce' }, ip);
    }
  }

  const actions = Object.keys(AUTH_RATE_LIMITS) as AuthAction[];

  /** Frozen at the start of an hour, so every window (a minute, 10 minutes, an hour) is fresh and cannot roll over. */
  function freezeAtWindowStart(): void {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Math.floor(Date.now() / HOUR) * HOUR + 1000));
  }

  it.each(actions)('%s: per address, then 429 with Retry-After', async (action) => {
    freezeAtWindowStart();
    const { limit, windowMs } = AUTH_RATE_LIMITS[action].ip;
    const ip = nextIp();
    for (let n = 0; n < limit; n += 1) {
      const res = await attempt(action, n, `ip-limit-${action}-${n}@example.pl`, ip);
      expect(res.status, `attempt ${n + 1}`).not.toBe(429);
    }
    const blocked = await attempt(action, limit, `ip-limit-${action}-last@example.pl`, ip);
    await expectError(blocked, 429, 'TooManyRequests');
    expect(blocked.headers.get('retry-after')).toBe(String(windowMs / 1000 - 1));
    // Another address is not affected.
    expect((await attempt(action, limit + 1, `ip-limit-${action}-other@example.pl`, nextIp())).status).not.toBe(429);
  });

  it.each(actions.filter((a) => 'email' in AUTH_RATE_LIMITS[a]))(
    '%s: per e-mail address from any number of addresses, then 429 with Retry-After',
    async (action) => {
      freezeAtWindowStart();
      const rules = AUTH_RATE_LIMITS[action];
      if (!('email' in rules)) throw new Error('no e-mail rule');
      const email = `email-limit-${action}@example.pl`;
      for (let n = 0; n < rules.email.limit; n += 1) {
        expect((await attempt(action, n, email, nextIp())).status, `attempt ${n + 1}`).not.toBe(429);
      }
      const blocked = await attempt(action, rules.email.limit, email.toUpperCase(), nextIp());
      await expectError(blocked, 429, 'TooManyRequests');
      expect(Number(blocked.headers.get('retry-after'))).toBe(rules.email.windowMs / 1000 - 1);
    },
  );

  it('counts the first X-Forwarded-For hop only when TRUST_PROXY is on', async () => {
    freezeAtWindowStart();
    const untrusting = testApp({ db: server.db, mediaDir: server.mediaDir, env: testEnv(), mailer });
    const { limit } = AUTH_RATE_LIMITS.facebook.ip;
    // Without a trusted proxy every request of server.app.request() has the same (unknown) address, whatever the header says.
    const send = () =>
      untrusting.request('/api/auth/facebook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
        body: JSON.stringify({ token: 'abc' }),
      });
    for (let n = 0; n < limit; n += 1) expect((await send()).status).toBe(404);
    await expectError(await send(), 429, 'TooManyRequests');
  });
});
