import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/auth/password';
import { deals, moderationAudit, users } from '@/server/db/schema';
import type { Decision } from '@/shared/schemas/moderation';
import type { InboxResponse } from '@/shared/schemas/rewards';
import type { CurrentUser } from '@/shared/schemas/user';
import { createDeal, createUser, createUsers, expectError, send, type TestUser } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'secret123';

const suspend = (operator: TestUser, body: unknown) => send(server.app, 'POST', '/api/moderation/sanctions', { auth: operator.auth, body });
const lift = (operator: TestUser, userId: number, body: unknown = { reason: 'Served long enough.' }) =>
  send(server.app, 'POST', `/api/moderation/sanctions/${userId}/lift`, { auth: operator.auth, body });

const me = async (user: TestUser) => {
  const res = await send(server.app, 'GET', '/api/users/', { auth: user.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as CurrentUser;
};

const vote = (user: TestUser, dealId: number) =>
  send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
const comment = (user: TestUser, dealId: number) =>
  send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: user.auth, body: { content: 'Still a good price today.' } });
const postDeal = (user: TestUser) =>
  send(server.app, 'POST', '/api/deals/', {
    auth: user.auth,
    body: { url: `https://sklep.example/p/suspended-${user.id}`, title: 'Czajnik za 49 zł', description: 'Tani.', category: 'electronics' },
  });

/** A 403 AccountSuspended naming the end date, in the error shape plus `suspended_until`. */
async function expectSuspended(res: Response, until: string) {
  const body = (await res.json()) as Record<string, string>;
  expect({ status: res.status, errorCode: body.errorCode, suspended_until: body.suspended_until }).toEqual({
    status: 403,
    errorCode: 'AccountSuspended',
    suspended_until: until,
  });
  expect(body.message).toContain(until);
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'suspended_until', 'timestamp']);
}

