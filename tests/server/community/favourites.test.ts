import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '@/server/db/schema';
import type { ListResponse } from '@/shared/schemas/common';
import type { FavouriteResult, FavouritesStatus } from '@/shared/schemas/community';
import type { DealListItem } from '@/shared/schemas/deal';
import { useTestServer } from '../helpers/app';
import { createDeal, createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer();
let author: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
});

async function toggle(user: TestUser, dealId: number): Promise<FavouriteResult> {
  const res = await send(server.app, 'POST', `/api/deals/${dealId}/favourite`, { auth: user.auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FavouriteResult;
}

async function favouritesOf(user: TestUser, query = ''): Promise<ListResponse<DealListItem>> {
  const res = await send(server.app, 'GET', `/api/deals/favourites${query}`, { auth: user.auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListResponse<DealListItem>;
}

async function savedRows(userId: number, dealId: number): Promise<number> {
  const rows = await server.db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.dealId, dealId)));
  return rows.length;
}

describe('POST /api/deals/{id}/favourite', () => {
  it('saves, then unsaves on the next press', async () => {
    const user = await createUser(server.db);
    const dealId = await createDeal(server.db, author.id);
    expect(await toggle(user, dealId)).toEqual({ entity_id: dealId, is_favourite: true });
    expect(await savedRows(user.id, dealId)).toBe(1);
    expect(await toggle(user, dealId)).toEqual({ entity_id: dealId, is_favourite: false });
    expect(await savedRows(user.id, dealId)).toBe(0);
  });

  it('lets the author save their own deal', async () => {
    const dealId = await createDeal(server.db, author.id);
    expect(await toggle(author, dealId)).toEqual({ entity_id: dealId, is_favourite: true });
  });

  it('two racing presses of one user save and unsave, leaving at most one row', async () => {
    const user = await createUser(server.db);
    const dealId = await createDeal(server.db, author.id);
    const results = await Promise.all([toggle(user, dealId), toggle(user, dealId)]);
    expect(results.map((r) => r.is_favourite).sort()).toEqual([false, true]);
    expect(await savedRows(user.id, dealId)).toBe(0);
  });

  it('answers 404 for an unknown deal and 401 to a guest', async () => {
    const user = await createUser(server.db);
    await expectError(await send(server.app, 'POST', '/api/deals/999999/favourite', { auth: user.auth }), 404, 'NotFound');
    const dealId = await createDeal(server.db, author.id);
    await expectError(await send(server.app, 'POST', `/api/deals/${dealId}/favourite`), 401, 'Unauthorized');
  });
});

describe('GET /api/deals/favourites-status', () => {
  it('lists which of the asked deals the caller saved', async () => {
    const user = await createUser(server.db);
    const other = await createUser(server.db);
    const [a, b, c] = [
      await createDeal(server.db, author.id),
      await createDeal(server.db, author.id),
      await createDeal(server.db, author.id),
    ];
    await toggle(user, a);
    await toggle(user, c);
    await toggle(other, b);
    const res = await send(server.app, 'GET', `/api/deals/favourites-status?id=${a},${b},${c}`, { auth: user.auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as FavouritesStatus;
    expect(body.data.map((d) => d.entity_id).sort((x, y) => x - y)).toEqual([a, c]);
  });

  it('answers 401 to guests and 400 to bad ids', async () => {
    await expectError(await server.app.request('/api/deals/favourites-status?id=1'), 401, 'Unauthorized');
    const user = await createUser(server.db);
    for (const query of ['', 'id=x', 'id=-1', 'id=1.5']) {
      await expectError(
        await send(server.app, 'GET', `/api/deals/favourites-status?${query}`, { auth: user.auth }),
        400,
        'ValidationError',
      );
    }
  });
});

describe('GET /api/deals/favourites', () => {
  it('lists the caller’s saved deals newest save first, in the deal list shape', async () => {
    const user = await createUser(server.db);
    const first = await createDeal(server.db, author.id, { title: 'Saved first' });
    const second = await createDeal(server.db, author.id, { title: 'Saved second' });
    const unsaved = await createDeal(server.db, author.id);
    await toggle(user, second);
    await toggle(user, first);
    await toggle(await createUser(server.db), unsaved);

    const { data, metadata } = await favouritesOf(user);
    expect(data.map((d) => d.id)).toEqual([first, second]);
    expect(metadata).toEqual({ count: 2, pages_count: 1 });
    const publicList = (await (await server.app.request('/api/deals/?per_page=100')).json()) as ListResponse<DealListItem>;
    expect(data[0]).toEqual(publicList.data.find((d) => d.id === first));
  });

  it('pages with per_page and page', async () => {
    const user = await createUser(server.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await createDeal(server.db, author.id);
      ids.push(id);
      await toggle(user, id);
    }
    const page2 = await favouritesOf(user, '?per_page=2&page=2');
    expect(page2.data.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    expect(page2.metadata).toEqual({ count: 5, pages_count: 3 });
    expect((await favouritesOf(user, '?per_page=2&page=4')).data).toEqual([]);
  });

  it('filters by category (subtrees included) and refuses unknown categories', async () => {
    const user = await createUser(server.db);
    const ps5 = await createDeal(server.db, author.id, { categoryId: 'gaming-hardware-playstation_5' });
    const home = await createDeal(server.db, author.id, { categoryId: 'home' });
    await toggle(user, ps5);
    await toggle(user, home);
    expect((await favouritesOf(user, '?categories=gaming')).data.map((d) => d.id)).toEqual([ps5]);
    expect((await favouritesOf(user, '?categories=home,playstation')).data.map((d) => d.id)).toEqual([home, ps5]);
    const message = await expectError(
      await send(server.app, 'GET', '/api/deals/favourites?categories=home,nonsense', { auth: user.auth }),
      400,
      'ValidationError',
    );
    expect(message).toContain('categories');
  });

  it('lists only deals of the asked market', async () => {
    const user = await createUser(server.db);
    await toggle(user, await createDeal(server.db, author.id));
    expect((await favouritesOf(user, '?market_id=1')).data).toHaveLength(1);
    expect((await favouritesOf(user, '?market_id=2')).data).toEqual([]);
  });

  it('answers 401 to guests and 400 to bad paging', async () => {
    await expectError(await server.app.request('/api/deals/favourites'), 401, 'Unauthorized');
    const user = await createUser(server.db);
    for (const query of ['page=0', 'per_page=101', 'per_page=x']) {
      await expectError(await send(server.app, 'GET', `/api/deals/favourites?${query}`, { auth: user.auth }), 400, 'ValidationError');
    }
  });
});
