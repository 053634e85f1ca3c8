import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, users } from '@/server/db/schema';
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

/** A second deal whose price also changes behind the API's back: a write to another deal must leave its views cached. */
async function bystander() {
  return dealWithGuestView(`Bystander ${Math.random().toString(36).slice(2, 8)}`);
}

async function expectStillCached(view: Awaited<ReturnType<typeof dealWithGuestView>>) {
  const after = await guestView(view.dealId, view.slug);
  expect(after.price).toBe(10_000);
  expect(after.etag).toBe(view.before.etag);
  expect(after.page).toContain('"price":"100.00"');
}

async function expectFresh(view: Awaited<ReturnType<typeof dealWithGuestView>>) {
  const after = await guestView(view.dealId, view.slug);
  expect(after.price).toBe(9_000);
  expect(after.page).toContain('"price":"90.00"');
}

describe('guest caches and member writes', () => {
  it('a favourite toggle leaves them as they are: guests see nothing of it', async () => {
    const view = await dealWithGuestView('Odkurzacz Dreame L10');
    for (let i = 0; i < 2; i++) {
      expect((await send(server.app, 'POST', `/api/deals/${view.dealId}/favourite`, { auth: member.auth })).status).toBe(200);
      await expectStillCached(view);
    }
  });

  it("a vote empties the deal's views, so guests see it as it is now, and leaves other deals' views cached", async () => {
    const voted = await dealWithGuestView('Ekspres Philips LatteGo');
    const other = await bystander();
    const voter = await createUser(server.db);
    expect((await send(server.app, 'POST', `/api/deals/${voted.dealId}/like`, { auth: voter.auth, body: { like: true } })).status).toBe(
      200,
    );
    await expectFresh(voted);
    await expectStillCached(other);
  });

  it("a comment, its vote and its deletion each empty the deal's views only", async () => {
    const commenter = await createUser(server.db);
    const view = await dealWithGuestView('Robot Roborock S8');
    const other = await bystander();
    const res = await send(server.app, 'POST', `/api/deals/${view.dealId}/comment`, {
      auth: commenter.auth,
      body: { content: 'Dobra cena' },
    });
    expect(res.status).toBe(201);
    const { id: commentId } = (await res.json()) as { id: number };
    await expectFresh(view);
    await expectStillCached(other);

    const steps: [string, string, unknown?][] = [
      ['POST', `/api/deals/${view.dealId}/comment/${commentId}/like`, { like: true }],
      ['DELETE', `/api/deals/${view.dealId}/comment/${commentId}`],
    ];
    for (const [method, path, body] of steps) {
      // The price moves again behind the API's back; only the write to this deal lets it through.
      const price = (await guestView(view.dealId, view.slug)).price ?? 0;
      await server.db
        .update(deals)
        .set({ newPrice: price - 100 })
        .where(eq(deals.id, view.dealId));
      const author = method === 'DELETE' ? commenter : await createUser(server.db);
      expect((await send(server.app, method, path, { auth: author.auth, body })).status, `${method} ${path}`).toBeLessThan(300);
      expect((await guestView(view.dealId, view.slug)).price, `${method} ${path}`).toBe(price - 100);
    }
    await expectStillCached(other);
  });

  it("the author's expiry toggle empties that deal's views only", async () => {
    const view = await dealWithGuestView('Hulajnoga Xiaomi 4');
    const other = await bystander();
    expect(
      (await send(server.app, 'POST', `/api/deals/${view.dealId}/expired`, { auth: member.auth, body: { expired: true } })).status,
    ).toBe(200);
    await expectFresh(view);
    await expectStillCached(other);
  });

  it("a new deal joins the guests' lists at once and leaves every deal's own views cached", async () => {
    const other = await bystander();
    const newest = async () => {
      const list = await server.app.request('/api/deals/?sort_by=newest&per_page=30');
      expect(list.status).toBe(200);
      return ((await list.json()) as ListResponse<DealListItem>).data.map((deal) => deal.title);
    };
    expect(await newest()).not.toContain('Kawa Lavazza 1 kg');
    const body = {
      url: 'https://example.com/p/coffee',
      title: 'Kawa Lavazza 1 kg',
      description: 'Tania.',
      category: 'home',
      new_price: 4_900,
    };
    expect((await send(server.app, 'POST', '/api/deals/', { auth: member.auth, body })).status).toBe(201);
    expect(await newest()).toContain('Kawa Lavazza 1 kg');
    await expectStillCached(other);
  });

  it('a vote empties the guest lists that show the deal, and leaves the lists that do not', async () => {
    const listed = await createDeal(server.db, member.id, { title: 'Lista: Suszarka Dyson', categoryId: 'home', newPrice: 10_000 });
    const elsewhere = await createDeal(server.db, member.id, { title: 'Lista: Buty Nike', categoryId: 'fashion', newPrice: 10_000 });
    const priceIn = async (category: string, dealId: number) => {
      const list = await server.app.request(`/api/deals/?sort_by=newest&per_page=30&categories=${category}`);
      expect(list.status).toBe(200);
      return ((await list.json()) as ListResponse<DealListItem>).data.find((deal) => deal.id === dealId)?.new_price;
    };
    expect([await priceIn('home', listed), await priceIn('fashion', elsewhere)]).toEqual([10_000, 10_000]);
    await server.db.update(deals).set({ newPrice: 9_000 }).where(eq(deals.id, listed));
    await server.db.update(deals).set({ newPrice: 9_000 }).where(eq(deals.id, elsewhere));
    const voter = await createUser(server.db);
    expect((await send(server.app, 'POST', `/api/deals/${listed}/like`, { auth: voter.auth, body: { like: true } })).status).toBe(200);
    expect([await priceIn('home', listed), await priceIn('fashion', elsewhere)]).toEqual([9_000, 10_000]);
  });

  it("a follow empties the followed member's profile page, which counts followers, and no deal's views", async () => {
    const followed = await createUser(server.db);
    const other = await bystander();
    const profile = async () => {
      const page = await server.app.request(`/profile/${followed.id}`);
      expect(page.status).toBe(200);
      return page.text();
    };
    const [row] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, followed.id));
    expect(await profile()).toContain(row?.username);
    await server.db.update(users).set({ username: 'Przemianowany' }).where(eq(users.id, followed.id));
    expect(await profile()).not.toContain('Przemianowany');
    const follow = { entity_type: 'user', entity_id: followed.id };
    expect((await send(server.app, 'POST', '/api/users/follows', { auth: member.auth, body: follow })).status).toBe(201);
    expect(await profile()).toContain('Przemianowany');
    await expectStillCached(other);
  });

  it('a page asked with campaign parameters (utm_*, fbclid, gclid) is the same cached render', async () => {
    const view = await dealWithGuestView('Blender Vitamix E310');
    const campaign = await server.app.request(
      `/deals/${view.dealId}/${view.slug}?utm_source=newsletter&utm_medium=mail&fbclid=abc&gclid=xyz`,
    );
    expect(campaign.status).toBe(200);
    expect(campaign.headers.get('ETag')).toBe((await server.app.request(`/deals/${view.dealId}/${view.slug}`)).headers.get('ETag'));
    // Rendered before the price changed: the campaign's visit did not render afresh.
    expect(await campaign.text()).toContain('"price":"100.00"');
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
