import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationAudit, users } from '@/server/db/schema';
import { createUser, createUsers, expectError, send } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();

const me = async (auth: Record<string, string>) =>
  ((await (await send(server.app, 'GET', '/api/users/', { auth })).json()) as { role: string }).role;

describe('roles', () => {
  it('GET /api/users/ answers member, moderator and admin (the admin from ADMIN_EMAILS, case aside)', async () => {
    expect(await me(server.member.auth)).toBe('member');
    expect(await me(server.moderator.auth)).toBe('moderator');
    expect(await me(server.admin.auth)).toBe('admin');
  });

  it('an unverified account with an admin address is no admin', async () => {
    const [unverified] = await createUsers(server.db, 1, { emailVerifiedAt: null });
    if (!unverified) throw new Error('no user');
    await server.db.update(users).set({ email: 'other@example.com' }).where(eq(users.id, unverified.id));
    expect(await me(unverified.auth)).toBe('member');
    const res = await send(server.app, 'GET', '/api/moderation/reports', { auth: unverified.auth });
    await expectError(res, 403, 'Forbidden');
    await server.db.update(users).set({ email: 'unverified@example.com' }).where(eq(users.id, unverified.id));
  });

  it('the admin role follows the address: another address, no admin', async () => {
    const former = await createUser(server.db);
    await server.db.update(users).set({ email: 'other@example.com' }).where(eq(users.id, former.id));
    expect(await me(former.auth)).toBe('admin');
    await server.db.update(users).set({ email: 'former-admin@example.com' }).where(eq(users.id, former.id));
    expect(await me(former.auth)).toBe('member');
    await expectError(await send(server.app, 'GET', '/api/moderation/audit', { auth: former.auth }), 403, 'Forbidden');
  });
});

describe('every moderation route checks the role', () => {
  const routes: { method: string; path: string; body?: unknown; admin?: true }[] = [
    { method: 'GET', path: '/api/moderation/reports' },
    { method: 'POST', path: '/api/moderation/decisions', body: { entity_type: 'deal', entity_id: 1, action: 'dismiss' } },
    { method: 'GET', path: '/api/moderation/audit', admin: true },
    { method: 'PUT', path: '/api/moderation/users/1/role', body: { role: 'moderator' }, admin: true },
  ];

  for (const route of routes) {
    it(`${route.method} ${route.path}: guests 401, members 403${route.admin ? ', moderators 403' : ''}`, async () => {
      const opts = route.body === undefined ? {} : { body: route.body };
      await expectError(await send(server.app, route.method, route.path, opts), 401, 'Unauthorized');
      await expectError(await send(server.app, route.method, route.path, { ...opts, auth: server.member.auth }), 403, 'Forbidden');
      if (route.admin) {
        await expectError(await send(server.app, route.method, route.path, { ...opts, auth: server.moderator.auth }), 403, 'Forbidden');
      }
    });
  }
});

describe('PUT /api/moderation/users/{id}/role', () => {
  it('an admin makes and unmakes a moderator, each change one audit row', async () => {
    const someone = await createUser(server.db);
    const made = await send(server.app, 'PUT', `/api/moderation/users/${someone.id}/role`, {
      auth: server.admin.auth,
      body: { role: 'moderator' },
    });
    expect(made.status).toBe(200);
    expect(await made.json()).toEqual({ id: someone.id, username: expect.any(String), role: 'moderator' });
    expect(await me(someone.auth)).toBe('moderator');
    expect((await send(server.app, 'GET', '/api/moderation/reports', { auth: someone.auth })).status).toBe(200);

    const unmade = await send(server.app, 'PUT', `/api/moderation/users/${someone.id}/role`, {
      auth: server.admin.auth,
      body: { role: 'member' },
    });
    expect(unmade.status).toBe(200);
    expect(await me(someone.auth)).toBe('member');
    await expectError(await send(server.app, 'GET', '/api/moderation/reports', { auth: someone.auth }), 403, 'Forbidden');

    const rows = await server.db.select().from(moderationAudit).where(eq(moderationAudit.entityId, someone.id));
    expect(rows.filter((r) => r.entityType === 'user').map((r) => [r.actorId, r.actorRole, r.action, r.before, r.after])).toEqual([
      [server.admin.id, 'admin', 'set_role', { role: 'member' }, { role: 'moderator' }],
      [server.admin.id, 'admin', 'set_role', { role: 'moderator' }, { role: 'member' }],
    ]);
  });

  it('answers 404 for an unknown user and 400 for a role the API cannot give', async () => {
    await expectError(
      await send(server.app, 'PUT', '/api/moderation/users/999999/role', { auth: server.admin.auth, body: { role: 'moderator' } }),
      404,
      'NotFound',
    );
    await expectError(
      await send(server.app, 'PUT', `/api/moderation/users/${server.member.id}/role`, { auth: server.admin.auth, body: { role: 'admin' } }),
      400,
      'ValidationError',
    );
    expect(await me(server.member.auth)).toBe('member');
  });

  it('GET /api/moderation/audit pages the rows newest first for admins', async () => {
    const res = await send(server.app, 'GET', '/api/moderation/audit?per_page=1', { auth: server.admin.auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { action: string; actor: { role: string } }[];
      metadata: { count: number; pages_count: number };
    };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ action: 'set_role', actor: { role: 'admin' } });
    expect(body.metadata.pages_count).toBe(body.metadata.count);
  });
});
