import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals, moderationAudit } from '@/server/db/schema';
import type { DealListItem } from '@/shared/schemas/deal';
import { createDeal, expectError, send } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();

const editorial = (id: number, body: unknown, auth?: Record<string, string>) =>
  send(server.app, 'PUT', `/api/moderation/deals/${id}/editorial`, { ...(auth ? { auth } : {}), body });

const bestIds = async () => {
  const res = await send(server.app, 'GET', '/api/deals/?only_best=true&per_page=5');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: DealListItem[] }).data;
};

describe('PUT /api/moderation/deals/{id}/editorial', () => {
  it('answers 401 to guests, 403 to members, 400 to an empty or wrong body and 404 to an unknown deal', async () => {
    const id = await createDeal(server.db, server.member.id);
    await expectError(await editorial(id, { is_pinned: true }), 401, 'Unauthorized');
    await expectError(await editorial(id, { is_pinned: true }, server.member.auth), 403, 'Forbidden');
    expect(await expectError(await editorial(id, {}, server.moderator.auth), 400, 'ValidationError')).toContain('is_pinned');
    await expectError(await editorial(id, { is_pinned: 'yes' }, server.moderator.auth), 400, 'ValidationError');
    await expectError(await editorial(99_999_999, { is_pinned: true }, server.moderator.auth), 404, 'NotFound');
    const [row] = await server.db.select({ pinned: deals.isPinned }).from(deals).where(eq(deals.id, id));
    expect(row?.pinned).toBe(false);
  });

  it('pins an old deal: the cached best list shows it first at once; unpinning puts it back; each change is audited', async () => {
    const now = Date.now();
    const fresh = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        createDeal(server.db, server.member.id, { bestAt: new Date(now - i * 1000), createdAt: new Date(now - i * 1000) }),
      ),
    );
    const old = await createDeal(server.db, server.member.id, {
      bestAt: new Date('2001-01-01T00:00:00Z'),
      createdAt: new Date('2001-01-01T00:00:00Z'),
    });
    expect((await bestIds()).map((d) => d.id)).toEqual(fresh.slice(0, 5));

    const res = await editorial(old, { is_pinned: true }, server.moderator.auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: old, is_pinned: true, is_featured: false });
    const pinnedList = await bestIds();
    expect(pinnedList[0]).toMatchObject({ id: old, is_pinned: true });

    const featured = await editorial(old, { is_pinned: false, is_featured: true }, server.admin.auth);
    expect(await featured.json()).toEqual({ id: old, is_pinned: false, is_featured: true });
    expect((await bestIds()).map((d) => d.id)).not.toContain(old);
    const detail = (await (await send(server.app, 'GET', `/api/deals/${old}`)).json()) as { is_featured: boolean; is_pinned: boolean };
    expect(detail).toMatchObject({ is_featured: true, is_pinned: false });

    const audit = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.entityType, 'deal'), eq(moderationAudit.entityId, old), eq(moderationAudit.action, 'deal_editorial')))
      .orderBy(moderationAudit.id);
    expect(audit.map((a) => ({ actor: a.actorId, role: a.actorRole, before: a.before, after: a.after }))).toEqual([
      {
        actor: server.moderator.id,
        role: 'moderator',
        before: { is_pinned: false, is_featured: false },
        after: { is_pinned: true, is_featured: false },
      },
      {
        actor: server.admin.id,
        role: 'admin',
        before: { is_pinned: true, is_featured: false },
        after: { is_pinned: false, is_featured: true },
      },
    ]);
  });
});
