import { beforeAll, describe, expect, it } from 'vitest';
import { shops, type deals } from '@/server/db/schema';
import { searchTerms } from '@/server/services/deals';
import { SEARCH_MAX } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { createDeal, createUser } from '../helpers/community-fixtures';
import { testEnv, useTestServer } from '../helpers/app';

/**
 * GET /api/deals/?search= on a small hand-made catalogue, so every expected id is known. The read cache is off:
 * each request must reach the query under test.
 */
const server = useTestServer({ app: { env: testEnv({ LIST_CACHE_TTL_MS: '0' }) } });
const ids: Record<string, number> = {};

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

beforeAll(async () => {
  const db = server.db;
  const user = await createUser(db);
  const [rowerowo, lodzki] = await db
    .insert(shops)
    .values([
      { name: 'Rowerowo', slug: 'rowerowo' },
      { name: 'Sklep Łódzki', slug: 'sklep-lodzki' },
    ])
    .returning({ id: shops.id });
  const deal = (key: string, values: Partial<typeof deals.$inferInsert>) =>
    createDeal(db, user.id, values).then((id) => {
      ids[key] = id;
    });
  // Inserted in this order so that ids alone (the last tie-break) would give the opposite of the relevance order.
  await deal('titleMatch', { title: 'Rower górski 29 cali', createdAt: hoursAgo(30), discount: 10 });
  await deal('shopMatch', { title: 'Kask miejski', shopId: rowerowo!.id, createdAt: hoursAgo(20), discount: 50 });
  await deal('descriptionMatch', {
    title: 'Kask dziecięcy',
    description: '<p>Idealny do jazdy na rowerze.</p>',
    createdAt: hoursAgo(10),
    discount: 50,
  });
  await deal('commented', { title: 'Rower elektryczny', createdAt: hoursAgo(40), commentsCount: 5 });
  await deal('expired', { title: 'Rower trekkingowy', createdAt: hoursAgo(5), expiresAt: hoursAgo(1) });
  await deal('unreleased', { title: 'Rower szosowy', createdAt: hoursAgo(4), releasedAt: new Date(Date.now() + HOUR) });
  await deal('lodz', { title: 'Bilet do Łodzi – Łódź Kaliska', createdAt: hoursAgo(50) });
  await deal('zolty', { title: 'Kurtka zolty kolor', createdAt: hoursAgo(51) });
  await deal('zoltyPolish', { title: 'Parasol żółty', createdAt: hoursAgo(52) });
  await deal('capitals', { title: 'ŚWIETNA ŻÓŁTA LAMPA', createdAt: hoursAgo(53) });
  await deal('shopLodz', { title: 'Koszulka', shopId: lodzki!.id, createdAt: hoursAgo(54) });
  await deal('tv', { title: 'Telewizor TV 55 cali', createdAt: hoursAgo(60) });
  await deal('atv', { title: 'Quad ATV dla dzieci', createdAt: hoursAgo(61) });
  await deal('wildcards', { title: 'Rabat 100% na drugi_produkt', createdAt: hoursAgo(62) });
}, 120_000);

async function search(query: string): Promise<ListResponse<DealListItem>> {
  const res = await server.app.request(`/api/deals/?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListResponse<DealListItem>;
}

const idsOf = async (query: string) => (await search(query)).data.map((d) => d.id);
const q = (text: string) => `search=${encodeURIComponent(text)}`;

describe('search terms', () => {
  it('keeps runs of letters and digits of 2+ characters, distinct, at most 8', () => {
    expect(searchTerms(`'; DROP TABLE deals; -- i w z`)).toEqual(['DROP', 'TABLE', 'deals']);
    expect(searchTerms('100% wi-fi 4K tv')).toEqual(['100', 'wi', 'fi', '4K', 'tv']);
    expect(searchTerms('%_\\"🎮')).toEqual([]);
    expect(searchTerms('Łódź Lo\u0301dz')).toEqual(['Łódź', 'Lódz']);
    expect(searchTerms('aa bb cc dd ee ff gg hh ii jj aa')).toHaveLength(8);
  });
});

