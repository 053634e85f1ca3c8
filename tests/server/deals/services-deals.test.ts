import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expandCategories } from '@/shared/categories';
import type { DealListQuery } from '@/shared/schemas/deal';
import { slugify } from '@/shared/slug';
import { queryRows } from '@/server/db/client';
import { DEMO_EMAIL, seedBulkDeals } from '@/server/seed';
import { listBanners } from '@/server/services/banners';
import { DealCountCache, getDeal, listDeals } from '@/server/services/deals';
import { createTestDb, useTestDb } from '../helpers/db';
import { DEAL_DETAIL_FIELDS, DEAL_LIST_FIELDS } from '../helpers/deal-fields';

const database = useTestDb({ seed: true });
let total: number;

const query = (q: Partial<DealListQuery> = {}): DealListQuery => ({ market_id: 1, page: 1, per_page: 30, ...q });
/** The count cache of the seeded database, as an app over it keeps one. */
const seededCounts = new DealCountCache();
const list = (q: Partial<DealListQuery> = {}) => listDeals(database.db, seededCounts, query(q));
const one = async <T>(statement: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(database.db, statement);
  if (!row) throw new Error('no row');
  return row;
};

beforeAll(async () => {
  total = (await one<{ n: number }>(sql`select count(*)::int as n from deals where market_id = 1`)).n;
}, 120_000);

const LIST_KEYS = [...DEAL_LIST_FIELDS].sort();

const nonIncreasing = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);

