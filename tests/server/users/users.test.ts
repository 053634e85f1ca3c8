import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/server/auth/password';
import { comments, deals, favourites, keywordAlerts, markets, pointsLedger, refreshTokens, users, votes } from '@/server/db/schema';
import { DEMO_EMAIL } from '@/server/seed';
import { memoryMailer } from '@/server/mail/mailer';
import { MARKETING_CONSENT_POINTS } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import type { CurrentUser, PublicProfile } from '@/shared/schemas/user';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { sessionHeaders, useTestServer } from '../helpers/app';
import { createUser, jsonHeaders, TEST_PASSWORD } from '../helpers/profile-users';

const mailer = memoryMailer();
const server = useTestServer({ seed: true, app: { mailer } });

interface ErrorBody {
  timestamp: string;
  message: string;
  errorCode: string;
}

async function expectError(res: Response, status: number, errorCode: string): Promise<ErrorBody> {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  return body;
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  server.app.request(path, { method, headers: jsonHeaders(headers), body: body === undefined ? undefined : JSON.stringify(body) });

const getMe = async (headers: Record<string, string>) => json<CurrentUser>(await server.app.request('/api/users/', { headers }));

/** The calendar date in Warsaw, as the server must judge birth dates. */
const warsawDate = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
const shiftDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function demoUser() {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!row) throw new Error('demo user missing');
  return { id: row.id, headers: await sessionHeaders(server.db, row.id) };
}

const baseProfile = { marketing_consent: false };

