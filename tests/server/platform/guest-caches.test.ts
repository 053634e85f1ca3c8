import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { deals } from '@/server/db/schema';
import type { DealDetail } from '@/shared/schemas/deal';
import { slugify } from '@/shared/slug';
import { testApp, testEnv } from '../helpers/app';
import { createTestDb, type TestDb } from '../helpers/db';
import { createDeal, createUser, send, type TestUser } from '../helpers/community-fixtures';

/**
 * Which writes empty the instance's caches of what guests read (the deal detail and the rendered pages). A price
 * changed straight in the database shows whether an answer came from the cache: only a write that empties it lets
 * the new price through (the detail's `new_price`, the page's Product JSON-LD). The TTL is long here so that only writes, never time, empty the caches during a test.
 */
const SHELL = '<!doctype html><html lang="pl"><head><title>Okazje</title></head><body><div id="root"></div></body></html>';

let handle: TestDb;
let app: App;
let member: TestUser;

beforeAll(async () => {
  handle = await createTestDb();
  const dist = join(mkdtempSync(join(tmpdir(), 'guest-caches-test-')), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  app = testApp({ db: handle.db, mediaDir: handle.mediaDir, distDir: dist, env: testEnv({ LIST_CACHE_TTL_MS: '60000' }) });
  member = await createUser(handle.db);
});
afterAll(() => handle?.close());

/** What a guest sees of the deal: the API's detail and the page's head. */
async function guestView(dealId: number, slug: string): Promise<{ price: number | null; etag: string | null; page: string }> {
  const res = await app.request(`/api/deals/${dealId}`);
  expect(res.status).toBe(200);
  const page = await app.request(`/deals/${dealId}/${slug}`);
  expect(page.status).toBe(200);
  return { price: ((await res.json()) as DealDetail).new_price, etag: res.headers.get('ETag'), page: await page.text() };
}

async function dealWithGuestView(title: string) {
  const dealId = await createDeal(handle.db, member.id, { title, newPrice: 10_000 });
  const slug = slugify(title);
  const before = await guestView(dealId, slug);
  expect(before.price).toBe(10_000);
  expect(before.page).toContain('"price":"100.00"');
  // Changed behind the API's back: a cached answer keeps the old price.
  await handle.db.update(deals).set({ newPrice: 9_000 }).where(eq(deals.id, dealId));
  return { dealId, slug, before };
}

describe('guest caches and member writes', () => {
  it('a favourite toggle leaves them as they are: guests see nothing of it', async () => {
    const { dealId, slug, before } = await dealWithGuestView('Odkurzacz Dreame L10');
    for (let i = 0; i < 2; i++) {
      expect((await send(app, 'POST', `/api/deals/${dealId}/favourite`, { auth: member.auth })).status).toBe(200);
      const after = await guestView(dealId, slug);
      expect(after.price).toBe(10_000);
      expect(after.etag).toBe(before.etag);
      expect(after.page).toContain('"price":"100.00"');
    }
  });

  it('a vote empties them, so guests see the deal as it is now', async () => {
    const { dealId, slug } = await dealWithGuestView('Ekspres Philips LatteGo');
    const voter = await createUser(handle.db);
    expect((await send(app, 'POST', `/api/deals/${dealId}/like`, { auth: voter.auth, body: { like: true } })).status).toBe(200);
    const after = await guestView(dealId, slug);
    expect(after.price).toBe(9_000);
    expect(after.page).toContain('"price":"90.00"');
  });

  it('an edit empties them too', async () => {
    const body = { url: 'https://example.com/p/kettle', title: 'Czajnik Bosch', description: 'Tani.', category: 'home', new_price: 10_000 };
    const res = await send(app, 'POST', '/api/deals/', { auth: member.auth, body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as DealDetail;
    expect((await guestView(id, slugify(body.title))).page).toContain('"price":"100.00"');
    expect((await send(app, 'PUT', `/api/deals/${id}`, { auth: member.auth, body: { ...body, new_price: 9_000 } })).status).toBe(200);
    const after = await guestView(id, slugify(body.title));
    expect(after.price).toBe(9_000);
    expect(after.page).toContain('"price":"90.00"');
  });
});