describe('listDeals', () => {
  it('pages through every deal with metadata of the whole list', async () => {
    const first = await list({ per_page: 10 });
    const second = await list({ per_page: 10, page: 2 });
    expect(first.metadata).toEqual({ count: total, pages_count: Math.ceil(total / 10) });
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    const ids = new Set([...first.data, ...second.data].map((d) => d.id));
    expect(ids.size).toBe(20);
    const last = await list({ per_page: 10, page: Math.ceil(total / 10) });
    expect(last.data).toHaveLength(total % 10 || 10);
    expect((await list({ per_page: 10, page: 1000 })).data).toEqual([]);
  });

  it('answers list items with every contract field in API form', async () => {
    const { data } = await list({ per_page: 100 });
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(LIST_KEYS);
      expect(item.slug).toBe(slugify(item.title));
      expect(item.slug).not.toBe('');
      expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Number.isInteger(item.new_price ?? 0)).toBe(true);
      expect(item.user.username).toBeTruthy();
    }
    const withImages = data.find((d) => d.deal_images.length > 0);
    const image = withImages?.deal_images[0];
    expect(image?.url).toMatch(/^\/media\/seed\/.+\.webp$/);
    expect(image?.width).toBeGreaterThan(0);
    expect(image?.variants.map((v) => v.width)).toEqual([320, 640, 960]);
  });

  it('sorts newest first by default and oldest first on request, pinned deals in their place', async () => {
    const newest = (await list({ per_page: 50 })).data.map((d) => Date.parse(d.created_at));
    expect(nonIncreasing(newest)).toBe(true);
    const oldest = (await list({ per_page: 50, sort_by: 'oldest' })).data.map((d) => Date.parse(d.created_at));
    expect(nonIncreasing([...oldest].reverse())).toBe(true);
    expect(oldest[0]).toBeLessThan(newest[0] ?? 0);
  });

  it('sorts by discount (deals without one last) and by comment count', async () => {
    const byDiscount = (await list({ per_page: 100, sort_by: 'discount' })).data.map((d) => d.discount ?? -1);
    expect(nonIncreasing(byDiscount)).toBe(true);
    expect(byDiscount[0]).toBeGreaterThan(50);
    const lastPage = await list({ per_page: 100, sort_by: 'discount', page: Math.ceil(total / 100) });
    expect(lastPage.data.at(-1)?.discount).toBeNull();
    const byComments = (await list({ per_page: 100, sort_by: 'most_commented' })).data.map((d) => d.comments_count);
    expect(nonIncreasing(byComments)).toBe(true);
    expect(byComments[0]).toBeGreaterThan(1);
  });

  it('lists only popular deals in the best tab, pinned ones first, then most recently popular first', async () => {
    const best = await list({ only_best: true, per_page: 100 });
    const expected = await one<{ n: number }>(sql`select count(*)::int as n from deals where best_at is not null`);
    expect(best.metadata.count).toBe(expected.n);
    expect(best.metadata.count).toBeLessThan(total);
    expect(best.data.every((d) => d.votes_count >= 25)).toBe(true);
    const order = await queryRows<{ id: number }>(
      database.db,
      sql`select id from deals where best_at is not null order by is_pinned desc, best_at desc, id desc limit 100`,
    );
    expect(best.data.map((d) => d.id)).toEqual(order.map((r) => r.id));
  });

  it('filters by category subtree and by platform alias', async () => {
    const gaming = await list({ categories: ['gaming'], per_page: 100 });
    const allowed = new Set(expandCategories(['gaming']));
    expect(gaming.data.length).toBeGreaterThan(0);
    expect(gaming.data.every((d) => allowed.has(d.category))).toBe(true);
    expect(new Set(gaming.data.map((d) => d.category)).size).toBeGreaterThan(3);
    const playstation = await list({ categories: ['playstation'], per_page: 100 });
    expect(playstation.data.length).toBeGreaterThan(0);
    expect(playstation.data.every((d) => d.category.includes('playstation_5'))).toBe(true);
    const two = await list({ categories: ['home', 'travel'], per_page: 100 });
    expect(new Set(two.data.map((d) => d.category))).toEqual(new Set(['home', 'travel']));
  });

  it('filters by brand (shop slug or name), shop id and author', async () => {
    const bySlug = await list({ brands: ['x-kom'], per_page: 100 });
    expect(bySlug.data.length).toBeGreaterThan(0);
    expect(bySlug.data.every((d) => d.shop?.name === 'x-kom')).toBe(true);
    const byName = await list({ brands: ['Media Expert', 'decathlon'], per_page: 100 });
    expect(new Set(byName.data.map((d) => d.shop?.name))).toEqual(new Set(['Media Expert', 'Decathlon']));
    const shopId = bySlug.data[0]?.shop?.id ?? 0;
    const byShop = await list({ shop_id: shopId, per_page: 100 });
    expect(byShop.metadata.count).toBe(bySlug.metadata.count);
    const demo = await one<{ id: number }>(sql`select id from users where email = ${DEMO_EMAIL}`);
    const byUser = await list({ user_id: demo.id, per_page: 100 });
    expect(byUser.data.length).toBeGreaterThan(0);
    expect(byUser.data.every((d) => d.user.id === demo.id)).toBe(true);
  });

  it('hides expired and unreleased deals with only_active and hidden ones with skip_hidden_in_deals', async () => {
    const active = await list({ only_active: true, per_page: 100 });
    const now = Date.now();
    expect(active.metadata.count).toBeLessThan(total);
    for (const d of active.data) {
      if (d.expires_at) expect(Date.parse(d.expires_at)).toBeGreaterThan(now);
      if (d.released_at) expect(Date.parse(d.released_at)).toBeLessThanOrEqual(now);
    }
    const hidden = await queryRows<{ id: number }>(database.db, sql`select id from deals where is_hidden`);
    expect(hidden.length).toBeGreaterThan(0);
    const visible = await list({ skip_hidden_in_deals: true, per_page: 100, page: 1 });
    expect(visible.metadata.count).toBe(total - hidden.length);
    const all = await list({ per_page: 100, sort_by: 'oldest' });
    const shownIds = new Set((await list({ skip_hidden_in_deals: true, per_page: 100, sort_by: 'oldest' })).data.map((d) => d.id));
    const hiddenIds = new Set(hidden.map((h) => h.id));
    expect(all.data.some((d) => hiddenIds.has(d.id))).toBe(true);
    expect([...shownIds].some((id) => hiddenIds.has(id))).toBe(false);
  });

  it('searches title, description and shop name ignoring case and Polish diacritics', async () => {
    const plain = await list({ search: 'SLUCHAWKI', per_page: 100 });
    expect(plain.data.length).toBeGreaterThan(0);
    expect(plain.data.every((d) => slugify(d.title).includes('sluchawki'))).toBe(true);
    const accented = await list({ search: 'słuchawki', per_page: 100 });
    expect(accented.metadata.count).toBe(plain.metadata.count);
    const witcher = await list({ search: 'wiedzmin', per_page: 100 });
    expect(witcher.data.some((d) => d.title.includes('Wiedźmin'))).toBe(true);
    const shop = await list({ search: 'rossmann', per_page: 100 });
    expect(shop.data.length).toBeGreaterThan(0);
    const words = await list({ search: 'konsola nintendo', per_page: 100 });
    expect(words.data.length).toBeGreaterThan(0);
    expect(words.data.every((d) => /konsola.*nintendo/i.test(d.title))).toBe(true);
    expect(words.metadata.count).toBeLessThan((await list({ search: 'konsola', per_page: 1 })).metadata.count);
    expect((await list({ search: 'zzzyyyxxx' })).metadata).toEqual({ count: 0, pages_count: 0 });
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const percent = await list({ search: '%', per_page: 100 });
    expect(percent.metadata.count).toBeLessThan(total);
    expect(percent.data.every((d) => d.title.includes('%'))).toBe(true);
    expect((await list({ search: '_' })).metadata.count).toBe(0);
    expect((await list({ search: "'; drop table deals; --" })).metadata.count).toBe(0);
    expect((await list()).metadata.count).toBe(total);
  });
});

