import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import type { MemberForOperator, MemberSearchResult } from '@/shared/schemas/moderation-appeals';
import { createComment, createDeal, createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';
import { ADMIN_EMAIL, useModerationServer } from './moderation-server';

const server = useModerationServer();

const search = async (q: string, operator: TestUser = server.moderator) => {
  const res = await send(server.app, 'GET', `/api/moderation/users?q=${encodeURIComponent(q)}&per_page=100`, { auth: operator.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as MemberSearchResult;
};

/** A member with a known username and e-mail (both unique to the test run). */
async function named(username: string, email: string): Promise<TestUser> {
  const user = await createUser(server.db);
  await server.db.update(users).set({ username, email }).where(eq(users.id, user.id));
  return user;
}

describe('GET /api/moderation/users', () => {
  it('answers 401 to guests, 403 to members and 400 for a missing or too short q', async () => {
    await expectError(await send(server.app, 'GET', '/api/moderation/users?q=abc'), 401, 'Unauthorized');
    await expectError(await send(server.app, 'GET', '/api/moderation/users?q=abc', { auth: server.member.auth }), 403, 'Forbidden');
    for (const query of ['', '?q=a', '?q=%20%20x%20', `?q=${'x'.repeat(101)}`, '?q=abc&page=0']) {
      await expectError(
        await send(server.app, 'GET', `/api/moderation/users${query}`, { auth: server.moderator.auth }),
        400,
        'ValidationError',
      );
    }
  });

  it('finds members by part of the username or e-mail, ignoring case, with role, standing, suspension and counts', async () => {
    const tag = randomBytes(3).toString('hex');
    const found = await named(`Kasia_${tag}`, `kasia.${tag}@poczta.example`);
    const dealId = await createDeal(server.db, found.id);
    const commentId = await createComment(server.db, dealId, found.id);
    const reporter = await createUser(server.db);
    for (const [type, id] of [
      ['deal', dealId],
      ['comment', commentId],
    ] as const) {
      const res = await send(server.app, 'POST', '/api/reports/', {
        auth: reporter.auth,
        body: { entity_type: type, entity_id: id, reason: 'spam', description: 'spam links' },
      });
      expect(res.status).toBe(201);
    }
    const hidden = await send(server.app, 'POST', '/api/moderation/decisions', {
      auth: server.moderator.auth,
      body: { entity_type: 'comment', entity_id: commentId, action: 'hide', reason: 'Spam.' },
    });
    expect(hidden.status).toBe(201);
    const suspended = await send(server.app, 'POST', '/api/moderation/sanctions', {
      auth: server.admin.auth,
      body: { user_id: found.id, days: 3, reason: 'Spam.' },
    });
    expect(suspended.status).toBe(201);
    const [row] = await server.db.select({ until: users.suspendedUntil }).from(users).where(eq(users.id, found.id));

    const expected: MemberForOperator = {
      id: found.id,
      username: `Kasia_${tag}`,
      email: `kasia.${tag}@poczta.example`,
      role: 'member',
      // Suspended: new until it ends (shared standing rules).
      level: 'new',
      created_at: expect.any(String) as string,
      suspended_until: row!.until!.toISOString(),
      _count: { deals: 1, comments: 1, reports_against: 2, decisions_against: 2 },
    };
    expect((await search(`KASIA_${tag}`)).data).toEqual([expected]);
    expect((await search(`${tag}@POCZTA`, server.admin)).data).toEqual([expected]);
    expect((await search(`zz${tag}zz`)).data).toEqual([]);
  });

  it('shows effective roles: admins from ADMIN_EMAILS, stored moderators', async () => {
    const admin = (await search(ADMIN_EMAIL)).data.find((m) => m.id === server.admin.id);
    expect(admin?.role).toBe('admin');
    const [moderator] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, server.moderator.id));
    expect((await search(moderator!.username)).data.find((m) => m.id === server.moderator.id)).toMatchObject({
      role: 'moderator',
      level: 'member',
    });
  });

  it('matches LIKE wildcards literally and leaves deleted accounts out', async () => {
    const tag = randomBytes(3).toString('hex');
    const literal = await named(`w_${tag}_100%`, `literal.${tag}@example.com`);
    await named(`wX${tag}Y100Z`, `other.${tag}@example.com`);
    expect((await search(`w_${tag}_100%`)).data.map((m) => m.id)).toEqual([literal.id]);
    expect((await search(`_${tag}`)).data.map((m) => m.id)).toEqual([literal.id]);
    const gone = await named(`gone_${tag}`, `gone.${tag}@example.com`);
    expect((await search(`gone_${tag}`)).data.map((m) => m.id)).toEqual([gone.id]);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect(await search(`gone_${tag}`)).toEqual({ data: [], metadata: { count: 0, pages_count: 0 } });
  });
});
