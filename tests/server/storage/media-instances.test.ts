import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { deals } from '@/server/db/schema';
import { renderImages } from '@/server/seed/images';
import type { UploadedDealImage } from '@/server/services/deal-images';
import { findShareCardContent, renderShareCard, shareCardUrl } from '@/server/seo/share-card';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@/server/seo/urls';
import { mediaStores, type MediaStores } from '@/server/storage/media-stores';
import type { CurrentUser } from '@/shared/schemas/user';
import type { DealDetail } from '@/shared/schemas/deal';
import { testApp, testEnv } from '../helpers/app';
import { createUser, send, type TestUser } from '../helpers/community-fixtures';
import { useTestDb } from '../helpers/db';
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3';

/**
 * Two app instances on one database with MEDIA_STORAGE=s3, each with its own empty local folders (nothing shared on
 * disk): what one stores, the other serves.
 */
const database = useTestDb();
let s3: FakeS3;
let first: App;
let second: App;
/** The bucket as both instances see it, to look at and tamper with what they stored. */
let bucket: MediaStores;
const localDirs: string[] = [];

async function instance(): Promise<App> {
  const [mediaDir, dataDir] = await Promise.all([
    mkdtemp(path.join(tmpdir(), 'okazje-media-')),
    mkdtemp(path.join(tmpdir(), 'okazje-data-')),
  ]);
  localDirs.push(mediaDir, dataDir);
  return testApp({ db: database.db, mediaDir, env: testEnv({ ...s3.env, DATA_DIR: dataDir }) });
}

beforeAll(async () => {
  s3 = await startFakeS3();
  [first, second] = await Promise.all([instance(), instance()]);
  bucket = mediaStores(testEnv(s3.env), path.join(tmpdir(), 'unused-media-dir'));
});

