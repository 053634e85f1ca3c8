import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { dealImages, deals, shops, specials } from '@/server/db/schema';
import { findShareCardContent } from '@/server/seo/share-card';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@/server/seo/urls';
import { testEnv, useTestServer } from '../helpers/app';

let dataDir: string;
const server = useTestServer({
  seed: true,
  app: async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'okazje-data-'));
    return { env: testEnv({ DATA_DIR: dataDir }) };
  },
});

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const cardsDir = () => path.join(dataDir, 'share-cards');

/** Seeded deals with a shop, both prices, a discount and a picture, in id order. */
async function pricedDealIds(): Promise<number[]> {
  const rows = await server.db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        isNotNull(deals.shopId),
        isNotNull(deals.newPrice),
        isNotNull(deals.oldPrice),
        sql`${deals.discount} > 0`,
        sql`exists (select 1 from ${dealImages} where ${dealImages.dealId} = ${deals.id})`,
      ),
    )
    .orderBy(asc(deals.id))
    .limit(5);
  return rows.map((row) => row.id);
}

async function getCard(url: string, init?: RequestInit) {
  const res = await server.app.request(url, init);
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  return { res, bytes: Buffer.from(await res.arrayBuffer()), version: res.headers.get('ETag')?.replace(/"/g, '') ?? '' };
}

async function expectNotFound(url: string) {
  const res = await server.app.request(url);
  expect(res.status, url).toBe(404);
  expect(res.headers.get('Content-Type')).toContain('application/json');
  const body = (await res.json()) as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe('NotFound');
}

async function expectCardImage(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]);
}

