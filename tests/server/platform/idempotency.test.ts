import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { comments, deals, favourites, idempotencyKeys, reports } from '@/server/db/schema';
import { RATE_LIMITS } from '@/server/platform/rate-limits';
import type { DealComment } from '@/shared/schemas/deal';
import { useTestServer } from '../helpers/app';
import {
  createComment,
  createDeal,
  createUser,
  dealCounts,
  expectError,
  send,
  voteSum,
  type TestUser,
} from '../helpers/community-fixtures';

/**
 * The Idempotency-Key middleware (a replayed request never applies twice) as the offline queue meets it, through the
 * community routes. The alert hook can be made to fail once, which is how a vote answers 5xx here.
 */
const failures = vi.hoisted(() => ({ nextVote: false }));
vi.mock('@/server/services/alert-triggers', () => ({
  onDealCreated: async () => {},
  onDealRising: async () => {},
  onDealVotesChanged: async () => {
    if (failures.nextVote) {
      failures.nextVote = false;
      throw new Error('simulated failure after the vote was written');
    }
  },
}));

const server = useTestServer();
let author: TestUser;
let user: TestUser;
let keyCounter = 0;

beforeAll(async () => {
  author = await createUser(server.db);
  user = await createUser(server.db);
});

beforeEach(() => {
  failures.nextVote = false;
});

const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

function keyed(key: string, method: string, path: string, opts: { auth?: Record<string, string>; body?: unknown } = {}) {
  return send(server.app, method, path, { ...opts, headers: { 'Idempotency-Key': key } });
}

async function replayOf(first: Response, again: Response) {
  expect(again.status).toBe(first.status);
  expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  expect(first.headers.get('Idempotent-Replayed')).toBeNull();
}

describe('Idempotency-Key on community mutations', () => {
  it('replays a vote: same body, the replay header, and the vote is not toggled back', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    const first = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    const again = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    await replayOf(first, again);
    const firstBody: unknown = await first.json();
    expect(firstBody).toEqual({ entity_id: dealId, votes_count: 1, vote_value: 1 });
    expect(await again.json()).toEqual(firstBody);
    expect((await dealCounts(server.db, dealId)).votes).toBe(1);
    // Without the key the same press is a new press, which clears the vote.
    const fresh = await send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    expect(await fresh.json()).toEqual({ entity_id: dealId, votes_count: 0, vote_value: 0 });
  });

  it('answers 422 when a key comes back with another body, and changes nothing', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    expect((await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } })).status).toBe(200);
    await expectError(
      await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: false } }),
      422,
      'IdempotencyKeyReused',
    );
    expect((await dealCounts(server.db, dealId)).votes).toBe(1);
  });

  it('keeps keys per user: another user with the same key gets their own action', async () => {
    const dealId = await createDeal(server.db, author.id);
    const other = await createUser(server.db);
    const key = newKey();
    await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    const theirs = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: other.auth, body: { like: true } });
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await theirs.json()).toEqual({ entity_id: dealId, votes_count: 2, vote_value: 1 });
    expect(await voteSum(server.db, 'deal', dealId)).toBe(2);
  });

  it('does not store a 5xx: the failed vote is rolled back and the same key runs again', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    failures.nextVote = true;
    const failed = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    await expectError(failed, 500, 'InternalError');
    expect((await dealCounts(server.db, dealId)).votes).toBe(0);
    expect(await voteSum(server.db, 'deal', dealId)).toBe(0);
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

    const retried = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await retried.json()).toEqual({ entity_id: dealId, votes_count: 1, vote_value: 1 });
  });

  it('replays a 4xx answer as it was', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    const first = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: author.auth, body: { like: true } });
    const again = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: author.auth, body: { like: true } });
    await replayOf(first, again);
    expect(first.status).toBe(403);
    expect(await again.json()).toEqual(await first.json());
  });

  it('replays a comment vote without voting again', async () => {
    const dealId = await createDeal(server.db, author.id);
    const commentId = await createComment(server.db, dealId, author.id);
    const key = newKey();
    const path = `/api/deals/${dealId}/comment/${commentId}/like`;
    const first = await keyed(key, 'POST', path, { auth: user.auth, body: { like: false } });
    const again = await keyed(key, 'POST', path, { auth: user.auth, body: { like: false } });
    await replayOf(first, again);
    expect(await again.json()).toEqual({ entity_id: commentId, votes_count: -1, vote_value: -1 });
    expect(await voteSum(server.db, 'comment', commentId)).toBe(-1);
  });

  it('replays a favourite toggle: still saved', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    const first = await keyed(key, 'POST', `/api/deals/${dealId}/favourite`, { auth: user.auth });
    const again = await keyed(key, 'POST', `/api/deals/${dealId}/favourite`, { auth: user.auth });
    await replayOf(first, again);
    expect(await again.json()).toEqual({ entity_id: dealId, is_favourite: true });
    expect(await server.db.select().from(favourites).where(eq(favourites.dealId, dealId))).toHaveLength(1);
  });

  it('replays a new comment: one comment, counted once, the same 201 body', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    const path = `/api/deals/${dealId}/comment`;
    const first = await keyed(key, 'POST', path, { auth: user.auth, body: { content: 'queued offline' } });
    const again = await keyed(key, 'POST', path, { auth: user.auth, body: { content: 'queued offline' } });
    await replayOf(first, again);
    expect(first.status).toBe(201);
    const created = (await first.json()) as DealComment;
    expect(await again.json()).toEqual(created);
    expect(await server.db.select().from(comments).where(eq(comments.dealId, dealId))).toHaveLength(1);
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
  });

  it('replays a comment removal as 204 without counting it twice', async () => {
    const dealId = await createDeal(server.db, author.id);
    await createComment(server.db, dealId, author.id);
    const commentId = await createComment(server.db, dealId, user.id);
    const key = newKey();
    const path = `/api/deals/${dealId}/comment/${commentId}`;
    const first = await keyed(key, 'DELETE', path, { auth: user.auth });
    const again = await keyed(key, 'DELETE', path, { auth: user.auth });
    await replayOf(first, again);
    expect(first.status).toBe(204);
    expect(await again.text()).toBe('');
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
  });

  it('replays a report with its first status (201), storing one report', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    const body = { entity_id: dealId, entity_type: 'deal', reason: 'expired', description: 'deal is expired' };
    const first = await keyed(key, 'POST', '/api/reports/', { auth: user.auth, body });
    const again = await keyed(key, 'POST', '/api/reports/', { auth: user.auth, body });
    await replayOf(first, again);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await server.db.select().from(reports).where(eq(reports.entityId, dealId))).toHaveLength(1);
  });

  it('replays a deal submission: one deal', async () => {
    const key = newKey();
    const body = { url: 'https://example.com/idempotent', title: 'Submitted once', description: 'Only once.', category: 'other' };
    const first = await keyed(key, 'POST', '/api/deals/', { auth: user.auth, body });
    const again = await keyed(key, 'POST', '/api/deals/', { auth: user.auth, body });
    await replayOf(first, again);
    expect(first.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await server.db.select({ id: deals.id }).from(deals).where(eq(deals.title, 'Submitted once'))).toHaveLength(1);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const dealId = await createDeal(server.db, author.id);
    await expectError(
      await keyed('short', 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } }),
      400,
      'ValidationError',
    );
    await expectError(
      await keyed('has spaces in it', 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } }),
      400,
      'ValidationError',
    );
    expect((await dealCounts(server.db, dealId)).votes).toBe(0);
  });
});