describe('list count cache', () => {
  const TTL_MS = 10_000;

  /** A fresh author whose deals are copies of existing ones, so the test's filter matches only what it adds. */
  async function withAuthor(test: (author: { id: number; addDeals: (n: number) => Promise<unknown> }) => Promise<void>) {
    const { id } = await one<{ id: number }>(
      sql`insert into users (email, username) values ('count-cache@example.com', 'count_cache') returning id`,
    );
    const addDeals = (n: number) =>
      database.db.execute(sql`
        insert into deals (market_id, user_id, category_id, title)
        select market_id, ${id}, category_id, title from deals where market_id = 1 order by id limit ${n}`);
    try {
      await test({ id, addDeals });
    } finally {
      await database.db.execute(sql`delete from deals where user_id = ${id}`);
      await database.db.execute(sql`delete from users where id = ${id}`);
    }
  }

  it("reuses a filter's count across pages and sorts within the TTL and recounts after it", async () => {
    let now = 1_000_000;
    const counts = new DealCountCache(TTL_MS, 100, () => now);
    await withAuthor(async (author) => {
      await author.addDeals(2);
      // per_page 1 keeps every page full, so the total cannot be read off the page and must come from the cache.
      const byAuthor = (q: Partial<DealListQuery> = {}) => listDeals(database.db, counts, query({ user_id: author.id, per_page: 1, ...q }));
      expect((await byAuthor()).metadata.count).toBe(2);
      await author.addDeals(1);
      now += TTL_MS - 1;
      expect((await byAuthor({ page: 2, sort_by: 'oldest' })).metadata).toEqual({ count: 2, pages_count: 2 });
      now += 1;
      expect((await byAuthor()).metadata.count).toBe(3);
      // Another filter has its own entry.
      expect((await listDeals(database.db, counts, query({ per_page: 1 }))).metadata.count).toBe(total + 3);
    });
  });

  it('reads the exact total off a partly filled page instead of a cached count', async () => {
    const counts = new DealCountCache(TTL_MS, 100, () => 0);
    await withAuthor(async (author) => {
      await author.addDeals(3);
      const byAuthor = (page: number) => listDeals(database.db, counts, query({ user_id: author.id, per_page: 2, page }));
      expect((await byAuthor(1)).metadata.count).toBe(3);
      await author.addDeals(2);
      // The cache still holds 3, but page 3 has one of five deals and so proves the total is 5.
      expect((await byAuthor(3)).metadata).toEqual({ count: 5, pages_count: 3 });
    });
  });

  it('shares one load between concurrent callers, retries after a failure and stays bounded', async () => {
    const counts = new DealCountCache(TTL_MS, 2, () => 0);
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<number>((done) => setTimeout(() => done(7), 5));
    };
    expect(await Promise.all([counts.getOrLoad('a', load), counts.getOrLoad('a', load)])).toEqual([7, 7]);
    expect(loads).toBe(1);
    await expect(counts.getOrLoad('b', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await counts.getOrLoad('b', load)).toBe(7);
    expect(loads).toBe(2);
    await counts.getOrLoad('c', load);
    // Two entries at most: 'a', the oldest, was evicted and loads again.
    await counts.getOrLoad('a', load);
    expect(loads).toBe(4);
  });
});

