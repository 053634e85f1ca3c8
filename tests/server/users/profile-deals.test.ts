import { beforeAll, describe, expect, it } from 'vitest';
import { comments, deals, markets } from '@/server/db/schema';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { useTestServer } from '../helpers/app';
import { createUser } from '../helpers/profile-users';
import { DEAL_LIST_FIELDS } from '../helpers/deal-fields';

const server = useTestServer({ seed: true });
let dealIds: number[];

beforeAll(async () => {
  dealIds = (await server.db.select({ id: deals.id }).from(deals).orderBy(deals.id).limit(5)).map((d) => d.id);
});

async function list(query: string): Promise<ListResponse<DealListItem>> {
  const res = await server.app.request(`/api/deals/commented?${query}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as ListResponse<DealListItem>;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** deal index → when the user commented on it (several entries = several comments). */
async function commentAs(userId: number, plan: [number, number, boolean?][]) {
  await server.db.insert(comments).values(
    plan.map(([dealIndex, ago, deleted]) => ({
      dealId: dealIds[dealIndex] ?? 0,
      userId,
      content: `Komentarz ${dealIndex}`,
      createdAt: minutesAgo(ago),
      deletedAt: deleted ? new Date() : null,
    })),
  );
}

describe('GET /api/deals/commented', () => {
  it('lists each commented deal once, newest comment first, in the deal list shape', async () => {
    const user = await createUser(server.db);
    // Deal 0 commented long ago and again just now; deal 3 only through a removed comment.
    await commentAs(user.id, [
      [0, 500],
      [1, 30],
      [2, 60],
      [0, 5],
      [3, 1, true],
    ]);
    const page = await list(`user_id=${user.id}`);
    expect(page.data.map((d) => d.id)).toEqual([dealIds[0], dealIds[1], dealIds[2]]);
    expect(page.metadata).toEqual({ count: 3, pages_count: 1 });
    // The same items GET /api/deals/ answers (same mapping), so the client renders them with the same card.
    const [first] = page.data;
    const fromMainList = (await (
      await server.app.request(`/api/deals/?per_page=100&user_id=${first?.user.id}`)
    ).json()) as ListResponse<DealListItem>;
    const twin = fromMainList.data.find((d) => d.id === first?.id);
    expect(twin).toBeDefined();
    expect(first).toEqual(twin);
    expect(Object.keys(first ?? {}).sort()).toEqual([...DEAL_LIST_FIELDS].sort());
  });

  it('pages without repeating or skipping a deal', async () => {
    const user = await createUser(server.db);
    await commentAs(user.id, [
      [0, 10],
      [1, 20],
      [2, 30],
      [3, 40],
      [4, 50],
    ]);
    const first = await list(`user_id=${user.id}&per_page=2&page=1`);
    const second = await list(`user_id=${user.id}&per_page=2&page=2`);
    const third = await list(`user_id=${user.id}&per_page=2&page=3`);
    expect(first.metadata).toEqual({ count: 5, pages_count: 3 });
    expect([...first.data, ...second.data, ...third.data].map((d) => d.id)).toEqual(dealIds);
    expect((await list(`user_id=${user.id}&per_page=2&page=4`)).data).toEqual([]);
  });

  it('lists nothing for a user without comments and only the asked market', async () => {
    const user = await createUser(server.db);
    expect(await list(`user_id=${user.id}`)).toEqual({ data: [], metadata: { count: 0, pages_count: 0 } });
    await commentAs(user.id, [[0, 10]]);
    await server.db.insert(markets).values({ id: 2, name: 'Deutschland', currency: 'EUR' }).onConflictDoNothing();
    expect((await list(`user_id=${user.id}&market_id=2`)).data).toEqual([]);
    expect((await list(`user_id=${user.id}&market_id=1`)).data).toHaveLength(1);
  });

  it.each([
    ['', 'user_id'],
    ['user_id=', 'user_id'],
    ['user_id=abc', 'user_id'],
    ['user_id=0', 'user_id'],
    ['user_id=1&per_page=0', 'per_page'],
    ['user_id=1&per_page=101', 'per_page'],
    ['user_id=1&page=0', 'page'],
    ['user_id=1&user_id=2', 'user_id'],
  ])('answers 400 for "%s"', async (query, field) => {
    const res = await server.app.request(`/api/deals/commented?${query}`);
    const body = (await res.json()) as Record<string, string>;
    expect(res.status).toBe(400);
    expect(body.errorCode).toBe('ValidationError');
    expect(body.message).toContain(field);
  });
});