describe('GET /api/deals/?search=', () => {
  it('ignores Polish diacritics and case in both directions', async () => {
    expect(await idsOf(q('lodz'))).toEqual(expect.arrayContaining([ids.lodz, ids.shopLodz]));
    expect(await idsOf(q('ŁÓDŹ'))).toEqual(await idsOf(q('lodz')));
    expect(await idsOf(q('żółty'))).toEqual([ids.zolty, ids.zoltyPolish]);
    expect(await idsOf(q('ZOLTY'))).toEqual([ids.zolty, ids.zoltyPolish]);
    expect(await idsOf(q('swietna'))).toEqual([ids.capitals]);
    expect(await idsOf(q('Świetna żółta'))).toEqual([ids.capitals]);
  });

  it('matches title, shop name and description; every term must match', async () => {
    expect(await idsOf(q('rowerowo'))).toEqual([ids.shopMatch]);
    expect(await idsOf(q('jazdy'))).toEqual([ids.descriptionMatch]);
    expect(new Set(await idsOf(q('rower kask')))).toEqual(new Set([ids.shopMatch, ids.descriptionMatch]));
    expect(await idsOf(q('rower nieistniejący'))).toEqual([]);
  });

  it('matches 2-character terms at word starts only', async () => {
    expect(await idsOf(q('TV'))).toEqual([ids.tv]);
    expect(await idsOf(q('te 55'))).toEqual([ids.tv]);
    expect(await idsOf(q('quad at'))).toEqual([ids.atv]);
    expect(await idsOf(q('v'))).toEqual([]);
  });

  it('lists newest first by default and keeps every sort, with relevance ordering ties', async () => {
    const active = [ids.descriptionMatch, ids.shopMatch, ids.titleMatch, ids.commented];
    expect(await idsOf(q('rower'))).toEqual(active);
    expect(await idsOf(`${q('rower')}&sort_by=newest`)).toEqual(active);
    expect(await idsOf(`${q('rower')}&sort_by=oldest`)).toEqual([...active].reverse());
    // 50 % twice: the shop match outranks the description match although its id is lower.
    expect(await idsOf(`${q('rower')}&sort_by=discount`)).toEqual([ids.shopMatch, ids.descriptionMatch, ids.titleMatch, ids.commented]);
    // 0 comments three times: title match, then shop match, then description match.
    expect(await idsOf(`${q('rower')}&sort_by=most_commented`)).toEqual([
      ids.commented,
      ids.titleMatch,
      ids.shopMatch,
      ids.descriptionMatch,
    ]);
  });

  it('sorts by relevance: terms in the title before the shop name before the description, newest first among equals', async () => {
    // titleMatch and commented hold 'rower' in their titles (titleMatch is newer), shopMatch in its shop's name only,
    // descriptionMatch in its description only: the opposite of the newest order for the last two.
    expect(await idsOf(`${q('rower')}&sort_by=relevance`)).toEqual([ids.titleMatch, ids.commented, ids.shopMatch, ids.descriptionMatch]);
    // 'kask' is in both titles; 'rower' adds the shop's point to shopMatch, although descriptionMatch is newer.
    expect(await idsOf(`${q('rower kask')}&sort_by=relevance`)).toEqual([ids.shopMatch, ids.descriptionMatch]);
    expect(await idsOf(`${q('rower kask')}&sort_by=newest`)).toEqual([ids.descriptionMatch, ids.shopMatch]);
    const { metadata } = await search(`${q('rower')}&sort_by=relevance&per_page=3`);
    expect(metadata).toEqual({ count: 4, pages_count: 2 });
  });

  it('sorts by relevance without a search as newest first', async () => {
    expect(await idsOf('sort_by=relevance&per_page=100')).toEqual(await idsOf('sort_by=newest&per_page=100'));
  });

  it('refuses an unknown sort with the error shape, naming relevance among the sorts', async () => {
    const res = await server.app.request(`/api/deals/?${q('rower')}&sort_by=trafnosc`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errorCode: string; message: string; timestamp: string };
    expect(body.errorCode).toBe('ValidationError');
    expect(body.message).toContain('relevance');
    expect(typeof body.timestamp).toBe('string');
  });

  it('lists only usable deals unless only_active is off', async () => {
    const defaults = await idsOf(q('rower'));
    expect(defaults).not.toContain(ids.expired);
    expect(defaults).not.toContain(ids.unreleased);
    expect(await idsOf(`${q('rower')}&only_active=true`)).toEqual(defaults);
    const all = await idsOf(`${q('rower')}&only_active=false`);
    expect(all).toEqual([ids.unreleased, ids.expired, ...defaults]);
    const { metadata } = await search(`${q('rower')}&only_active=false&per_page=2`);
    expect(metadata).toEqual({ count: 6, pages_count: 3 });
  });

  it('counts matches in metadata across pages', async () => {
    const first = await search(`${q('rower')}&per_page=3`);
    const second = await search(`${q('rower')}&per_page=3&page=2`);
    expect(first.metadata).toEqual({ count: 4, pages_count: 2 });
    expect([...first.data, ...second.data].map((d) => d.id)).toEqual(await idsOf(q('rower')));
  });

  it('treats LIKE wildcards and quotes as separators, not patterns', async () => {
    expect(await idsOf(q('100%'))).toEqual([ids.wildcards]);
    expect(await idsOf(q('drugi_produkt'))).toEqual([ids.wildcards]);
    expect(await idsOf(q('%'))).toEqual([]);
    expect(await idsOf(q('_'))).toEqual([]);
    expect(await idsOf(q('"rower"'))).toHaveLength(4);
  });

  const hostile = [
    '"',
    "'",
    "''",
    '%',
    '%%%',
    '_',
    '___',
    '\\',
    '\\\\%',
    'a%b_c',
    "'; drop table deals; --",
    '" or 1=1 --',
    "') or ('1'='1",
    "rower'); select pg_sleep(10); --",
    '$1 $$ :: ::tsquery',
    "& | ! <-> :* 'a':*",
    '🎮',
    '🎮🎮🎮 rower',
    '👨‍👩‍👧‍👦',
    'ŉa',
    '½½',
    'ＡＢＣ％＿',
    'x'.repeat(SEARCH_MAX),
    Array.from({ length: 60 }, (_, i) => `w${i}`)
      .join(' ')
      .slice(0, SEARCH_MAX),
  ];

  it.each(hostile.map((text) => [text]))('answers 200 for the hostile search %j', async (text) => {
    const res = await server.app.request(`/api/deals/?${q(text)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListResponse<DealListItem>;
    expect(Array.isArray(body.data)).toBe(true);
  });

  it.each([[SEARCH_MAX + 1], [10_000]])('refuses a search of %i characters with 400', async (length) => {
    const res = await server.app.request(`/api/deals/?${q('ż'.repeat(length))}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('ValidationError');
  });

  it('treats a blank search as no search', async () => {
    const all = await search('per_page=100');
    expect((await search(`${q('   ')}&per_page=100`)).metadata.count).toBe(all.metadata.count);
  });
});