describe('seedBulkDeals', () => {
  it('fills an empty database on its own, with placeholder images', async () => {
    const empty = await createTestDb();
    try {
      await seedBulkDeals(empty.db, 50);
      const { data, metadata } = await listDeals(empty.db, new DealCountCache(), query({ per_page: 10 }));
      expect(metadata.count).toBe(50);
      expect(data[0]?.deal_images[0]?.url).toBe('/media/seed/deals/placeholder.webp');
    } finally {
      await empty.close();
    }
  }, 60_000);
});

describe('getDeal', () => {
  it('returns the detail with buttons, offers and threaded comments', async () => {
    const target = await one<{ id: number }>(
      sql`select d.id from deals d where exists (select 1 from deal_buttons b where b.deal_id = d.id)
          and exists (select 1 from comments c where c.deal_id = d.id and c.parent_id is not null) order by d.id limit 1`,
    );
    const deal = await getDeal(database.db, target.id);
    expect(Object.keys(deal).sort()).toEqual([...DEAL_DETAIL_FIELDS].sort());
    expect(deal.id).toBe(target.id);
    expect(deal.description).toMatch(/^<p>/);
    expect(deal.deal_buttons[0]).toMatchObject({
      button_type: 'primary',
      button_text: expect.any(String),
      button_url: expect.stringMatching(/^https:\/\//),
    });
    expect(deal.comments_count).toBe(deal.deal_comments.length);
    const reply = deal.deal_comments.find((c) => c.parent_id !== null);
    const parent = deal.deal_comments.find((c) => c.id === reply?.parent_id);
    expect(parent?.parent_id).toBeNull();
    expect(reply?.thread_id).toBe(parent?.id);
    expect(parent?.thread_id).toBe(parent?.id);
  });

  it('returns offers in the deal currency', async () => {
    const target = await one<{ id: number }>(sql`select deal_id as id from deal_offers order by deal_id limit 1`);
    const deal = await getDeal(database.db, target.id);
    expect(deal.deal_offers.length).toBeGreaterThanOrEqual(2);
    expect(deal.section_title).toBe('Inne warianty');
    for (const offer of deal.deal_offers) {
      expect(offer.currency).toBe(deal.currency);
      expect(Object.keys(offer).sort()).toEqual(['currency', 'id', 'image_url', 'new_price', 'old_price', 'title', 'url']);
    }
  });

  it('answers 404 for an id that does not exist', async () => {
    await expect(getDeal(database.db, 2_000_000_000)).rejects.toMatchObject({
      errorCode: 'NotFound',
      message: 'Deal 2000000000 does not exist',
    });
  });

  it('answers 404 for a held deal to anyone but its author and operators', async () => {
    const target = await one<{ id: number; userId: number }>(sql`select id, user_id as "userId" from deals order by id limit 1`);
    await database.db.execute(sql`update deals set moderation_held_at = now() where id = ${target.id}`);
    try {
      const notFound = { errorCode: 'NotFound', message: `Deal ${target.id} does not exist` };
      await expect(getDeal(database.db, target.id)).rejects.toMatchObject(notFound);
      await expect(getDeal(database.db, target.id, target.userId + 1)).rejects.toMatchObject(notFound);
      expect((await getDeal(database.db, target.id, target.userId)).moderation?.state).toBe('held');
      expect((await getDeal(database.db, target.id, null, { operator: true })).moderation?.state).toBe('held');
    } finally {
      await database.db.execute(sql`update deals set moderation_held_at = null where id = ${target.id}`);
    }
  });
});

describe('listBanners', () => {
  it('lists the market banners with their slots in position order', async () => {
    const banners = await listBanners(database.db, 1);
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((b) => b.locations.length > 0 && b.image_url.startsWith('/media/seed/'))).toBe(true);
    const positions = banners.map((b) => b.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await listBanners(database.db, 999)).toEqual([]);
  });
});