async function withPassword(user: TestUser): Promise<string> {
  const email = `suspended-${user.id}@example.com`;
  await server.db
    .update(users)
    .set({ email, passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return email;
}

async function suspendedUntil(userId: number): Promise<Date | null> {
  const [row] = await server.db.select({ until: users.suspendedUntil }).from(users).where(eq(users.id, userId));
  return row?.until ?? null;
}

describe('POST /api/moderation/sanctions', () => {
  it('answers 401 to guests and 403 to members, before reading the body', async () => {
    const target = await createUser(server.db);
    await expectError(await send(server.app, 'POST', '/api/moderation/sanctions', { body: {} }), 401, 'Unauthorized');
    await expectError(await suspend(server.member, { user_id: target.id, days: 3, reason: 'x' }), 403, 'Forbidden');
    await expectError(await lift(server.member, target.id), 403, 'Forbidden');
    await expectError(await send(server.app, 'POST', `/api/moderation/sanctions/${target.id}/lift`, { body: {} }), 401, 'Unauthorized');
    expect(await suspendedUntil(target.id)).toBeNull();
  });

  it('refuses bad input with a clear 400', async () => {
    const target = await createUser(server.db);
    for (const [body, field] of [
      [{ user_id: target.id, days: 0, reason: 'Spam.' }, 'days'],
      [{ user_id: target.id, days: 1.5, reason: 'Spam.' }, 'days'],
      [{ user_id: target.id, days: 3, reason: '  ' }, 'reason'],
      [{ user_id: target.id, days: 3, reason: 'Spam.', rule: 'be-nice' }, 'rule'],
      [{ days: 3, reason: 'Spam.' }, 'user_id'],
    ] as const) {
      expect(await expectError(await suspend(server.moderator, body), 400, 'ValidationError')).toContain(field);
    }
    expect(await expectError(await lift(server.moderator, target.id, {}), 400, 'ValidationError')).toContain('reason');
    await expectError(await suspend(server.moderator, { user_id: 2_000_000, days: 3, reason: 'Spam.' }), 404, 'NotFound');
    expect(await suspendedUntil(target.id)).toBeNull();
  });

  it('cannot suspend a moderator or an admin', async () => {
    await expectError(await suspend(server.admin, { user_id: server.moderator.id, days: 3, reason: 'No.' }), 403, 'Forbidden');
    await expectError(await suspend(server.moderator, { user_id: server.admin.id, days: 3, reason: 'No.' }), 403, 'Forbidden');
    expect(await suspendedUntil(server.moderator.id)).toBeNull();
    expect(await suspendedUntil(server.admin.id)).toBeNull();
  });

  it('suspends a member: every write answers AccountSuspended with the end date, reading, signing in, appealing and deleting work', async () => {
    const target = await createUser(server.db);
    const email = await withPassword(target);
    const dealId = await createDeal(server.db, server.member.id);
    const before = Date.now();
    const res = await suspend(server.moderator, { user_id: target.id, days: 7, reason: 'Repeated spam links.', rule: 'prohibited' });
    expect(res.status).toBe(201);
    const decision = (await res.json()) as Decision;
    expect(decision).toEqual({
      id: expect.any(Number),
      entity_type: 'user',
      entity_id: target.id,
      action: 'suspend',
      reason: 'Repeated spam links.',
      rule: 'prohibited',
      automated: false,
      decided_at: expect.any(String),
      reports_closed: 0,
    });
    const until = await suspendedUntil(target.id);
    expect(until!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(until!.getTime()).toBeLessThan(Date.now() + 7 * DAY_MS + 1000);
    const untilIso = until!.toISOString();
    // The statement of reasons by mail, in Polish unless the member chose English, pointing to the account page.
    await server.afterAnswer.idle();
    const mail = server.mails.find((m) => m.to === email);
    expect(mail?.subject).toBe('Moderator zawiesił Twoje konto');
    expect(mail?.text).toContain('Powód: Repeated spam links.');
    expect(mail?.text).toContain('Zasada: Czego nie publikujemy (https://okazje.test/publication-rules#prohibited)');
    expect(mail?.text).toContain('na stronie swojego konta');
    expect(mail?.text).toContain('https://okazje.test/account');
    const appealUntil = new Date(new Date(decision.decided_at).getTime() + 14 * DAY_MS).toISOString();

    // The member reads their suspension and how to appeal it.
    expect((await me(target)).suspension).toEqual({
      until: untilIso,
      reason: 'Repeated spam links.',
      decided_at: decision.decided_at,
      decision_id: decision.id,
      appeal: { open: true, until: appealUntil, pending: false },
    });

    await expectSuspended(await vote(target, dealId), untilIso);
    await expectSuspended(await comment(target, dealId), untilIso);
    await expectSuspended(await postDeal(target), untilIso);
    await expectSuspended(await send(server.app, 'PUT', '/api/users/', { auth: target.auth, body: { username: 'renamed' } }), untilIso);
    await expectSuspended(await send(server.app, 'POST', `/api/deals/${dealId}/favourite`, { auth: target.auth }), untilIso);
    expect((await server.db.select({ votes: deals.votesCount }).from(deals).where(eq(deals.id, dealId)))[0]?.votes).toBe(0);

    // Reading works.
    expect((await send(server.app, 'GET', '/api/deals/?per_page=5', { auth: target.auth })).status).toBe(200);
    expect((await send(server.app, 'GET', `/api/deals/${dealId}`, { auth: target.auth })).status).toBe(200);
    expect((await send(server.app, 'GET', '/api/inbox/', { auth: target.auth })).status).toBe(200);
    // Turning notifications down.
    const settings = await send(server.app, 'PUT', '/api/users/notification-settings', {
      auth: target.auth,
      body: { quiet_hours: null, email_digest: false },
    });
    expect(settings.status).toBe(200);
    // Signing in, refreshing and signing out.
    const login = await send(server.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { access_token: string; refresh_token: string };
    const fresh = { Authorization: `Bearer ${tokens.access_token}` };
    expect((await me({ id: target.id, auth: fresh })).suspension?.until).toBe(untilIso);
    const refreshed = await send(server.app, 'POST', '/api/auth/refresh', { body: { refresh_token: tokens.refresh_token } });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string; refresh_token: string };
    const logout = await send(server.app, 'DELETE', '/api/auth/logout', {
      auth: { Authorization: `Bearer ${next.access_token}` },
      body: { refresh_token: next.refresh_token },
    });
    expect(logout.status).toBeLessThan(300);
    // Appealing the suspension.
    const appeal = await send(server.app, 'POST', '/api/moderation/appeals', {
      auth: target.auth,
      body: { entity_type: 'user', entity_id: target.id, text: 'I posted each link once, not as spam.' },
    });
    expect(appeal.status).toBe(201);
    expect((await me(target)).suspension?.appeal).toEqual({ open: false, until: appealUntil, pending: true });
    // Deleting the account.
    expect((await send(server.app, 'DELETE', '/api/users/', { auth: target.auth, body: { password: PASSWORD } })).status).toBe(204);
    expect((await send(server.app, 'GET', '/api/users/', { auth: target.auth })).status).toBe(401);

    const [audit] = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.action, 'sanction.suspend'), eq(moderationAudit.entityId, target.id)));
    expect(audit).toMatchObject({
      actorId: server.moderator.id,
      actorRole: 'moderator',
      entityType: 'user',
      before: { suspended_until: null },
      after: { suspended_until: untilIso, decision_id: decision.id, days: 7, reason: 'Repeated spam links.', rule: 'prohibited' },
    });
  });

  it('replaces a running suspension with a new one', async () => {
    const target = await createUser(server.db);
    const first = (await (await suspend(server.moderator, { user_id: target.id, days: 30, reason: 'First.' })).json()) as Decision;
    const res = await suspend(server.admin, { user_id: target.id, days: 2, reason: 'Shortened after a talk.' });
    expect(res.status).toBe(201);
    const second = (await res.json()) as Decision;
    expect(second.id).not.toBe(first.id);
    const until = await suspendedUntil(target.id);
    expect(until!.getTime()).toBeLessThan(Date.now() + 2 * DAY_MS + 1000);
    expect((await me(target)).suspension).toMatchObject({
      decision_id: second.id,
      reason: 'Shortened after a talk.',
      until: until!.toISOString(),
    });
  });

  it('ends by itself once its end date has passed', async () => {
    const target = await createUser(server.db);
    const dealId = await createDeal(server.db, server.member.id);
    expect((await suspend(server.moderator, { user_id: target.id, days: 1, reason: 'A day off.' })).status).toBe(201);
    await expectSuspended(await vote(target, dealId), (await suspendedUntil(target.id))!.toISOString());
    await server.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, target.id));
    expect((await me(target)).suspension).toBeNull();
    expect((await vote(target, dealId)).status).toBe(200);
    // Lifting a suspension that ran out has nothing to lift.
    await expectError(await lift(server.moderator, target.id), 409, 'Conflict');
  });
});

