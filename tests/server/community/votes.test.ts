import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, pointsLedger, votes } from '@/server/db/schema';
import { POPULAR_DEAL_POINTS } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { VoteResult, VotesStatus } from '@/shared/schemas/community';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { testEnv, useTestServer } from '../helpers/app';
import {
  createComment,
  createDeal,
  createUser,
  createUsers,
  dealCounts,
  expectError,
  send,
  voteSum,
  type TestUser,
} from '../helpers/community-fixtures';

const POPULAR_THRESHOLD = 3;

const server = useTestServer({ app: { env: testEnv({ POPULAR_THRESHOLD: String(POPULAR_THRESHOLD), LIST_CACHE_TTL_MS: '0' }) } });
let author: TestUser;
let voter: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
  voter = await createUser(server.db);
});

async function like(user: TestUser, dealId: number, up: boolean): Promise<VoteResult> {
  const res = await send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: up } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as VoteResult;
}

async function likeComment(user: TestUser, dealId: number, commentId: number, up: boolean): Promise<VoteResult> {
  const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment/${commentId}/like`, { auth: user.auth, body: { like: up } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as VoteResult;
}

async function popularRewards(userId: number) {
  return server.db
    .select({ points: pointsLedger.points, reason: pointsLedger.reason, customReason: pointsLedger.customReason })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.customReason, 'popular_deal')));
}

describe('POST /api/deals/{id}/like', () => {
  it('votes up, clears with the same direction, and moves by 2 when switching', async () => {
    const dealId = await createDeal(server.db, author.id);
    expect(await like(voter, dealId, true)).toEqual({ entity_id: dealId, votes_count: 1, vote_value: 1 });
    expect(await like(voter, dealId, true)).toEqual({ entity_id: dealId, votes_count: 0, vote_value: 0 });
    expect(await like(voter, dealId, false)).toEqual({ entity_id: dealId, votes_count: -1, vote_value: -1 });
    expect(await like(voter, dealId, true)).toEqual({ entity_id: dealId, votes_count: 1, vote_value: 1 });
    expect(await like(voter, dealId, false)).toEqual({ entity_id: dealId, votes_count: -1, vote_value: -1 });
    expect(await like(voter, dealId, false)).toEqual({ entity_id: dealId, votes_count: 0, vote_value: 0 });
    expect((await dealCounts(server.db, dealId)).votes).toBe(0);
    expect(await voteSum(server.db, 'deal', dealId)).toBe(0);
  });

  it('shows the new count in the deal detail', async () => {
    const dealId = await createDeal(server.db, author.id);
    await like(voter, dealId, true);
    const res = await server.app.request(`/api/deals/${dealId}`);
    expect(((await res.json()) as DealDetail).votes_count).toBe(1);
  });

  it('refuses a vote on the caller’s own deal with 403 and stores nothing', async () => {
    const dealId = await createDeal(server.db, author.id);
    await expectError(
      await send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: author.auth, body: { like: true } }),
      403,
      'Forbidden',
    );
    expect(await voteSum(server.db, 'deal', dealId)).toBe(0);
    expect((await dealCounts(server.db, dealId)).votes).toBe(0);
  });

  it('answers 404 for an unknown deal and 400 for a bad body or id', async () => {
    await expectError(
      await send(server.app, 'POST', '/api/deals/999999/like', { auth: voter.auth, body: { like: true } }),
      404,
      'NotFound',
    );
    const dealId = await createDeal(server.db, author.id);
    for (const body of [{}, { like: 'yes' }, { like: 1 }, null]) {
      await expectError(await send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: voter.auth, body }), 400, 'ValidationError');
    }
    await expectError(
      await send(server.app, 'POST', '/api/deals/abc/like', { auth: voter.auth, body: { like: true } }),
      400,
      'ValidationError',
    );
  });

  it('answers 401 to a guest', async () => {
    const dealId = await createDeal(server.db, author.id);
    await expectError(await send(server.app, 'POST', `/api/deals/${dealId}/like`, { body: { like: true } }), 401, 'Unauthorized');
  });
});

describe('concurrent votes', () => {
  it('200 parallel votes of different users leave votes_count equal to the sum of the vote rows', async () => {
    const dealId = await createDeal(server.db, author.id);
    const voters = await createUsers(server.db, 200);
    const results = await Promise.all(voters.map((user, i) => like(user, dealId, i % 4 !== 0)));
    expect(results.map((r) => r.vote_value)).toEqual(voters.map((_user, i) => (i % 4 !== 0 ? 1 : -1)));
    const expected = voters.reduce((sum, _user, i) => sum + (i % 4 !== 0 ? 1 : -1), 0);
    expect(expected).toBe(100);
    expect(await voteSum(server.db, 'deal', dealId)).toBe(expected);
    expect((await dealCounts(server.db, dealId)).votes).toBe(expected);
  });

  it('one user pressing the same button many times at once is applied press by press, never double counted', async () => {
    const dealId = await createDeal(server.db, author.id);
    const presser = await createUser(server.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => like(presser, dealId, true)));
    // Ten presses of "up" alternate vote and clear: five answers say voted, five say cleared, and none is left.
    expect(results.filter((r) => r.vote_value === 1)).toHaveLength(5);
    expect(results.filter((r) => r.vote_value === 0)).toHaveLength(5);
    expect(await voteSum(server.db, 'deal', dealId)).toBe(0);
    expect((await dealCounts(server.db, dealId)).votes).toBe(0);
  });

  it('many users switching directions concurrently keep the total equal to the rows', async () => {
    const dealId = await createDeal(server.db, author.id);
    const voters = await createUsers(server.db, 40);
    await Promise.all(voters.map((user) => like(user, dealId, true)));
    await Promise.all(voters.flatMap((user, i) => [like(user, dealId, i % 2 === 0), like(user, dealId, false)]));
    const sum = await voteSum(server.db, 'deal', dealId);
    expect((await dealCounts(server.db, dealId)).votes).toBe(sum);
    const rows = await server.db
      .select({ value: votes.value })
      .from(votes)
      .where(and(eq(votes.entityType, 'deal'), eq(votes.entityId, dealId)));
    expect(rows.length).toBeLessThanOrEqual(40);
  });
});

describe('popular threshold', () => {
  it('puts the deal in the best tab and awards its author 50 points once, the first time the score reaches the threshold', async () => {
    const popularAuthor = await createUser(server.db);
    const dealId = await createDeal(server.db, popularAuthor.id);
    const voters = await createUsers(server.db, POPULAR_THRESHOLD + 1);
    for (const user of voters.slice(0, POPULAR_THRESHOLD - 1)) await like(user, dealId, true);
    expect((await dealCounts(server.db, dealId)).bestAt).toBeNull();
    expect(await popularRewards(popularAuthor.id)).toEqual([]);

    const [last, extra] = voters.slice(POPULAR_THRESHOLD - 1);
    if (!last || !extra) throw new Error('voters missing');
    await like(last, dealId, true);
    expect((await dealCounts(server.db, dealId)).bestAt).toBeInstanceOf(Date);
    expect(await popularRewards(popularAuthor.id)).toEqual([
      { points: POPULAR_DEAL_POINTS, reason: 'other', customReason: 'popular_deal' },
    ]);
    const best = await server.app.request('/api/deals/?only_best=true&per_page=100');
    expect(((await best.json()) as ListResponse<DealListItem>).data.map((d) => d.id)).toContain(dealId);

    // Falling below and reaching the threshold again, or going past it, pays nothing more.
    await like(last, dealId, true);
    await like(last, dealId, true);
    await like(extra, dealId, true);
    expect((await dealCounts(server.db, dealId)).votes).toBe(POPULAR_THRESHOLD + 1);
    expect(await popularRewards(popularAuthor.id)).toHaveLength(1);
  });

  it('rewards once when many votes cross the threshold at the same time', async () => {
    const popularAuthor = await createUser(server.db);
    const dealId = await createDeal(server.db, popularAuthor.id);
    const voters = await createUsers(server.db, 30);
    await Promise.all(voters.map((user) => like(user, dealId, true)));
    expect((await dealCounts(server.db, dealId)).votes).toBe(30);
    expect(await popularRewards(popularAuthor.id)).toHaveLength(1);
  });

  it('down-votes never make a deal popular', async () => {
    const popularAuthor = await createUser(server.db);
    const dealId = await createDeal(server.db, popularAuthor.id);
    for (const user of await createUsers(server.db, POPULAR_THRESHOLD)) await like(user, dealId, false);
    expect((await dealCounts(server.db, dealId)).bestAt).toBeNull();
    expect(await popularRewards(popularAuthor.id)).toEqual([]);
  });
});

describe('POST /api/deals/{id}/comment/{commentId}/like', () => {
  it('votes up, clears, switches, and updates the comment’s count', async () => {
    const dealId = await createDeal(server.db, author.id);
    const commentId = await createComment(server.db, dealId, author.id);
    expect(await likeComment(voter, dealId, commentId, false)).toEqual({ entity_id: commentId, votes_count: -1, vote_value: -1 });
    expect(await likeComment(voter, dealId, commentId, true)).toEqual({ entity_id: commentId, votes_count: 1, vote_value: 1 });
    expect(await likeComment(voter, dealId, commentId, true)).toEqual({ entity_id: commentId, votes_count: 0, vote_value: 0 });
    await likeComment(voter, dealId, commentId, true);
    const detail = (await (await server.app.request(`/api/deals/${dealId}`)).json()) as DealDetail;
    expect(detail.deal_comments.find((c) => c.id === commentId)?.votes_count).toBe(1);
    // The deal's own score is untouched by comment votes.
    expect((await dealCounts(server.db, dealId)).votes).toBe(0);
  });

  it('refuses the author’s own comment (403), a comment of another deal or a deleted one (404)', async () => {
    const dealId = await createDeal(server.db, author.id);
    const otherDealId = await createDeal(server.db, author.id);
    const own = await createComment(server.db, dealId, voter.id);
    await expectError(
      await send(server.app, 'POST', `/api/deals/${dealId}/comment/${own}/like`, { auth: voter.auth, body: { like: true } }),
      403,
      'Forbidden',
    );
    const elsewhere = await createComment(server.db, otherDealId, author.id);
    await expectError(
      await send(server.app, 'POST', `/api/deals/${dealId}/comment/${elsewhere}/like`, { auth: voter.auth, body: { like: true } }),
      404,
      'NotFound',
    );
    const deleted = await createComment(server.db, dealId, author.id);
    await server.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, deleted));
    await expectError(
      await send(server.app, 'POST', `/api/deals/${dealId}/comment/${deleted}/like`, { auth: voter.auth, body: { like: true } }),
      404,
      'NotFound',
    );
    expect(await voteSum(server.db, 'comment', own)).toBe(0);
  });

  it('keeps comment counts right under 50 parallel votes', async () => {
    const dealId = await createDeal(server.db, author.id);
    const commentId = await createComment(server.db, dealId, author.id);
    const voters = await createUsers(server.db, 50);
    await Promise.all(voters.map((user, i) => likeComment(user, dealId, commentId, i % 5 !== 0)));
    const [row] = await server.db.select({ votes: comments.votesCount }).from(comments).where(eq(comments.id, commentId));
    expect(row?.votes).toBe(30);
    expect(await voteSum(server.db, 'comment', commentId)).toBe(30);
  });
});

describe('GET /api/deals/votes-status', () => {
  it('lists only the caller’s votes on the asked entities of the asked type', async () => {
    const a = await createDeal(server.db, author.id);
    const b = await createDeal(server.db, author.id);
    const c = await createDeal(server.db, author.id);
    const commentId = await createComment(server.db, a, author.id);
    await like(voter, a, true);
    await like(voter, b, false);
    await likeComment(voter, a, commentId, true);
    const someoneElse = await createUser(server.db);
    await like(someoneElse, c, true);

    const res = await send(server.app, 'GET', `/api/deals/votes-status?id=${a},${b},${c}&entity_type=deal`, { auth: voter.auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as VotesStatus;
    expect(body.data.sort((x, y) => x.entity_id - y.entity_id)).toEqual([
      { entity_id: a, vote_value: 1 },
      { entity_id: b, vote_value: -1 },
    ]);
    const byDefault = (await (
      await send(server.app, 'GET', `/api/deals/votes-status?id=${a}`, { auth: voter.auth })
    ).json()) as VotesStatus;
    expect(byDefault.data).toEqual([{ entity_id: a, vote_value: 1 }]);
    const forComments = await send(server.app, 'GET', `/api/deals/votes-status?id=${commentId},${a}&entity_type=comment`, {
      auth: voter.auth,
    });
    expect(((await forComments.json()) as VotesStatus).data).toEqual([{ entity_id: commentId, vote_value: 1 }]);
  });

  it('answers 401 to guests and 400 to bad ids or types', async () => {
    await expectError(await server.app.request('/api/deals/votes-status?id=1'), 401, 'Unauthorized');
    for (const query of ['', 'id=abc', 'id=0', 'id=1&entity_type=user', `id=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      await expectError(await send(server.app, 'GET', `/api/deals/votes-status?${query}`, { auth: voter.auth }), 400, 'ValidationError');
    }
  });
});
