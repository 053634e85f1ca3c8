import { beforeAll, describe, expect, it } from 'vitest';
import { shops, type deals } from '@/server/db/schema';
import { SEARCH_MAX } from '@/shared/constants';
import type { SearchSuggestions } from '@/shared/schemas/search';
import { createDeal, createUser } from '../helpers/community-fixtures';
import { testEnv, useTestServer } from '../helpers/app';

/** GET /api/search/suggestions on a small hand-made catalogue; the read cache is off so every call queries. */
const server = useTestServer({ app: { env: testEnv({ LIST_CACHE_TTL_MS: '0' }) } });
const shopIds: Record<string, number> = {};

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

beforeAll(async () => {
  const db = server.db;
  const user = await createUser(db);
  const rows = await db
    .insert(shops)
    .values([
      { name: 'Media Expert', slug: 'media-expert' },
      { name: 'Media Markt', slug: 'media-markt' },
      { name: 'Świat Słuchawek', slug: 'swiat-sluchawek' },
    ])
    .returning({ id: shops.id, slug: shops.slug });
  for (const row of rows) shopIds[row.slug] = row.id;
  const deal = (values: Partial<typeof deals.$inferInsert>) => createDeal(db, user.id, values);
  await deal({ title: 'Słuchawki Sony WH-1000XM5', shopId: shopIds['media-markt'], createdAt: hoursAgo(1) });
  await deal({ title: 'Słuchawki gamingowe HyperX Cloud III', shopId: shopIds['media-markt'], createdAt: hoursAgo(2) });
  await deal({ title: 'SŁUCHAWKI JBL Tune 520BT', createdAt: hoursAgo(3) });
  await deal({ title: 'Słuchawka zapasowa do zestawu', createdAt: hoursAgo(4) });
  await deal({ title: 'Odkurzacz bezprzewodowy Dyson V15 Detect', shopId: shopIds['media-expert'], createdAt: hoursAgo(5) });
  await deal({ title: 'Odkurzacz Dyson V8', shopId: shopIds['media-expert'], createdAt: hoursAgo(6) });
  await deal({ title: 'Odkurzacz automatyczny Roborock', createdAt: hoursAgo(7) });
  await deal({ title: 'Słuchawki Marshall Major IV', createdAt: hoursAgo(8), expiresAt: hoursAgo(1) });
  await deal({ title: 'Słuchawki ukryte w szafie', createdAt: hoursAgo(9), isHidden: true });
}, 120_000);

async function suggest(q: string): Promise<SearchSuggestions> {
  const res = await server.app.request(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SearchSuggestions;
}

describe('GET /api/search/suggestions', () => {
  it('completes the word being typed from current deal titles, ignoring diacritics and case, most deals first', async () => {
    const plain = await suggest('sluch');
    // Three current titles hold 'słuchawki', one 'słuchawka'; the expired and hidden deals do not count.
    expect(plain.keywords).toEqual(['słuchawki', 'słuchawka']);
    expect(await suggest('SŁUCH')).toEqual(plain);
    expect((await suggest('sluchawki')).keywords).toEqual(['słuchawki']);
  });

  it('keeps the words already typed and completes the last one among the deals that hold them', async () => {
    expect((await suggest('odkurzacz dy')).keywords).toEqual(['odkurzacz dyson']);
    expect((await suggest('odkurzacz b')).keywords).toEqual(['odkurzacz bezprzewodowy']);
    // Brand spellings keep their capitals; a capital that only starts a word is dropped.
    expect((await suggest('hyper')).keywords).toEqual(['HyperX']);
  });

  it('suggests shops whose name holds every typed word, the one with most active deals first', async () => {
    const { shops: found } = await suggest('media');
    expect(found.map((shop) => shop.name)).toEqual(['Media Expert', 'Media Markt']);
    expect(found.map((shop) => shop.deals_count)).toEqual([2, 2]);
    expect((await suggest('swiat sluchawek')).shops).toEqual([
      { id: shopIds['swiat-sluchawek'], name: 'Świat Słuchawek', logo_url: null, deals_count: 0 },
    ]);
    expect((await suggest('markt')).shops.map((shop) => shop.name)).toEqual(['Media Markt']);
  });

  it('answers nothing rather than everything for text that names nothing', async () => {
    expect(await suggest('zzzzqq')).toEqual({ keywords: [], shops: [] });
    expect(await suggest('%_')).toEqual({ keywords: [], shops: [] });
    expect((await suggest('x')).keywords).toEqual([]);
  });

  it('is cacheable: an ETag, and 304 for a client that holds the answer', async () => {
    const first = await server.app.request('/api/search/suggestions?q=sluch');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await server.app.request('/api/search/suggestions?q=sluch', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['no q', ''],
    ['a blank q', 'q=%20%20'],
    ['a q too long', `q=${'a'.repeat(SEARCH_MAX + 1)}`],
    ['a NUL in q', 'q=a%00b'],
    ['a bad market', 'q=sluch&market_id=abc'],
  ])('refuses %s with 400 in the error shape', async (_name, query) => {
    const res = await server.app.request(`/api/search/suggestions?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ timestamp: expect.any(String), message: expect.any(String), errorCode: 'ValidationError' });
  });

  it.each([["'; drop table deals; --"], ['🎮🎮'], ['ＡＢＣ％＿'], ["& | ! <-> :* 'a':*"], ['x'.repeat(SEARCH_MAX)]])(
    'answers 200 for the hostile text %j',
    async (text) => {
      const body = await suggest(text);
      expect(Array.isArray(body.keywords) && Array.isArray(body.shops)).toBe(true);
    },
  );
});