describe('GET /api/users/', () => {
  it('answers the caller with points per market and activity counts', async () => {
    const demo = await demoUser();
    const me = await getMe(demo.headers);
    expect(me).toMatchObject({
      id: demo.id,
      email: DEMO_EMAIL,
      username: 'demo',
      phone: '+48600700800',
      birthdate: '1990-05-17',
      gender: 'male',
      market_id: 1,
    });
    expect(me.marketing_consent_granted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [ledger] = await server.db
      .select({ total: sql<number>`sum(${pointsLedger.points})::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, demo.id));
    expect(me.user_points).toEqual([{ market_id: 1, points: ledger?.total }]);
    const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;
    const n = sql<number>`count(*)::int`;
    expect(me._count).toEqual({
      user_votes: await count(server.db.select({ n }).from(votes).where(eq(votes.userId, demo.id))),
      deal_comments: await count(
        server.db
          .select({ n })
          .from(comments)
          .where(and(eq(comments.userId, demo.id), sql`${comments.deletedAt} is null`)),
      ),
      deals: await count(server.db.select({ n }).from(deals).where(eq(deals.userId, demo.id))),
    });
    expect(me._count.deals).toBeGreaterThan(0);
  });

  it('lists a zero balance for the own market of a user without points', async () => {
    const user = await createUser(server.db);
    const me = await getMe(user.headers);
    expect(me.user_points).toEqual([{ market_id: 1, points: 0 }]);
    expect(me._count).toEqual({ user_votes: 0, deal_comments: 0, deals: 0 });
    expect(me.phone).toBeNull();
  });

  it('is never cached', async () => {
    const user = await createUser(server.db);
    const res = await server.app.request('/api/users/', { headers: user.headers });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('guests and bad tokens', () => {
  const privateRoutes: [string, string, unknown?][] = [
    ['GET', '/api/users/'],
    ['PUT', '/api/users/', { username: 'guest_user', marketing_consent: false }],
    ['DELETE', '/api/users/'],
    ['POST', '/api/users/tags', { tags: ['a'] }],
    ['PUT', '/api/users/market', { market_id: 1 }],
    ['PUT', '/api/users/email', { email: 'guest@test.pl' }],
    ['POST', '/api/users/confirm-email', { email: 'guest@test.pl', code: '123456' }],
    ['POST', '/api/users/password', { old_password: 'whatever1', password: 'whatever2' }],
    ['PUT', '/api/users/avatar'],
    ['DELETE', '/api/users/avatar'],
    ['GET', '/api/users/achievements'],
  ];

  it.each(privateRoutes)('%s %s answers 401 to a guest', async (method, path, body) => {
    await expectError(await send(method, path, {}, body), 401, 'Unauthorized');
  });

  it.each(privateRoutes)('%s %s answers 401 to a forged token', async (method, path, body) => {
    await expectError(await send(method, path, { Authorization: 'Bearer aaa.bbb.ccc' }, body), 401, 'Unauthorized');
  });
});

describe('PUT /api/users/', () => {
  it('saves the profile and answers the updated user', async () => {
    const user = await createUser(server.db);
    const updated = await json<CurrentUser>(
      await send('PUT', '/api/users/', user.headers, {
        username: '  Nowa_Nazwa_1  ',
        phone: '+48123456789',
        birthdate: '1991-02-03',
        gender: 'female',
        marketing_consent: false,
      }),
    );
    expect(updated).toMatchObject({
      username: 'Nowa_Nazwa_1',
      phone: '+48123456789',
      birthdate: '1991-02-03',
      gender: 'female',
      marketing_consent_granted_at: null,
    });
    expect(await getMe(user.headers)).toEqual(updated);
  });

  it('keeps omitted optional fields and clears the ones sent as null', async () => {
    const user = await createUser(server.db, { phone: '+48111222333', birthdate: '1980-01-01', gender: 'male' });
    const kept = await json<CurrentUser>(await send('PUT', '/api/users/', user.headers, { ...baseProfile, username: user.username }));
    expect(kept).toMatchObject({ phone: '+48111222333', birthdate: '1980-01-01', gender: 'male' });
    const cleared = await json<CurrentUser>(
      await send('PUT', '/api/users/', user.headers, {
        ...baseProfile,
        username: user.username,
        phone: null,
        birthdate: null,
        gender: null,
      }),
    );
    expect(cleared).toMatchObject({ phone: null, birthdate: null, gender: null });
  });

  it("refuses another user's username whatever its case (409 UsernameAlreadyTaken), but allows re-casing one's own", async () => {
    const owner = await createUser(server.db, { username: 'Zajety_Nick' });
    const user = await createUser(server.db);
    await expectError(
      await send('PUT', '/api/users/', user.headers, { ...baseProfile, username: 'ZAJETY_NICK' }),
      409,
      'UsernameAlreadyTaken',
    );
    expect((await getMe(user.headers)).username).toBe(user.username);
    const recased = await json<CurrentUser>(await send('PUT', '/api/users/', owner.headers, { ...baseProfile, username: 'zajety_NICK' }));
    expect(recased.username).toBe('zajety_NICK');
  });

  const badBodies: [string, Record<string, unknown>, string][] = [
    ['missing username', { marketing_consent: false }, 'username'],
    ['blank username', { username: '   ', marketing_consent: false }, VALIDATION_MESSAGES.usernameRequired],
    ['short username', { username: 'ab', marketing_consent: false }, VALIDATION_MESSAGES.usernameLength],
    ['long username', { username: 'x'.repeat(33), marketing_consent: false }, VALIDATION_MESSAGES.usernameLength],
    ['numeric username', { username: 12345, marketing_consent: false }, 'username'],
    ['phone without plus', { username: 'valid_name', phone: '48123456789', marketing_consent: false }, VALIDATION_MESSAGES.phoneInvalid],
    ['phone too short', { username: 'valid_name', phone: '+4812345678', marketing_consent: false }, VALIDATION_MESSAGES.phoneInvalid],
    ['phone with spaces', { username: 'valid_name', phone: '+48 123 456 789', marketing_consent: false }, VALIDATION_MESSAGES.phoneInvalid],
    [
      'birthdate as DD.MM.YYYY',
      { username: 'valid_name', birthdate: '17.05.1990', marketing_consent: false },
      VALIDATION_MESSAGES.birthdateInvalid,
    ],
    [
      'birthdate as words',
      { username: 'valid_name', birthdate: 'yesterday', marketing_consent: false },
      VALIDATION_MESSAGES.birthdateInvalid,
    ],
    [
      'impossible birthdate',
      { username: 'valid_name', birthdate: '1990-02-30', marketing_consent: false },
      VALIDATION_MESSAGES.birthdateInvalid,
    ],
    // The calendar has no year 0 (PostgreSQL neither): outside the birth date range like any day before 120 years ago.
    [
      'birthdate in year 0',
      { username: 'valid_name', birthdate: '0000-01-01', marketing_consent: false },
      VALIDATION_MESSAGES.birthdateRange,
    ],
    ['gender outside the list', { username: 'valid_name', gender: 'other', marketing_consent: false }, VALIDATION_MESSAGES.genderInvalid],
    ['missing consent', { username: 'valid_name' }, 'marketing_consent'],
    ['consent as text', { username: 'valid_name', marketing_consent: 'yes' }, 'marketing_consent'],
  ];

  it.each(badBodies)('answers 400 for %s', async (_name, body, message) => {
    const user = await createUser(server.db);
    const error = await expectError(await send('PUT', '/api/users/', user.headers, body), 400, 'ValidationError');
    expect(error.message).toContain(message);
    expect((await getMe(user.headers)).username).toBe(user.username);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const user = await createUser(server.db);
    await expectError(
      await server.app.request('/api/users/', { method: 'PUT', headers: jsonHeaders(user.headers), body: '{"username":' }),
      400,
      'ValidationError',
    );
    await expectError(
      await server.app.request('/api/users/', { method: 'PUT', headers: { ...user.headers, 'Content-Type': 'text/plain' }, body: '{}' }),
      400,
      'ValidationError',
    );
  });

  it('accepts birth dates from 120 years back to today in Warsaw and refuses the days outside', async () => {
    const user = await createUser(server.db);
    const today = warsawDate(new Date());
    const earliest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
    for (const ok of [today, earliest]) {
      const me = await json<CurrentUser>(
        await send('PUT', '/api/users/', user.headers, { ...baseProfile, username: user.username, birthdate: ok }),
      );
      expect(me.birthdate).toBe(ok);
    }
    for (const bad of [shiftDays(today, 1), shiftDays(earliest, -1)]) {
      const error = await expectError(
        await send('PUT', '/api/users/', user.headers, { ...baseProfile, username: user.username, birthdate: bad }),
        400,
        'ValidationError',
      );
      expect(error.message).toContain(VALIDATION_MESSAGES.birthdateRange);
    }
  });

  it('refuses a body over the 1 MB API limit with 413', async () => {
    const user = await createUser(server.db);
    const body = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), marketing_consent: false });
    await expectError(
      await server.app.request('/api/users/', { method: 'PUT', headers: jsonHeaders(user.headers), body }),
      413,
      'PayloadTooLarge',
    );
  });
});

describe('marketing consent', () => {
  const bonusRows = async (userId: number) =>
    server.db
      .select({ points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'marketing_consent_bonus')));

  it('records the first grant, clears it on withdrawal and pays the bonus once ever', async () => {
    const user = await createUser(server.db, { phone: '+48500600700' });
    const consent = (value: boolean) => send('PUT', '/api/users/', user.headers, { username: user.username, marketing_consent: value });
    const granted = await json<CurrentUser>(await consent(true));
    expect(granted.marketing_consent_granted_at).not.toBeNull();
    expect(granted.user_points).toEqual([{ market_id: 1, points: MARKETING_CONSENT_POINTS }]);
    const again = await json<CurrentUser>(await consent(true));
    expect(again.marketing_consent_granted_at).toBe(granted.marketing_consent_granted_at);
    const withdrawn = await json<CurrentUser>(await consent(false));
    expect(withdrawn.marketing_consent_granted_at).toBeNull();
    const regranted = await json<CurrentUser>(await consent(true));
    expect(regranted.marketing_consent_granted_at).not.toBeNull();
    expect(regranted.user_points).toEqual([{ market_id: 1, points: MARKETING_CONSENT_POINTS }]);
    expect(await bonusRows(user.id)).toEqual([{ points: MARKETING_CONSENT_POINTS }]);
  });

  it('pays nothing without a phone, and pays once the phone is added with consent on', async () => {
    const user = await createUser(server.db);
    const withoutPhone = await json<CurrentUser>(
      await send('PUT', '/api/users/', user.headers, { username: user.username, marketing_consent: true }),
    );
    expect(withoutPhone.marketing_consent_granted_at).not.toBeNull();
    expect(withoutPhone.user_points).toEqual([{ market_id: 1, points: 0 }]);
    const withPhone = await json<CurrentUser>(
      await send('PUT', '/api/users/', user.headers, { username: user.username, phone: '+48500600701', marketing_consent: true }),
    );
    expect(withPhone.user_points).toEqual([{ market_id: 1, points: MARKETING_CONSENT_POINTS }]);
  });

  it('pays the bonus once when two grants arrive at the same time', async () => {
    const user = await createUser(server.db);
    const body = { username: user.username, phone: '+48500600702', marketing_consent: true };
    // Several at once so that, on PostgreSQL's connection pool, their transactions really overlap.
    const answers = await Promise.all(Array.from({ length: 12 }, () => send('PUT', '/api/users/', user.headers, body)));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(await bonusRows(user.id)).toHaveLength(1);
    expect((await getMe(user.headers)).user_points).toEqual([{ market_id: 1, points: MARKETING_CONSENT_POINTS }]);
  });

  it('pays the bonus once per phone number, however written, after its first account changed it or was deleted', async () => {
    const grant = async (user: { username: string; headers: Record<string, string> }, phone?: string) =>
      json<CurrentUser>(await send('PUT', '/api/users/', user.headers, { username: user.username, phone, marketing_consent: true }));
    const first = await createUser(server.db, {}, { password: true });
    expect((await grant(first, '+48500600720')).user_points).toEqual([{ market_id: 1, points: MARKETING_CONSENT_POINTS }]);

    // A second account with the same (unverified) number farms nothing.
    const second = await createUser(server.db);
    expect((await grant(second, '+48500600720')).user_points).toEqual([{ market_id: 1, points: 0 }]);

    // The number stays paid after the first account moves to another one, and after it is deleted.
    expect((await grant(first, '+48500600721')).user_points).toEqual([{ market_id: 1, points: MARKETING_CONSENT_POINTS }]);
    const third = await createUser(server.db);
    expect((await grant(third, '+48500600720')).user_points).toEqual([{ market_id: 1, points: 0 }]);
    expect((await send('DELETE', '/api/users/', first.headers, { password: TEST_PASSWORD })).status).toBe(204);
    const afterDeletion = await createUser(server.db);
    expect((await grant(afterDeletion, '+48500600720')).user_points).toEqual([{ market_id: 1, points: 0 }]);

    // Numbers stored in other spellings (before the form's rule) are the same Polish number.
    for (const phone of ['500 600 720', '0048 (500) 600-720', '+48 500-600-720']) {
      const legacy = await createUser(server.db, { phone });
      expect((await grant(legacy)).user_points).toEqual([{ market_id: 1, points: 0 }]);
    }
    expect(await bonusRows(second.id)).toEqual([]);
  });
});

describe('POST /api/users/tags and PUT /api/users/market', () => {
  it('accepts valid push tags with 204 and refuses malformed ones', async () => {
    const user = await createUser(server.db);
    const ok = await send('POST', '/api/users/tags', user.headers, { tags: ['deals', 'gaming'] });
    expect(ok.status).toBe(204);
    for (const body of [{}, { tags: 'deals' }, { tags: [''] }, { tags: [1] }, { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }]) {
      await expectError(await send('POST', '/api/users/tags', user.headers, body), 400, 'ValidationError');
    }
  });

  it('switches to an existing market and answers 404 for an unknown one', async () => {
    await server.db.insert(markets).values({ id: 2, name: 'Deutschland', currency: 'EUR' }).onConflictDoNothing();
    const user = await createUser(server.db);
    const moved = await json<CurrentUser>(await send('PUT', '/api/users/market', user.headers, { market_id: 2 }));
    expect(moved.market_id).toBe(2);
    expect(moved.user_points).toContainEqual({ market_id: 2, points: 0 });
    await expectError(await send('PUT', '/api/users/market', user.headers, { market_id: 999 }), 404, 'NotFound');
    expect((await getMe(user.headers)).market_id).toBe(2);
    for (const body of [{}, { market_id: '1' }, { market_id: 0 }, { market_id: 1.5 }]) {
      await expectError(await send('PUT', '/api/users/market', user.headers, body), 400, 'ValidationError');
    }
  });
});

describe('change e-mail', () => {
  const codeIn = (to: string) => {
    const mail = mailer.sent.filter((m) => m.to === to).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!mail || !code) throw new Error(`no code mailed to ${to}`);
    return { mail, code };
  };

  it('mails a code to the new address and switches after confirmation', async () => {
    const user = await createUser(server.db, {}, { password: true });
    const res = await send('PUT', '/api/users/email', user.headers, { email: '  Nowy.Adres@Test.PL ', password: TEST_PASSWORD });
    expect(res.status).toBe(204);
    const { mail, code } = codeIn('nowy.adres@test.pl');
    expect(mail.subject).toBe('Potwierdź nowy adres e-mail');
    expect(mail.text).toContain('Twój kod');
    expect(mail.text).toContain('10 minut.');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('lang="pl"');
    // Nothing changes before the code is confirmed.
    expect((await getMe(user.headers)).email).toBe(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectError(
      await send('POST', '/api/users/confirm-email', user.headers, { email: 'nowy.adres@test.pl', code: wrong }),
      400,
      'InvalidCode',
    );
    const me = await json<CurrentUser>(await send('POST', '/api/users/confirm-email', user.headers, { email: 'nowy.adres@test.pl', code }));
    expect(me.email).toBe('nowy.adres@test.pl');
    const [row] = await server.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row?.verified).toBeInstanceOf(Date);
    // Single use.
    await expectError(
      await send('POST', '/api/users/confirm-email', user.headers, { email: 'nowy.adres@test.pl', code }),
      400,
      'InvalidCode',
    );
  });

  it('writes the mail in English when the request asks for English (the language chosen in the app)', async () => {
    const user = await createUser(server.db, {}, { password: true });
    const headers = { ...user.headers, 'Accept-Language': 'en' };
    expect((await send('PUT', '/api/users/email', headers, { email: `english_${user.id}@test.pl`, password: TEST_PASSWORD })).status).toBe(
      204,
    );
    const { mail, code } = codeIn(`english_${user.id}@test.pl`);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    expect(mail.text).toContain(`Your confirmation code: ${code}`);
    expect(mail.text).toContain('10 minutes.');
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(code);
  });

  it("answers 409 EmailAlreadyInUse for another account's address in any case, and for one's own", async () => {
    const other = await createUser(server.db, {}, { password: true });
    const user = await createUser(server.db, {}, { password: true });
    const before = mailer.sent.length;
    await expectError(
      await send('PUT', '/api/users/email', user.headers, { email: other.email.toUpperCase(), password: TEST_PASSWORD }),
      409,
      'EmailAlreadyInUse',
    );
    await expectError(
      await send('PUT', '/api/users/email', user.headers, { email: user.email, password: TEST_PASSWORD }),
      409,
      'EmailAlreadyInUse',
    );
    expect(mailer.sent.length).toBe(before);
  });

  it('answers 409 at confirmation when the address was taken in the meantime', async () => {
    const user = await createUser(server.db, {}, { password: true });
    expect((await send('PUT', '/api/users/email', user.headers, { email: 'wyscig@test.pl', password: TEST_PASSWORD })).status).toBe(204);
    const { code } = codeIn('wyscig@test.pl');
    await createUser(server.db, { email: 'Wyscig@test.pl' });
    await expectError(
      await send('POST', '/api/users/confirm-email', user.headers, { email: 'wyscig@test.pl', code }),
      409,
      'EmailAlreadyInUse',
    );
    expect((await getMe(user.headers)).email).toBe(user.email);
  });

  it("refuses a code that was issued to another user's request (InvalidCode)", async () => {
    const requester = await createUser(server.db, {}, { password: true });
    const thief = await createUser(server.db, {}, { password: true });
    expect((await send('PUT', '/api/users/email', requester.headers, { email: 'cudzy@test.pl', password: TEST_PASSWORD })).status).toBe(
      204,
    );
    const { code } = codeIn('cudzy@test.pl');
    await expectError(await send('POST', '/api/users/confirm-email', thief.headers, { email: 'cudzy@test.pl', code }), 400, 'InvalidCode');
    expect((await getMe(thief.headers)).email).toBe(thief.email);
  });

  it('limits how many codes one user can have mailed (429 with Retry-After)', async () => {
    const user = await createUser(server.db, {}, { password: true });
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await send('PUT', '/api/users/email', user.headers, { email: `limit${i}_${user.id}@test.pl`, password: TEST_PASSWORD })).status,
      ).toBe(204);
    }
    const limited = await send('PUT', '/api/users/email', user.headers, { email: `limit5_${user.id}@test.pl`, password: TEST_PASSWORD });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(limited, 429, 'TooManyRequests');
    expect(mailer.sent.some((m) => m.to === `limit5_${user.id}@test.pl`)).toBe(false);
  });

  it('validates the address and the code', async () => {
    const user = await createUser(server.db, {}, { password: true });
    for (const body of [{}, { email: '' }, { email: 'no-at-sign' }, { email: 'a b@test.pl' }]) {
      await expectError(await send('PUT', '/api/users/email', user.headers, body), 400, 'ValidationError');
    }
    for (const body of [
      { email: 'a@test.pl' },
      { email: 'a@test.pl', code: '12345' },
      { email: 'a@test.pl', code: 'abcdef' },
      { email: 'bad', code: '123456' },
    ]) {
      await expectError(await send('POST', '/api/users/confirm-email', user.headers, body), 400, 'ValidationError');
    }
  });
});

describe('POST /api/users/password', () => {
  it('changes the password only with the right current one', async () => {
    const user = await createUser(server.db, {}, { password: true });
    await expectError(
      await send('POST', '/api/users/password', user.headers, { old_password: 'not-the-one', password: 'brandnew123' }),
      400,
      'InvalidCredentials',
    );
    const res = await send('POST', '/api/users/password', user.headers, { old_password: TEST_PASSWORD, password: 'brandnew123' });
    expect(res.status).toBe(200);
    const [row] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('brandnew123', row?.hash ?? '')).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, row?.hash ?? '')).toBe(false);
  });

  it('answers InvalidCredentials for an account without a password', async () => {
    const user = await createUser(server.db, {}, { password: true });
    await expectError(
      await send('POST', '/api/users/password', user.headers, { old_password: 'anything1', password: 'brandnew123' }),
      400,
      'InvalidCredentials',
    );
  });

  it('validates the new password', async () => {
    const user = await createUser(server.db, {}, { password: true });
    for (const body of [
      { password: 'brandnew123' },
      { old_password: '', password: 'brandnew123' },
      { old_password: 'x', password: 'short' },
      { old_password: 'x', password: 'has space 123' },
    ]) {
      await expectError(await send('POST', '/api/users/password', user.headers, body), 400, 'ValidationError');
    }
  });
});

describe('achievements and the public profile', () => {
  it("lists the caller's achievements", async () => {
    const demo = await demoUser();
    const { data } = await json<{ data: { id: number; title: string; image_url: string | null; achieved_at: string }[] }>(
      await server.app.request('/api/users/achievements', { headers: demo.headers }),
    );
    expect(data).toHaveLength(4);
    for (const a of data) {
      expect(Object.keys(a).sort()).toEqual(['achieved_at', 'id', 'image_url', 'title']);
      expect(a.title.length).toBeGreaterThan(0);
    }
    const fresh = await createUser(server.db);
    expect(await json(await server.app.request('/api/users/achievements', { headers: fresh.headers }))).toEqual({ data: [] });
  });

  it('shows only public fields, to guests and to other users alike', async () => {
    const demo = await demoUser();
    const stranger = await createUser(server.db);
    for (const headers of [{}, stranger.headers]) {
      const res = await server.app.request(`/api/users/${demo.id}`, { headers });
      const text = await res.clone().text();
      const profile = await json<PublicProfile>(res);
      expect(Object.keys(profile).sort()).toEqual([
        '_count',
        'avatar_url',
        'created_at',
        'followers_count',
        'id',
        'user_achievements',
        'username',
      ]);
      expect(profile).toMatchObject({ id: demo.id, username: 'demo' });
      expect(profile.user_achievements).toHaveLength(4);
      expect(profile._count).toEqual((await getMe(demo.headers))._count);
      for (const secret of [DEMO_EMAIL, '+48600700800', '1990-05-17', 'male']) expect(text).not.toContain(secret);
    }
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      await expectError(await server.app.request(`/api/users/${id}`), 400, 'ValidationError');
    }
    await expectError(await server.app.request('/api/users/987654'), 404, 'NotFound');
  });

  it("offers no way to change another user's profile", async () => {
    const victim = await createUser(server.db);
    const attacker = await createUser(server.db);
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const res = await send(method, `/api/users/${victim.id}`, attacker.headers, { username: 'przejete', marketing_consent: true });
      expect(res.status).toBe(404);
    }
    const res = await send('PUT', '/api/users/', attacker.headers, { id: victim.id, username: 'przejete', marketing_consent: false });
    expect(res.status).toBe(200);
    const [row] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, victim.id));
    expect(row?.username).toBe(victim.username);
    expect((await getMe(attacker.headers)).username).toBe('przejete');
  });
});

describe('DELETE /api/users/', () => {
  it('anonymizes the account, revokes its tokens, drops its private lists and keeps its content', async () => {
    const user = await createUser(
      server.db,
      { phone: '+48700800900', birthdate: '1985-03-04', gender: 'female', facebookId: 'fb-123' },
      { password: true },
    );
    const [deal] = await server.db.select({ id: deals.id }).from(deals).limit(1);
    if (!deal) throw new Error('no deals');
    await server.db.insert(comments).values({ dealId: deal.id, userId: user.id, content: 'Świetna okazja, polecam!' });
    await server.db.insert(favourites).values({ userId: user.id, dealId: deal.id });
    await server.db.insert(keywordAlerts).values({ userId: user.id, keyword: 'Rower', keywordNormalized: 'rower' });
    await server.db.insert(refreshTokens).values([
      {
        hash: `h1-${user.id}`,
        familyId: 'f1',
        userId: user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        familyExpiresAt: new Date(Date.now() + 86_400_000),
      },
      {
        hash: `h2-${user.id}`,
        familyId: 'f2',
        userId: user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        familyExpiresAt: new Date(Date.now() + 86_400_000),
      },
    ]);

    const res = await send('DELETE', '/api/users/', user.headers, { password: TEST_PASSWORD });
    expect(res.status).toBe(204);

    await expectError(await server.app.request(`/api/users/${user.id}`), 404, 'NotFound');
    await expectError(await server.app.request('/api/users/', { headers: user.headers }), 401, 'Unauthorized');
    await expectError(
      await send('PUT', '/api/users/', user.headers, { username: 'powrot', marketing_consent: false }),
      401,
      'Unauthorized',
    );

    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      username: `usuniety-${user.id}`,
      phone: null,
      birthdate: null,
      gender: null,
      avatarUrl: null,
      passwordHash: null,
      facebookId: null,
      appleId: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.email).toMatch(new RegExp(`^deleted-${user.id}-[0-9a-f]{12}@deleted\\.invalid$`));
    const tokens = await server.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(tokens).toHaveLength(3);
    expect(tokens.every((t) => t.revokedAt !== null)).toBe(true);
    expect(await server.db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([]);
    expect(await server.db.select().from(keywordAlerts).where(eq(keywordAlerts.userId, user.id))).toEqual([]);

    // The comment stays, signed with the placeholder; the old name and address are free again.
    const detail = await json<DealDetail>(await server.app.request(`/api/deals/${deal.id}`));
    expect(detail.deal_comments.find((c) => c.content === 'Świetna okazja, polecam!')?.user).toMatchObject({
      username: `usuniety-${user.id}`,
      is_deleted: true,
    });
    expect(detail.deal_comments.every((c) => c.user.is_deleted === (c.user.id === user.id))).toBe(true);
    const successor = await createUser(server.db, { username: user.username, email: user.email });
    expect((await getMe(successor.headers)).username).toBe(user.username);
  });

  it("keeps the deleted author's deals listed under the placeholder", async () => {
    const user = await createUser(server.db, {}, { password: true });
    const [dealRow] = await server.db
      .insert(deals)
      .values({ userId: user.id, categoryId: 'other', title: 'Okazja usuniętego autora' })
      .returning({ id: deals.id });
    expect((await send('DELETE', '/api/users/', user.headers, { password: TEST_PASSWORD })).status).toBe(204);
    const list = await json<ListResponse<DealListItem>>(await server.app.request(`/api/deals/?user_id=${user.id}`));
    expect(list.data.map((d) => [d.id, d.user.username, d.user.is_deleted])).toEqual([[dealRow?.id, `usuniety-${user.id}`, true]]);
    const detail = await json<DealDetail>(await server.app.request(`/api/deals/${dealRow?.id}`));
    expect(detail.user.is_deleted).toBe(true);
  });

  it('picks another placeholder when someone already uses the usual one', async () => {
    const user = await createUser(server.db, {}, { password: true });
    await createUser(server.db, { username: `Usuniety-${user.id}` });
    expect((await send('DELETE', '/api/users/', user.headers, { password: TEST_PASSWORD })).status).toBe(204);
    const [row] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, user.id));
    expect(row?.username).toMatch(new RegExp(`^usuniety-${user.id}-[0-9a-f]{6}$`));
  });
});
