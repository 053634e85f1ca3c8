import { describe, expect, it } from 'vitest';
import { SEEN_DEALS_BATCH_MAX, SEEN_DEALS_MAX } from '@/shared/constants';
import type { SeenDealsResponse } from '@/shared/schemas/feed';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createUser, expectError, type TestUser } from '../helpers/rewards-fixtures';
import { deals } from '@/server/db/schema';

const server = useTestServer();

const markSeen = (user: TestUser, dealIds: unknown) =>
  call(server.app, 'POST', '/api/users/seen-deals', { user, body: { deal_ids: dealIds } });
const seenOf = async (user: TestUser) =>
  ((await (await call(server.app, 'GET', '/api/users/seen-deals', { user })).json()) as SeenDealsResponse).deal_ids;

describe('POST/GET /api/users/seen-deals', () => {
  it('keeps what a member opened, the latest first, for every device and for that member alone', async () => {
    const [reader, other, author] = [await createUser(server.db), await createUser(server.db), await createUser(server.db)];
    const [first, second] = [await createDeal(server.db, author.id, 'Pierwsza'), await createDeal(server.db, author.id, 'Druga')];
    expect(await seenOf(reader)).toEqual([]);
    expect((await markSeen(reader, [first])).status).toBe(204);
    expect((await markSeen(reader, [second, second])).status).toBe(204);
    expect(await seenOf(reader)).toEqual([second, first]);
    // Seen again: the latest once more, still once.
    expect((await markSeen(reader, [first])).status).toBe(204);
    expect(await seenOf(reader)).toEqual([first, second]);
    expect(await seenOf(other)).toEqual([]);
  });

  it('passes over a deal that is gone, refuses a bad batch in the error shape, and asks a guest to sign in', async () => {
    const [reader, author] = [await createUser(server.db), await createUser(server.db)];
    const kept = await createDeal(server.db, author.id, 'Zostaje');
    expect((await markSeen(reader, [kept, 999_999])).status).toBe(204);
    expect(await seenOf(reader)).toEqual([kept]);
    for (const bad of [[], [0], ['1'], 'x', Array.from({ length: SEEN_DEALS_BATCH_MAX + 1 }, (_, i) => i + 1)]) {
      expect(await expectError(await markSeen(reader, bad), 400, 'ValidationError')).toContain('deal');
    }
    await expectError(await call(server.app, 'POST', '/api/users/seen-deals', { body: { deal_ids: [kept] } }), 401, 'Unauthorized');
    await expectError(await call(server.app, 'GET', '/api/users/seen-deals'), 401, 'Unauthorized');
  });

  it(`keeps only the newest ${SEEN_DEALS_MAX}`, async () => {
    const [reader, author] = [await createUser(server.db), await createUser(server.db)];
    const rows = await server.db
      .insert(deals)
      .values(Array.from({ length: SEEN_DEALS_MAX + 5 }, (_, i) => ({ userId: author.id, title: `Okazja ${i}`, categoryId: 'other' })))
      .returning({ id: deals.id });
    const ids = rows.map((row) => row.id);
    for (let start = 0; start < ids.length; start += SEEN_DEALS_BATCH_MAX) {
      expect((await markSeen(reader, ids.slice(start, start + SEEN_DEALS_BATCH_MAX))).status).toBe(204);
    }
    const seen = await seenOf(reader);
    expect(seen).toHaveLength(SEEN_DEALS_MAX);
    // The first batch, sent longest ago, lost its oldest five.
    expect(seen).toContain(ids.at(-1));
    expect(seen).not.toContain(ids[0]);
  });
});
