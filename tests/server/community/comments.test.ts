import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { comments } from '@/server/db/schema';
import type { DealComment, DealDetail } from '@/shared/schemas/deal';
import { useTestServer } from '../helpers/app';
import {
  createComment,
  createDeal,
  createUser,
  createUsers,
  dealCounts,
  expectError,
  send,
  type TestUser,
} from '../helpers/community-fixtures';

const server = useTestServer();
let author: TestUser;
let commenter: TestUser;

// Fresh accounts per test: each account may post only so many comments in ten minutes.
beforeEach(async () => {
  author = await createUser(server.db);
  commenter = await createUser(server.db);
});

async function post(user: TestUser, dealId: number, body: Record<string, unknown>): Promise<DealComment> {
  const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: user.auth, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DealComment;
}

async function detail(dealId: number): Promise<DealDetail> {
  const res = await server.app.request(`/api/deals/${dealId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DealDetail;
}

describe('POST /api/deals/{id}/comment', () => {
  it('adds a top-level comment as its own thread, trimmed, and counts it', async () => {
    const dealId = await createDeal(server.db, author.id);
    const comment = await post(commenter, dealId, { content: '  Great price!  ' });
    expect(comment).toEqual({
      id: expect.any(Number),
      content: 'Great price!',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      votes_count: 0,
      parent_id: null,
      thread_id: comment.id,
      user: { id: commenter.id, username: expect.any(String), avatar_url: null, is_deleted: false, is_new: true },
    });
    const deal = await detail(dealId);
    expect(deal.comments_count).toBe(1);
    expect(deal.deal_comments).toEqual([comment]);
  });

  it('stores text as written, never as HTML', async () => {
    const dealId = await createDeal(server.db, author.id);
    const content = '<b>bold</b> <script>alert(1)</script> & https://example.com/?a=1&b=2';
    expect((await post(commenter, dealId, { content })).content).toBe(content);
    expect((await detail(dealId)).deal_comments[0]?.content).toBe(content);
  });

  it('puts replies, and replies to replies, in the thread of the top-level comment', async () => {
    const dealId = await createDeal(server.db, author.id);
    const root = await post(commenter, dealId, { content: 'root' });
    const reply = await post(author, dealId, { content: 'reply', parent_id: root.id });
    expect(reply).toMatchObject({ parent_id: root.id, thread_id: root.id });
    const nested = await post(commenter, dealId, { content: 'nested', parent_id: reply.id, thread_id: root.id });
    expect(nested).toMatchObject({ parent_id: reply.id, thread_id: root.id });
    expect((await detail(dealId)).comments_count).toBe(3);
  });

  it('refuses a parent of another deal, a deleted parent, or a thread_id that contradicts the parent', async () => {
    const dealId = await createDeal(server.db, author.id);
    const otherDeal = await createDeal(server.db, author.id);
    const elsewhere = await createComment(server.db, otherDeal, author.id);
    await expectError(
      await send(server.app, 'POST', `/api/deals/${dealId}/comment`, {
        auth: commenter.auth,
        body: { content: 'x', parent_id: elsewhere },
      }),
      400,
      'ValidationError',
    );
    const deleted = await createComment(server.db, dealId, author.id);
    await server.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, deleted));
    await expectError(
      await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: commenter.auth, body: { content: 'x', parent_id: deleted } }),
      400,
      'ValidationError',
    );
    const root = await createComment(server.db, dealId, author.id);
    const otherRoot = await createComment(server.db, dealId, author.id);
    for (const body of [
      { content: 'x', parent_id: root, thread_id: otherRoot },
      { content: 'x', thread_id: root },
    ]) {
      await expectError(
        await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: commenter.auth, body }),
        400,
        'ValidationError',
      );
    }
    expect((await dealCounts(server.db, dealId)).comments).toBe(3);
  });

  it('validates the content with the shared rules', async () => {
    const dealId = await createDeal(server.db, author.id);
    const cases: [unknown, string][] = [
      [{ content: '   ' }, 'Comment is required'],
      [{}, 'content'],
      [{ content: 'x'.repeat(2001) }, 'at most 2000'],
      [{ content: 'a\u0000b' }, 'NUL'],
      [{ content: 'x', parent_id: 0 }, 'parent_id'],
    ];
    for (const [body, message] of cases) {
      const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: commenter.auth, body });
      expect(await expectError(res, 400, 'ValidationError')).toContain(message);
    }
    expect((await dealCounts(server.db, dealId)).comments).toBe(0);
  });

  it('refuses control characters and non-characters in a comment, and keeps its line breaks and tabs', async () => {
    const dealId = await createDeal(server.db, author.id);
    for (const content of ['a\u0001b', 'a\u001bb', 'a\uFFFFb', 'a\uFDD0b']) {
      const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: commenter.auth, body: { content } });
      expect(await expectError(res, 400, 'ValidationError'), JSON.stringify(content)).toContain(
        'content: Remove the invisible control characters',
      );
    }
    expect((await dealCounts(server.db, dealId)).comments).toBe(0);
    const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, {
      auth: commenter.auth,
      body: { content: 'Linia\n\tdruga 🔥' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { content: string }).content).toBe('Linia\n\tdruga 🔥');
  });

  it('answers 403 when comments are disabled, 404 for an unknown deal, 401 to a guest', async () => {
    const closed = await createDeal(server.db, author.id, { disableComments: true });
    await expectError(
      await send(server.app, 'POST', `/api/deals/${closed}/comment`, { auth: commenter.auth, body: { content: 'x' } }),
      403,
      'Forbidden',
    );
    await expectError(
      await send(server.app, 'POST', '/api/deals/999999/comment', { auth: commenter.auth, body: { content: 'x' } }),
      404,
      'NotFound',
    );
    const open = await createDeal(server.db, author.id);
    await expectError(await send(server.app, 'POST', `/api/deals/${open}/comment`, { body: { content: 'x' } }), 401, 'Unauthorized');
    expect((await dealCounts(server.db, open)).comments).toBe(0);
  });

  it('counts every comment of many posted at once', async () => {
    const dealId = await createDeal(server.db, author.id);
    const commenters = await createUsers(server.db, 20);
    await Promise.all(commenters.map((user, i) => post(user, dealId, { content: `comment ${i}` })));
    expect((await dealCounts(server.db, dealId)).comments).toBe(20);
    expect((await detail(dealId)).deal_comments).toHaveLength(20);
  });
});

describe('DELETE /api/deals/{id}/comment/{commentId}', () => {
  it('lets the author remove their comment: gone from the deal, count down, 204', async () => {
    const dealId = await createDeal(server.db, author.id);
    const keep = await post(author, dealId, { content: 'keep' });
    const remove = await post(commenter, dealId, { content: 'remove me' });
    const res = await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${remove.id}`, { auth: commenter.auth });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const deal = await detail(dealId);
    expect(deal.deal_comments.map((c) => c.id)).toEqual([keep.id]);
    expect(deal.comments_count).toBe(1);
    const [row] = await server.db.select({ deletedAt: comments.deletedAt }).from(comments).where(eq(comments.id, remove.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // A second delete finds nothing and the count does not move again.
    await expectError(
      await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${remove.id}`, { auth: commenter.auth }),
      404,
      'NotFound',
    );
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
  });

  it('refuses another user (even the deal’s author) with 403 and a guest with 401', async () => {
    const dealId = await createDeal(server.db, author.id);
    const comment = await post(commenter, dealId, { content: 'mine' });
    await expectError(
      await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${comment.id}`, { auth: author.auth }),
      403,
      'Forbidden',
    );
    await expectError(await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${comment.id}`), 401, 'Unauthorized');
    expect((await detail(dealId)).deal_comments).toHaveLength(1);
  });

  it('answers 404 for a comment of another deal and 400 for a bad id', async () => {
    const dealId = await createDeal(server.db, author.id);
    const otherDeal = await createDeal(server.db, author.id);
    const comment = await post(commenter, otherDeal, { content: 'elsewhere' });
    await expectError(
      await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${comment.id}`, { auth: commenter.auth }),
      404,
      'NotFound',
    );
    await expectError(
      await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/abc`, { auth: commenter.auth }),
      400,
      'ValidationError',
    );
  });

  it('counts a comment once when its author deletes it twice at the same time', async () => {
    const dealId = await createDeal(server.db, author.id);
    await post(author, dealId, { content: 'stays' });
    const comment = await post(commenter, dealId, { content: 'twice' });
    const statuses = await Promise.all(
      [1, 2].map(
        async () => (await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${comment.id}`, { auth: commenter.auth })).status,
      ),
    );
    expect(statuses.sort()).toEqual([204, 404]);
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
  });
});

describe('GET /api/deals/{id} for guests', () => {
  it('is one shared answer (the same ETag, a 304 on repeat) that a new comment replaces at once', async () => {
    const dealId = await createDeal(server.db, author.id);
    const first = await server.app.request(`/api/deals/${dealId}`);
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const repeat = await server.app.request(`/api/deals/${dealId}`, { headers: { 'If-None-Match': etag } });
    expect(repeat.status).toBe(304);

    const comment = await post(commenter, dealId, { content: 'Widziane w sklepie, cena się zgadza.' });
    const after = await server.app.request(`/api/deals/${dealId}`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as DealDetail).deal_comments.map((c) => c.id)).toContain(comment.id);
  });
});