describe('GET /share-cards/:kind/:id.jpg', () => {
  it("draws a deal's card from its picture as a 1200×630 JPEG, cached for a day under its current version", async () => {
    const [id] = await pricedDealIds();
    const content = await findShareCardContent(server.db, 'deals', id!);
    expect(content?.imageKey, "the seeded picture's media key").toMatch(/^seed\/deals\/.+\.webp$/);
    expect(existsSync(path.join(server.mediaDir, content!.imageKey!)), 'the seeded picture is in the media folder').toBe(true);
    expect(content?.subtitle, "the deal's shop").toBeTruthy();

    const current = await getCard(`/share-cards/deals/${id}.jpg`);
    expect(current.res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(current.version).toMatch(/^[0-9a-f]{12}$/);
    expect(current.res.headers.get('Cache-Control'), 'no v: the short lifetime').toBe('public, max-age=300');
    await expectCardImage(current.bytes);

    const versioned = await getCard(`/share-cards/deals/${id}.jpg?v=${current.version}`);
    expect(versioned.res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(versioned.bytes.equals(current.bytes)).toBe(true);
  });

  it("draws a new card under a new version when the deal's price changes, and removes the old file", async () => {
    const [, id] = await pricedDealIds();
    const before = await getCard(`/share-cards/deals/${id}.jpg`);
    const [deal] = await server.db.select({ newPrice: deals.newPrice }).from(deals).where(eq(deals.id, id!));
    await server.db
      .update(deals)
      .set({ newPrice: deal!.newPrice! + 12_345 })
      .where(eq(deals.id, id!));

    const after = await getCard(`/share-cards/deals/${id}.jpg`);
    expect(after.version).not.toBe(before.version);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    await expectCardImage(after.bytes);
    expect(existsSync(path.join(cardsDir(), `deals-${id}-${after.version}.jpg`))).toBe(true);
    expect(existsSync(path.join(cardsDir(), `deals-${id}-${before.version}.jpg`))).toBe(false);

    const stale = await getCard(`/share-cards/deals/${id}.jpg?v=${before.version}`);
    expect(stale.version, 'a stale link gets the current card').toBe(after.version);
    expect(stale.res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(stale.bytes.equals(after.bytes)).toBe(true);
  });

  it('serves a drawn card from its file on disk, the same one to requests arriving together', async () => {
    const [, , id] = await pricedDealIds();
    const together = await Promise.all([1, 2, 3].map(() => getCard(`/share-cards/deals/${id}.jpg`)));
    expect(together.every((card) => card.bytes.equals(together[0]!.bytes))).toBe(true);
    const files = (await readdir(cardsDir())).filter((entry) => entry.startsWith(`deals-${id}-`));
    expect(files).toEqual([`deals-${id}-${together[0]!.version}.jpg`]);

    const file = path.join(cardsDir(), files[0]!);
    expect((await readFile(file)).equals(together[0]!.bytes)).toBe(true);
    // Different bytes in the file show that the next answer is read from it, not drawn again.
    const marker = Buffer.concat([together[0]!.bytes, Buffer.from('from disk')]);
    await writeFile(file, marker);
    const again = await getCard(`/share-cards/deals/${id}.jpg`);
    expect(again.bytes.equals(marker)).toBe(true);
    expect(again.res.headers.get('Content-Length')).toBe(String(marker.length));
  });

  it('gives a hidden deal a card, as its page still answers it', async () => {
    const [, , , id] = await pricedDealIds();
    await server.db.update(deals).set({ isHidden: true }).where(eq(deals.id, id!));
    const { bytes } = await getCard(`/share-cards/deals/${id}.jpg`);
    await expectCardImage(bytes);
  });

  it('draws cards for a shop and a special', async () => {
    const [shop] = await server.db.select({ id: shops.id }).from(shops).where(isNotNull(shops.logoUrl)).orderBy(asc(shops.id)).limit(1);
    const [special] = await server.db.select({ id: specials.id }).from(specials).orderBy(asc(specials.id)).limit(1);
    const shopCard = await getCard(`/share-cards/shops/${shop!.id}.jpg`);
    const specialCard = await getCard(`/share-cards/specials/${special!.id}.jpg`);
    await expectCardImage(shopCard.bytes);
    await expectCardImage(specialCard.bytes);
    expect(shopCard.version).not.toBe(specialCard.version);
  });

  it('draws the card of a deal stored with control characters or non-characters in its title and shop, without a 500', async () => {
    // Rows stored before the schemas refused these: the card is XML underneath, which cannot carry them.
    const [id] = await pricedDealIds();
    const [shop] = await server.db
      .insert(shops)
      .values({ name: 'Sklep\u0008 \uFDD0', slug: 'sklep-sterujacy', domain: 'sterujacy.example' })
      .returning({ id: shops.id });
    await server.db.update(deals).set({ title: '\u0001Tytuł \uFFFF z \uD800 \u001b[31m', shopId: shop!.id }).where(eq(deals.id, id!));
    await expectCardImage((await getCard(`/share-cards/deals/${id}.jpg`)).bytes);
    // A title of nothing but such characters still has a card (with the site's initial in place of its own).
    await server.db.update(deals).set({ title: '\u0001\uFFFF' }).where(eq(deals.id, id!));
    await expectCardImage((await getCard(`/share-cards/deals/${id}.jpg`)).bytes);
    await expectCardImage((await getCard(`/share-cards/shops/${shop!.id}.jpg`)).bytes);
  });

  it('answers HEAD with the headers and no body', async () => {
    const [id] = await pricedDealIds();
    const res = await server.app.request(`/share-cards/deals/${id}.jpg`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(Number(res.headers.get('Content-Length'))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 with the error body for an unknown deal, shop or special', async () => {
    for (const kind of ['deals', 'shops', 'specials']) await expectNotFound(`/share-cards/${kind}/2147483647.jpg`);
  });

  it('answers 404 with the error body for a malformed address', async () => {
    const [id] = await pricedDealIds();
    for (const file of ['abc.jpg', '0.jpg', '012.jpg', '-1.jpg', '2147483648.jpg', `${id}.png`, `${id}`, `${id}.jpg.jpg`]) {
      await expectNotFound(`/share-cards/deals/${file}`);
    }
    await expectNotFound(`/share-cards/users/${id}.jpg`);
  });
});
