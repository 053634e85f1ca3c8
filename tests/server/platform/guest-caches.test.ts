import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals } from '@/server/db/schema';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { slugify } from '@/shared/slug';
import { testEnv, useTestServer } from '../helpers/app';
import { distWith, renderBundle } from '../helpers/pages';
import { createDeal, createUser, send, type TestUser } from '../helpers/community-fixtures';

/**
 * Which writes empty the instance's caches of what guests read (the deal detail and the rendered pages). A price
 * changed straight in the database shows whether an answer came from the cache: only a write that empties it lets
 * the new price through (the detail's `new_price`, the page's Product JSON-LD). The TTL is long here so that only writes, never time, empty the caches during a test.
 */
const SHELL = '<!doctype html><html lang="pl"><head><title>Okazje</title></head><body><div id="root"></div></body></html>';

const server = useTestServer({
  app: async () => ({ distDir: distWith(SHELL), pageRenderer: await renderBundle(), env: testEnv({ LIST_CACHE_TTL_MS: '60000' }) }),
});
let member: TestUser;

beforeAll(async () => {
  member = await createUser(server.db);
});

/** What a guest sees of the deal: the API's detail and the rendered page. */
async function guestView(dealId: number, slug: string): Promise<{ price: number | null; etag: string | null; page: string }> {
  const res = await server.app.request(`/api/deals/${dealId}`);
  expect(res.status).toBe(200);
  const page = await server.app.request(`/deals/${dealId}/${slug}`);
  expect(page.status).toBe(200);
  return { price: ((await res.json()) as DealDetail).new_price, etag: res.headers.get('ETag'), page: await page.text() };
}

async function dealWithGuestView(title: string) {
  const dealId = await createDeal(server.db, member.id, { title, newPrice: 10_000 });
  const slug = slugify(title);
  const before = await guestView(dealId, slug);
  expect(before.price).toBe(10_000);
  expect(before.page).toContain('"price":"100.00"');
  // Changed behind the API's back: a cached answer keeps the old price.
  await server.db.update(deals).set({ newPrice: 9_000 }).where(eq(deals.id, dealId));
  return { dealId, slug, before };
}

describe('guest caches and member writes', () => {
  it('a favourite toggle leaves them as they are: guests see nothing of it', async () => {
    const { dealId, slug, before } = await dealWithGuestView('Odkurzacz Dreame L10');
    for (let i = 0; i < 2; i++) {
      expect((await send(server.app, 'POST', `/api/deals/${dealId}/favourite`, { auth: member.auth })).status).toBe(200);
      const after = await guestView(dealId, slug);
      expect(after.price).toBe(10_000);
      expect(after.etag).toBe(before.etag);
      expect(after.page).toContain('"price":"100.00"');
    }
  });

  it('a vote empties them, so guests see the deal as it is now', async () => {
    const { dealId, slug } = await dealWithGuestView('Ekspres Philips LatteGo');
    const voter = await createUser(server.db);
    expect((await send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: voter.auth, body: { like: true } })).status).toBe(200);
    const after = await guestView(dealId, slug);
    expect(after.price).toBe(9_000);
    expect(after.page).toContain('"price":"90.00"');
  });

  it('an edit empties them too', async () => {
    const body = { url: 'https://example.com/p/kettle', title: 'Czajnik Bosch', description: 'Tani.', category: 'home', new_price: 10_000 };
    const res = await send(server.app, 'POST', '/api/deals/', { auth: member.auth, body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as DealDetail;
    expect((await guestView(id, slugify(body.title))).page).toContain('"price":"100.00"');
    expect((await send(server.app, 'PUT', `/api/deals/${id}`, { auth: member.auth, body: { ...body, new_price: 9_000 } })).status).toBe(
      200,
    );
    const after = await guestView(id, slugify(body.title));
    expect(after.price).toBe(9_000);
    expect(after.page).toContain('"price":"90.00"');
  });

  it('an edit empties the guest lists as well: the author who corrects a price finds it corrected under New', async () => {
    const body = {
      url: 'https://example.com/p/toaster',
      title: 'Toster Philips',
      description: 'Tani.',
      category: 'home',
      new_price: 12_000,
    };
    const res = await send(server.app, 'POST', '/api/deals/', { auth: member.auth, body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as DealDetail;
    const newest = async () => {
      const list = await server.app.request('/api/deals/?sort_by=newest&per_page=30');
      expect(list.status).toBe(200);
      return ((await list.json()) as ListResponse<DealListItem>).data.find((deal) => deal.id === id)?.new_price;
    };
    expect(await newest()).toBe(12_000);
    expect((await send(server.app, 'PUT', `/api/deals/${id}`, { auth: member.auth, body: { ...body, new_price: 11_000 } })).status).toBe(
      200,
    );
    expect(await newest()).toBe(11_000);
  });
});