describe('POST /api/moderation/sanctions/{user_id}/lift', () => {
  it('lifts a running suspension with a lift decision, audited; 409 when not suspended, 404 for nobody', async () => {
    const target = await createUser(server.db);
    const dealId = await createDeal(server.db, server.member.id);
    await expectError(await lift(server.moderator, target.id), 409, 'Conflict');
    await expectError(await lift(server.moderator, 2_000_000), 404, 'NotFound');
    expect((await suspend(server.moderator, { user_id: target.id, days: 5, reason: 'Insults.' })).status).toBe(201);
    const res = await lift(server.admin, target.id, { reason: 'Apologised to the community.' });
    expect(res.status).toBe(201);
    const decision = (await res.json()) as Decision;
    expect(decision).toMatchObject({ entity_type: 'user', entity_id: target.id, action: 'lift', reason: 'Apologised to the community.' });
    expect(await suspendedUntil(target.id)).toBeNull();
    expect((await me(target)).suspension).toBeNull();
    expect((await comment(target, dealId)).status).toBe(201);
    await expectError(await lift(server.admin, target.id), 409, 'Conflict');
    // Both statements of reasons reach the inbox; only the suspension can be appealed, from the account page.
    const inbox = (await (await send(server.app, 'GET', '/api/inbox/', { auth: target.auth })).json()) as InboxResponse;
    expect(inbox.data.map((item) => [item.trigger, item.deal, item.moderation?.reason, item.moderation?.appeal?.url ?? null])).toEqual([
      ['moderation_lifted', null, 'Apologised to the community.', null],
      ['moderation_suspended', null, 'Insults.', '/account'],
    ]);
    await server.afterAnswer.idle();
    const [account] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, target.id));
    expect(server.mails.filter((m) => m.to === account?.email).map((m) => m.subject)).toEqual([
      'Moderator zawiesił Twoje konto',
      'Twoje konto nie jest już zawieszone',
    ]);
    const audit = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.action, 'sanction.lift'), eq(moderationAudit.entityId, target.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: server.admin.id,
        actorRole: 'admin',
        after: expect.objectContaining({ decision_id: decision.id }),
      }),
    ]);
    // The public log shows both decisions by role, newest first, and never which account they were about.
    const log = (await (await send(server.app, 'GET', '/api/moderation/log?per_page=100')).json()) as {
      data: { entity_type: string; entity_id: number | null; action: string; decided_by: string }[];
    };
    const sanctions = log.data.filter((e) => e.entity_type === 'user');
    expect(sanctions.slice(0, 2).map((e) => [e.action, e.decided_by, e.entity_id])).toEqual([
      ['lift', 'admin', null],
      ['suspend', 'moderator', null],
    ]);
  });

  it('keeps a recently sanctioned regular’s votes at a member’s weight', async () => {
    const longAgo = new Date(Date.now() - 60 * DAY_MS);
    const [sanctioned, clean] = await createUsers(server.db, 2, { createdAt: longAgo });
    for (const user of [sanctioned!, clean!]) {
      await server.db.update(users).set({ votesCast: 40, dealsReachedBest: 1 }).where(eq(users.id, user.id));
    }
    expect((await suspend(server.moderator, { user_id: sanctioned!.id, days: 1, reason: 'Vote ring.' })).status).toBe(201);
    expect((await lift(server.admin, sanctioned!.id)).status).toBe(201);
    const weighted = async (user: TestUser) => {
      const dealId = await createDeal(server.db, server.member.id);
      expect((await vote(user, dealId)).status).toBe(200);
      const [row] = await server.db.select({ weighted: deals.weightedScore }).from(deals).where(eq(deals.id, dealId));
      return row?.weighted;
    };
    expect(await weighted(clean!)).toBe(2);
    expect(await weighted(sanctioned!)).toBe(1);
  });
});