afterAll(async () => {
  await s3?.close();
  await Promise.all(localDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const MEDIA_CACHE = 'public, max-age=2592000';

async function photo(format: 'png' | 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

function form(bytes: Uint8Array, name: string, type: string): FormData {
  const body = new FormData();
  body.append('image', new File([Buffer.from(bytes)], name, { type }));
  return body;
}

async function uploadDealPicture(app: App, user: TestUser): Promise<UploadedDealImage> {
  const res = await app.request('/api/deals/images', {
    method: 'POST',
    headers: user.auth,
    body: form(await photo('jpeg'), 'a.jpg', 'image/jpeg'),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as UploadedDealImage;
}

async function setAvatar(app: App, user: TestUser): Promise<string> {
  const res = await app.request('/api/users/avatar', {
    method: 'PUT',
    headers: user.auth,
    body: form(await photo('png'), 'me.png', 'image/png'),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as CurrentUser).avatar_url ?? '';
}

async function served(app: App, url: string, init?: RequestInit) {
  const res = await app.request(url, init);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function mediaHeaders(res: Response) {
  return {
    status: res.status,
    type: res.headers.get('Content-Type'),
    cacheControl: res.headers.get('Cache-Control'),
    etag: res.headers.get('ETag'),
    lastModified: res.headers.get('Last-Modified'),
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('media with MEDIA_STORAGE=s3, on two instances', () => {
  it('serves a deal picture uploaded through one instance from the other, with the same headers, tag and bytes', async () => {
    const member = await createUser(database.db);
    const picture = await uploadDealPicture(first, member);
    expect(picture.url).toMatch(/^\/media\/deals\/[0-9a-f]{24}-960\.webp$/);

    const there = await served(second, picture.url);
    const here = await served(first, picture.url);
    expect(mediaHeaders(there.res)).toEqual({
      status: 200,
      type: 'image/webp',
      cacheControl: MEDIA_CACHE,
      etag: expect.stringMatching(/^"[^"]+"$/),
      lastModified: expect.stringMatching(/ GMT$/),
    });
    expect(mediaHeaders(here.res)).toEqual(mediaHeaders(there.res));
    expect(there.res.headers.get('Content-Length')).toBe(String(there.bytes.length));
    expect(there.bytes.equals(here.bytes)).toBe(true);
    expect(await sharp(there.bytes).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
  });

  it('answers a revalidation with 304 and HEAD with the headers alone, on either instance', async () => {
    const member = await createUser(database.db);
    const { url } = await uploadDealPicture(second, member);
    const { res, bytes } = await served(first, url);
    const etag = res.headers.get('ETag') ?? '';

    const notModified = await served(second, url, { headers: { 'If-None-Match': etag } });
    expect(notModified.res.status).toBe(304);
    expect(notModified.res.headers.get('ETag')).toBe(etag);
    expect(notModified.res.headers.get('Cache-Control')).toBe(MEDIA_CACHE);
    expect(notModified.bytes.length).toBe(0);
    const changed = await served(second, url, { headers: { 'If-None-Match': '"another"' } });
    expect(changed.res.status).toBe(200);
    expect(changed.bytes.equals(bytes)).toBe(true);
    const since = await served(first, url, { headers: { 'If-Modified-Since': res.headers.get('Last-Modified') ?? '' } });
    expect(since.res.status).toBe(304);

    const head = await served(second, url, { method: 'HEAD' });
    expect(mediaHeaders(head.res)).toEqual(mediaHeaders(res));
    expect(head.res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(head.bytes.length).toBe(0);
  });

  it('answers 404 for a missing picture, a folder, and a path that tries to leave /media', async () => {
    for (const url of ['/media/deals/000000000000000000000000-960.webp', '/media/deals', '/media/deals/', '/media/%2e%2e/secret.webp']) {
      const res = await second.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ errorCode: 'NotFound' });
    }
    expect((await second.request('/media/x.webp', { method: 'HEAD' })).status).toBe(404);
  });

  it('serves an avatar set on one instance from the other, and a replacement there removes it everywhere', async () => {
    const member = await createUser(database.db);
    const url = await setAvatar(first, member);
    const small = url.replace(/\.webp$/, '-128.webp');
    const large = await served(second, url);
    expect(mediaHeaders(large.res)).toMatchObject({ status: 200, type: 'image/webp', cacheControl: MEDIA_CACHE });
    expect(await sharp(large.bytes).metadata()).toMatchObject({ width: 512, height: 512 });
    expect((await second.request(small)).status).toBe(200);

    const replacement = await setAvatar(second, member);
    expect(replacement).not.toBe(url);
    expect((await first.request(replacement)).status).toBe(200);
    expect((await first.request(url)).status).toBe(404);
    expect((await first.request(small)).status).toBe(404);
  });

  it('draws a share card once per content version on whichever instance is asked first, and the other serves that one', async () => {
    const member = await createUser(database.db);
    const picture = await uploadDealPicture(first, member);
    const posted = await send(first, 'POST', '/api/deals/', {
      auth: member.auth,
      body: {
        url: 'https://www.media-expert.pl/p/odkurzacz-dwie-instancje',
        title: 'Odkurzacz bezprzewodowy za 899 zł',
        description: 'Cena z kodem.',
        new_price: 89_900,
        old_price: 129_999,
        currency: 'PLN',
        category: 'home',
        image_ids: [picture.id],
      },
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const deal = (await posted.json()) as DealDetail;
    const shareCard = async (app: App) => {
      const res = await app.request(`/api/deals/${deal.id}`);
      return ((await res.json()) as DealDetail & { share_card: string }).share_card;
    };
    const address = await shareCard(second);
    expect(await shareCard(first), 'both instances name the same version').toBe(address);
    const version = new URL(address, 'http://x').searchParams.get('v');

    const drawn = await served(first, address);
    expect(drawn.res.status).toBe(200);
    expect(drawn.res.headers.get('ETag')).toBe(`"${version}"`);
    expect(drawn.res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(await sharp(drawn.bytes).metadata()).toMatchObject({ format: 'jpeg', width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
    const content = await findShareCardContent(database.db, 'deals', deal.id);
    const withoutPicture = await renderShareCard(content!, null);
    expect(drawn.bytes.equals(withoutPicture), 'the card shows the picture read from the bucket').toBe(false);
    const stored = `deals-${deal.id}-${version}.jpg`;
    expect(await bucket.shareCards.list(`deals-${deal.id}-`)).toEqual([stored]);

    // Other bytes in the bucket show that the second instance reads the card the first drew instead of drawing it.
    const marker = Buffer.concat([drawn.bytes, Buffer.from('from the bucket')]);
    await bucket.shareCards.put(stored, marker, 'image/jpeg');
    const there = await served(second, address);
    expect(there.bytes.equals(marker)).toBe(true);
    expect(there.res.headers.get('Content-Length')).toBe(String(marker.length));
    expect(there.res.headers.get('ETag')).toBe(`"${version}"`);
    expect(there.res.headers.get('Cache-Control')).toBe('public, max-age=86400');

    // Written straight to the database, past the API's short guest cache, which would still name the old version.
    await database.db.update(deals).set({ newPrice: 79_900 }).where(eq(deals.id, deal.id));
    const newAddress = (await shareCardUrl(database.db, 'deals', deal.id)) ?? '';
    expect(newAddress).not.toBe(address);
    const redrawn = await served(second, newAddress);
    expect(redrawn.bytes.equals(marker)).toBe(false);
    expect(await sharp(redrawn.bytes).metadata()).toMatchObject({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
    const newVersion = new URL(newAddress, 'http://x').searchParams.get('v');
    expect(await bucket.shareCards.list(`deals-${deal.id}-`), 'the older version is removed').toEqual([
      `deals-${deal.id}-${newVersion}.jpg`,
    ]);
  });

  it("serves the seeded pictures from the bucket, rendered once into the seeding instance's folder", async () => {
    const renderDir = await mkdtemp(path.join(tmpdir(), 'okazje-seed-render-'));
    try {
      const spec = {
        name: 'deals/two-instances',
        width: 640,
        height: 480,
        label: 'Test',
        hue: 200,
        shape: 'product' as const,
        renditions: [320, 640],
      };
      const [image] = await renderImages(renderDir, [spec], bucket.media);
      expect(image?.variants.map((variant) => variant.url)).toEqual([
        '/media/seed/deals/two-instances-320.webp',
        '/media/seed/deals/two-instances-640.webp',
      ]);
      for (const { url } of image?.variants ?? []) {
        const { res, bytes } = await served(second, url);
        expect(mediaHeaders(res)).toMatchObject({ status: 200, type: 'image/webp', cacheControl: MEDIA_CACHE });
        expect(bytes.equals(await readFile(path.join(renderDir, url.replace(/^\/media\//, ''))))).toBe(true);
      }
    } finally {
      await rm(renderDir, { recursive: true, force: true });
    }
  });

  it("keeps nothing on either instance's disk", async () => {
    for (const dir of localDirs) expect(await filesUnder(dir), dir).toEqual([]);
  });
});