describe('Idempotency-Key and bodies that fail validation', () => {
  const storedKeys = (key: string) =>
    server.db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('POST /api/anonymous/ stores nothing for an invalid body, and the key then runs a valid one', async () => {
    const key = newKey();
    await expectError(await keyed(key, 'POST', '/api/anonymous/', { body: { id: 'short' } }), 400, 'ValidationError');
    expect(await storedKeys(key)).toEqual([]);

    const body = { id: crypto.randomUUID() };
    const first = await keyed(key, 'POST', '/api/anonymous/', { body });
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    await replayOf(first, await keyed(key, 'POST', '/api/anonymous/', { body }));
  });

  it('POST /api/anonymous/ counts every attempt of an address before looking at the body or the key', async () => {
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.anonymousDevice.limit && status !== 429; i++) {
      status = (await keyed(newKey(), 'POST', '/api/anonymous/', { body: { id: 'x' } })).status;
    }
    expect(status).toBe(429);
    const key = newKey();
    await expectError(await keyed(key, 'POST', '/api/anonymous/', { body: { id: 'x' } }), 429, 'TooManyRequests');
    expect(await storedKeys(key)).toEqual([]);
  });

  it('a community action stores nothing for an invalid body, and the key then runs a valid one', async () => {
    const dealId = await createDeal(server.db, author.id);
    const key = newKey();
    await expectError(
      await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: 'yes' } }),
      400,
      'ValidationError',
    );
    await expectError(
      await keyed(key, 'POST', `/api/deals/${dealId}/comment`, { auth: user.auth, body: { content: '' } }),
      400,
      'ValidationError',
    );
    expect(await storedKeys(key)).toEqual([]);

    const first = await keyed(key, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: { like: true } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ entity_id: dealId, votes_count: 1, vote_value: 1 });
    expect(await storedKeys(key)).toHaveLength(1);
  });

  it('stores nothing when the service refuses the body, so the corrected body runs with the same key', async () => {
    const key = newKey();
    const body = { url: 'https://example.com/corrected', title: 'Corrected once', description: 'Fixed.', category: 'other' };
    const refused = await keyed(key, 'POST', '/api/deals/', { auth: user.auth, body: { ...body, image_ids: [999_999_999] } });
    expect(await expectError(refused, 400, 'ValidationError')).toContain('image_ids');
    expect(await storedKeys(key)).toEqual([]);
    const posted = await keyed(key, 'POST', '/api/deals/', { auth: user.auth, body });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
