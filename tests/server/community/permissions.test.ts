import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { useTestServer } from '../helpers/app';
import { createComment, createDeal, createUser, send, type TestUser } from '../helpers/community-fixtures';

/**
 * Every mutating community endpoint against every kind of caller: a guest, a user whose account was deleted, a
 * user who does not own the target, and the owner (author of the deal or comment). Each row gets fresh data.
 */

const server = useTestServer();

interface Target {
  owner: TestUser;
  method: string;
  path: string;
  body?: unknown;
}

interface Row {
  name: string;
  setup: () => Promise<Target>;
  other: number;
  owner: number;
}

async function dealOf(owner: TestUser): Promise<number> {
  return createDeal(server.db, owner.id);
}

const rows: Row[] = [
  {
    name: 'POST /api/deals/{id}/like',
    setup: async () => {
      const owner = await createUser(server.db);
      return { owner, method: 'POST', path: `/api/deals/${await dealOf(owner)}/like`, body: { like: true } };
    },
    other: 200,
    owner: 403,
  },
  {
    name: 'POST /api/deals/{id}/comment/{commentId}/like',
    setup: async () => {
      const owner = await createUser(server.db);
      const dealId = await dealOf(await createUser(server.db));
      const commentId = await createComment(server.db, dealId, owner.id);
      return { owner, method: 'POST', path: `/api/deals/${dealId}/comment/${commentId}/like`, body: { like: false } };
    },
    other: 200,
    owner: 403,
  },
  {
    name: 'POST /api/deals/{id}/favourite',
    setup: async () => {
      const owner = await createUser(server.db);
      return { owner, method: 'POST', path: `/api/deals/${await dealOf(owner)}/favourite` };
    },
    other: 200,
    owner: 200,
  },
  {
    name: 'POST /api/deals/{id}/comment',
    setup: async () => {
      const owner = await createUser(server.db);
      return { owner, method: 'POST', path: `/api/deals/${await dealOf(owner)}/comment`, body: { content: 'hello' } };
    },
    other: 201,
    owner: 201,
  },
  {
    name: 'DELETE /api/deals/{id}/comment/{commentId}',
    setup: async () => {
      const owner = await createUser(server.db);
      const dealId = await dealOf(await createUser(server.db));
      const commentId = await createComment(server.db, dealId, owner.id);
      return { owner, method: 'DELETE', path: `/api/deals/${dealId}/comment/${commentId}` };
    },
    other: 403,
    owner: 204,
  },
  {
    name: 'POST /api/reports/ (deal)',
    setup: async () => {
      const owner = await createUser(server.db);
      const dealId = await dealOf(owner);
      return {
        owner,
        method: 'POST',
        path: '/api/reports/',
        body: { entity_id: dealId, entity_type: 'deal', reason: 'spam', description: 'looks like spam' },
      };
    },
    other: 201,
    owner: 201,
  },
  {
    name: 'POST /api/reports/ (comment)',
    setup: async () => {
      const owner = await createUser(server.db);
      const dealId = await dealOf(await createUser(server.db));
      const commentId = await createComment(server.db, dealId, owner.id);
      return {
        owner,
        method: 'POST',
        path: '/api/reports/',
        body: { entity_id: commentId, entity_type: 'comment', reason: 'offensive', description: 'rude words here' },
      };
    },
    other: 201,
    owner: 201,
  },
  {
    name: 'POST /api/deals/',
    setup: async () => {
      const owner = await createUser(server.db);
      const body = { url: 'https://example.com/p', title: 'A deal', description: 'Cheap.', category: 'other' };
      return { owner, method: 'POST', path: '/api/deals/', body };
    },
    other: 201,
    // The same link again while the first deal is active is a duplicate, whoever posts it.
    owner: 409,
  },
  {
    name: 'PUT /api/deals/{id}',
    setup: async () => {
      const owner = await createUser(server.db);
      const dealId = await dealOf(owner);
      const body = { url: 'https://example.com/edited', title: 'An edited deal', description: 'Cheaper.', category: 'other' };
      return { owner, method: 'PUT', path: `/api/deals/${dealId}`, body };
    },
    other: 403,
    owner: 200,
  },
];

async function statusOf(target: Target, auth?: Record<string, string>): Promise<{ status: number; errorCode?: string }> {
  const res = await send(server.app, target.method, target.path, {
    ...(auth ? { auth } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
  const text = await res.text();
  const errorCode = res.status >= 400 ? (JSON.parse(text) as { errorCode: string }).errorCode : undefined;
  return errorCode ? { status: res.status, errorCode } : { status: res.status };
}

describe.each(rows)('$name', (row) => {
  it('guest 401, deleted account 401, bad token 401, other user and owner as the rules say', async () => {
    const target = await row.setup();
    expect(await statusOf(target)).toEqual({ status: 401, errorCode: 'Unauthorized' });
    // A guest learns nothing about the input either: sign-in comes before validation.
    expect(await statusOf({ ...target, body: { nonsense: true } })).toEqual({ status: 401, errorCode: 'Unauthorized' });
    expect(await statusOf(target, { Authorization: 'Bearer not.a.token' })).toEqual({ status: 401, errorCode: 'Unauthorized' });
    const deleted = await createUser(server.db);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    expect(await statusOf(target, deleted.auth)).toEqual({ status: 401, errorCode: 'Unauthorized' });

    const other = await createUser(server.db);
    const otherResult = await statusOf(target, other.auth);
    expect(otherResult.status).toBe(row.other);
    if (row.other === 403) expect(otherResult.errorCode).toBe('Forbidden');

    const ownerResult = await statusOf(target, target.owner.auth);
    expect(ownerResult.status).toBe(row.owner);
    if (row.owner === 403) expect(ownerResult.errorCode).toBe('Forbidden');
  });
});
