import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shops, users } from '@/server/db/schema';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import type { FeedFilters } from '@/shared/schemas/feed';
import { useTestServer } from '../helpers/app';
import { createDeal, createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer();
let author: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
});

/** A word no other deal of the test database has, so a search for it lists only the deals made with it. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

async function createShop(): Promise<number> {
  const slug = `shop-${randomBytes(4).toString('hex')}`;
  const [row] = await server.db.insert(shops).values({ name: slug, slug }).returning({ id: shops.id });
  if (!row) throw new Error('no shop created');
  return row.id;
}

/** The ids a list answers `user` (a guest without one), in its order. */
async function listed(query: string, user?: TestUser): Promise<number[]> {
  return (await list(query, user)).data.map((deal) => deal.id);
}

async function list(query: string, user?: TestUser): Promise<ListResponse<DealListItem>> {
  const res = await send(server.app, 'GET', `/api/deals?${query}`, { auth: user?.auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListResponse<DealListItem>;
}

async function hide(user: TestUser, dealId: number): Promise<Response> {
  return send(server.app, 'POST', '/api/users/hidden-deals', { auth: user.auth, body: { deal_id: dealId } });
}

async function saveFilters(user: TestUser, filters: Partial<FeedFilters>): Promise<Response> {
  const body = { muted_words: [], muted_shop_ids: [], muted_category_ids: [], muted_user_ids: [], ...filters };
  return send(server.app, 'PUT', '/api/users/feed-filters', { auth: user.auth, body });
}

describe('hidden deals', () => {
  it('takes a hidden deal out of every list of that member until undone, and of nobody else’s', async () => {
    const member = await createUser(server.db);
    const other = await createUser(server.db);
    const word = uniqueWord();
    const shopId = await createShop();
    const hidden = await createDeal(server.db, author.id, { title: `Hidden ${word}`, shopId, categoryId: 'gaming-games' });
    const kept = await createDeal(server.db, author.id, { title: `Kept ${word}`, shopId, categoryId: 'gaming-games' });

    const res = await hide(member, hidden);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ deal_id: hidden });
    const lists = [
      'per_page=100',
      `search=${word}`,
      `shop_id=${shopId}`,
      'categories=gaming&per_page=100',
      `user_id=${author.id}&per_page=100`,
    ];
    for (const query of lists) {
      const ids = await listed(query, member);
      expect(ids, query).toContain(kept);
      expect(ids, query).not.toContain(hidden);
      expect(await listed(query, other), query).toContain(hidden);
      expect(await listed(query), query).toContain(hidden);
    }

    expect((await send(server.app, 'DELETE', `/api/users/hidden-deals/${hidden}`, { auth: member.auth })).status).toBe(204);
    expect(await listed(`search=${word}`, member)).toEqual(expect.arrayContaining([hidden, kept]));
    // Undoing twice (a retried request) is no error.
    expect((await send(server.app, 'DELETE', `/api/users/hidden-deals/${hidden}`, { auth: member.auth })).status).toBe(204);
  });

  it('answers 200 when the deal was hidden already, and keeps one entry', async () => {
    const member = await createUser(server.db);
    const dealId = await createDeal(server.db, author.id);
    expect((await hide(member, dealId)).status).toBe(201);
    expect((await hide(member, dealId)).status).toBe(200);
    const res = await send(server.app, 'GET', '/api/users/hidden-deals', { auth: member.auth });
    expect(((await res.json()) as ListResponse<DealListItem>).metadata.count).toBe(1);
  });

  it('lists the hidden deals in the account, the latest hidden first, to undo', async () => {
    const member = await createUser(server.db);
    const first = await createDeal(server.db, author.id);
    const second = await createDeal(server.db, author.id);
    await hide(member, second);
    await hide(member, first);
    const res = await send(server.app, 'GET', '/api/users/hidden-deals?per_page=1', { auth: member.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const page = (await res.json()) as ListResponse<DealListItem>;
    expect(page.data.map((deal) => deal.id)).toEqual([first]);
    expect(page.metadata).toEqual({ count: 2, pages_count: 2 });
  });

  it('counts a member’s list without the deals they just hid, though a count of it was cached a moment before', async () => {
    const member = await createUser(server.db);
    const word = uniqueWord();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createDeal(server.db, author.id, { title: `Count ${word} ${i}` }));
    // One deal a page: the total comes from the count, not from the page's length.
    expect((await list(`search=${word}&per_page=1`, member)).metadata.count).toBe(3);
    await hide(member, ids[0] ?? 0);
    expect((await list(`search=${word}&per_page=1`, member)).metadata).toEqual({ count: 2, pages_count: 2 });
    expect((await list(`search=${word}&per_page=1`)).metadata.count).toBe(3);
  });

  it('refuses guests before reading the body, unknown deals and bad ids', async () => {
    const guest = await send(server.app, 'POST', '/api/users/hidden-deals', { body: { deal_id: 'x' } });
    await expectError(guest, 401, 'Unauthorized');
    await expectError(await send(server.app, 'GET', '/api/users/hidden-deals'), 401, 'Unauthorized');
    const member = await createUser(server.db);
    await expectError(await hide(member, 2_000_000_000), 404, 'NotFound');
    const bad = await send(server.app, 'POST', '/api/users/hidden-deals', { auth: member.auth, body: { deal_id: 'x' } });
    await expectError(bad, 400, 'ValidationError');
    await expectError(await send(server.app, 'DELETE', '/api/users/hidden-deals/abc', { auth: member.auth }), 400, 'ValidationError');
  });
});

describe('muted words, shops, categories and authors', () => {
  it('starts with nothing muted, and keeps what was saved, each word once however it is spelled, with names', async () => {
    const member = await createUser(server.db);
    const empty = await send(server.app, 'GET', '/api/users/feed-filters', { auth: member.auth });
    expect(await empty.json()).toEqual({
      muted_words: [],
      muted_shop_ids: [],
      muted_category_ids: [],
      muted_user_ids: [],
      muted_shops: [],
      muted_users: [],
    });

    const shop = await createShop();
    const [authorRow] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, author.id));
    const gone = 2_000_000_000;
    const saved = await saveFilters(member, {
      muted_words: [' Słuchawki ', 'SLUCHAWKI', 'etui'],
      muted_shop_ids: [shop, shop, gone],
      muted_category_ids: ['gaming', 'gaming'],
      muted_user_ids: [author.id],
    });
    expect(saved.status).toBe(200);
    const [shopRow] = await server.db.select({ name: shops.name }).from(shops).where(eq(shops.id, shop));
    const expected = {
      muted_words: ['SLUCHAWKI', 'etui'],
      muted_shop_ids: [shop, gone],
      muted_category_ids: ['gaming'],
      muted_user_ids: [author.id],
      // A shop that no longer exists keeps its id but has no name to show.
      muted_shops: [{ id: shop, name: shopRow?.name }],
      muted_users: [expect.objectContaining({ id: author.id, username: authorRow?.username, is_deleted: false })],
    };
    expect(await saved.json()).toEqual(expected);
    expect(await (await send(server.app, 'GET', '/api/users/feed-filters', { auth: member.auth })).json()).toEqual(expected);
  });

  it('mutes a word in any case and without diacritics, in every list but nobody else’s', async () => {
    const member = await createUser(server.db);
    const word = uniqueWord();
    const muted = [
      await createDeal(server.db, author.id, { title: `SŁUCHAWKI JBL ${word}` }),
      await createDeal(server.db, author.id, { title: `Sluchawki Sony ${word}` }),
    ];
    const kept = await createDeal(server.db, author.id, { title: `Głośnik ${word}` });
    expect((await saveFilters(member, { muted_words: ['słuchawki'] })).status).toBe(200);
    expect(await listed(`search=${word}`, member)).toEqual([kept]);
    expect(await listed('per_page=100', member)).not.toEqual(expect.arrayContaining([muted[0]]));
    expect(await listed(`search=${word}`)).toEqual(expect.arrayContaining([...muted, kept]));
  });

  it('mutes a shop everywhere but on that shop’s own page', async () => {
    const member = await createUser(server.db);
    const word = uniqueWord();
    const mutedShop = await createShop();
    const muted = await createDeal(server.db, author.id, { title: `Muted shop ${word}`, shopId: mutedShop });
    const noShop = await createDeal(server.db, author.id, { title: `No shop ${word}` });
    await saveFilters(member, { muted_shop_ids: [mutedShop] });
    expect(await listed(`search=${word}`, member)).toEqual([noShop]);
    expect(await listed(`shop_id=${mutedShop}`, member)).toEqual([muted]);
  });

  it('mutes an author everywhere but on their own profile', async () => {
    const member = await createUser(server.db);
    const poster = await createUser(server.db);
    const word = uniqueWord();
    const muted = await createDeal(server.db, poster.id, { title: `Muted author ${word}` });
    const kept = await createDeal(server.db, author.id, { title: `Other author ${word}` });
    await saveFilters(member, { muted_user_ids: [poster.id] });
    expect(await listed(`search=${word}`, member)).toEqual([kept]);
    expect(await listed(`user_id=${poster.id}`, member)).toEqual([muted]);
  });

  it('mutes a category with its subcategories, except on the page of that category or one inside it', async () => {
    const member = await createUser(server.db);
    const word = uniqueWord();
    const games = await createDeal(server.db, author.id, { title: `Game ${word}`, categoryId: 'gaming-games' });
    const console = await createDeal(server.db, author.id, { title: `Console ${word}`, categoryId: 'gaming-hardware' });
    const phone = await createDeal(server.db, author.id, { title: `Phone ${word}`, categoryId: 'electronics-mobile' });

    await saveFilters(member, { muted_category_ids: ['gaming'] });
    expect(await listed(`search=${word}`, member)).toEqual([phone]);
    expect(new Set(await listed(`search=${word}&categories=gaming`, member))).toEqual(new Set([games, console]));
    expect(await listed(`search=${word}&categories=gaming-games`, member)).toEqual([games]);

    // A subcategory muted inside the category asked for still leaves it.
    await saveFilters(member, { muted_category_ids: ['gaming-games'] });
    expect(await listed(`search=${word}&categories=gaming`, member)).toEqual([console]);
  });

  it('folds muted matches in a search: counts them, shows them when asked, and never the hidden ones', async () => {
    const member = await createUser(server.db);
    const poster = await createUser(server.db);
    const word = uniqueWord();
    const mutedShop = await createShop();
    const byShop = await createDeal(server.db, author.id, { title: `Folded shop ${word}`, shopId: mutedShop });
    const byPoster = await createDeal(server.db, poster.id, { title: `Folded author ${word}` });
    const byWord = await createDeal(server.db, author.id, { title: `Folded telewizor ${word}` });
    const kept = await createDeal(server.db, author.id, { title: `Kept ${word}` });
    const hidden = await createDeal(server.db, author.id, { title: `Hidden ${word}` });
    await saveFilters(member, { muted_shop_ids: [mutedShop], muted_user_ids: [poster.id], muted_words: ['telewizor'] });
    expect((await hide(member, hidden)).status).toBe(201);

    const folded = await list(`search=${word}`, member);
    expect(folded.data.map((deal) => deal.id)).toEqual([kept]);
    expect(folded.metadata).toEqual({ count: 1, pages_count: 1, muted_count: 3 });
    const shown = await list(`search=${word}&show_muted=true`, member);
    expect(shown.data.map((deal) => deal.id).sort()).toEqual([byShop, byPoster, byWord, kept].sort());
    expect(shown.metadata).toEqual({ count: 4, pages_count: 1, muted_count: 3 });

    // Only a search folds: other lists leave muted deals out and say nothing; a guest's search has no fold.
    expect((await list('per_page=5', member)).metadata.muted_count).toBeUndefined();
    expect((await list(`search=${word}`)).metadata.muted_count).toBeUndefined();
    expect(await listed(`search=${word}&show_muted=true`)).toHaveLength(5);
    // Nothing muted: no fold.
    expect((await list(`search=${word}`, await createUser(server.db))).metadata.muted_count).toBeUndefined();
  });

  it('refuses words too short or too long, too many words, unknown categories and bad ids, keeping what was saved', async () => {
    const member = await createUser(server.db);
    await saveFilters(member, { muted_words: ['etui'] });
    const refused: Partial<Record<keyof FeedFilters, unknown>>[] = [
      { muted_words: ['a'] },
      { muted_words: ['x'.repeat(33)] },
      { muted_words: Array.from({ length: 51 }, (_, i) => `word${i}`) },
      { muted_words: ['ok\u0000'] },
      { muted_category_ids: ['no-such-category'] },
      { muted_shop_ids: [0] },
      { muted_user_ids: ['1'] },
      { muted_shop_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    ];
    for (const body of refused) {
      const res = await send(server.app, 'PUT', '/api/users/feed-filters', {
        auth: member.auth,
        body: { muted_words: [], muted_shop_ids: [], muted_category_ids: [], muted_user_ids: [], ...body },
      });
      await expectError(res, 400, 'ValidationError');
    }
    await expectError(await send(server.app, 'PUT', '/api/users/feed-filters', { auth: member.auth, body: {} }), 400, 'ValidationError');
    expect(
      ((await (await send(server.app, 'GET', '/api/users/feed-filters', { auth: member.auth })).json()) as FeedFilters).muted_words,
    ).toEqual(['etui']);
    await expectError(await send(server.app, 'PUT', '/api/users/feed-filters', { body: {} }), 401, 'Unauthorized');
  });
});
