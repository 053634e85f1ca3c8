import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { deals, users } from '@/server/db/schema';
import type { UploadedDealImage } from '@/server/services/deal-images';
import type { DealDetail } from '@/shared/schemas/deal';
import { useTestServer } from '../helpers/app';
import { createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer();
let member: TestUser;

// A fresh account per test: each account may post only so many deals an hour.
beforeEach(async () => {
  member = await createUser(server.db);
});

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

function fullDeal(overrides: Record<string, unknown> = {}) {
  return {
    url: `https://www.media-expert.pl/p/odkurzacz-${Math.random().toString(36).slice(2)}?utm_source=fb&fbclid=abc&kolor=czarny#opinie`,
    title: 'Odkurzacz bezprzewodowy za 899 zł',
    description: 'Cena z kodem.\n\nDostawa jutro.',
    new_price: 89_900,
    old_price: 129_999,
    currency: 'PLN',
    shipping: 'free',
    coupon_code: 'ODKURZ100',
    category: 'home',
    released_at: null,
    expires_at: inTwoDays(),
    ...overrides,
  };
}

async function post(body: unknown, user: TestUser = member): Promise<DealDetail> {
  const res = await send(server.app, 'POST', '/api/deals/', { auth: user.auth, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DealDetail;
}

async function picture(format: 'png' | 'jpeg' | 'webp', width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

function uploadRequest(user: TestUser | null, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new File([Buffer.from(bytes)], name, { type }));
  return server.app.request('/api/deals/images', {
    method: 'POST',
    headers: user?.auth ?? {},
    body: form,
  });
}

async function upload(bytes: Uint8Array, user: TestUser = member): Promise<UploadedDealImage> {
  const res = await uploadRequest(user, bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as UploadedDealImage;
}

const fileOf = (url: string) => path.join(server.mediaDir, url.replace(/^\/media\//, ''));

describe('POST /api/deals/ with the full form', () => {
  it('stores prices, the computed discount, shipping, coupon, category and dates, and answers them in the deal fields', async () => {
    const body = fullDeal();
    const deal = await post(body);
    expect(deal).toMatchObject({
      new_price: 89_900,
      old_price: 129_999,
      currency: 'PLN',
      discount: 31,
      shipping: 'free',
      coupon_code: 'ODKURZ100',
      category: 'home',
      released_at: null,
      expires_at: body.expires_at,
    });
  });

  it('strips tracking parameters from the stored link and keeps the rest', async () => {
    const deal = await post(fullDeal({ url: 'https://www.media-expert.pl/p/robot?utm_medium=cpc&gclid=1&kolor=biały' }));
    const [row] = await server.db.select({ url: deals.url }).from(deals).where(eq(deals.id, deal.id));
    expect(row?.url).toBe('https://www.media-expert.pl/p/robot?kolor=bia%C5%82y');
    expect(deal.direct_url).toBe(row?.url);
  });

  it('has no discount without a regular price', async () => {
    const deal = await post(fullDeal({ old_price: null }));
    expect(deal).toMatchObject({ new_price: 89_900, old_price: null, discount: null });
  });
});

describe('pictures', () => {
  it('stores an upload as 320/640/960 webp renditions and gives them to the deal in the chosen order', async () => {
    const first = await upload(await picture('jpeg'));
    const second = await upload(await picture('png', 500, 500));
    expect(first).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/deals\/[0-9a-f]{24}-960\.webp$/),
      width: 960,
      height: 720,
    });
    // A small picture is not enlarged: its largest rendition is its own size.
    expect(second).toMatchObject({ width: 500, height: 500 });
    for (const width of [320, 640, 960]) {
      const file = fileOf(first.url.replace('-960.webp', `-${width}.webp`));
      expect((await sharp(file).metadata()).format).toBe('webp');
      expect((await sharp(file).metadata()).width).toBe(width);
    }

    const deal = await post(fullDeal({ image_ids: [second.id, first.id] }));
    expect(deal.deal_images.map((image) => image.id)).toEqual([second.id, first.id]);
    expect(deal.deal_images[1]?.variants.map((variant) => variant.width)).toEqual([320, 640, 960]);
  });

  it('refuses a picture of someone else or one already in a deal, and stores no deal', async () => {
    const other = await createUser(server.db);
    const theirs = await upload(await picture('webp'), other);
    const before = await server.db.$count(deals);
    const res = await send(server.app, 'POST', '/api/deals/', { auth: member.auth, body: fullDeal({ image_ids: [theirs.id] }) });
    expect(await expectError(res, 400, 'ValidationError')).toContain('not one of your uploads');
    expect(await server.db.$count(deals)).toBe(before);

    const mine = await upload(await picture('webp'));
    await post(fullDeal({ image_ids: [mine.id] }));
    const again = await send(server.app, 'POST', '/api/deals/', { auth: member.auth, body: fullDeal({ image_ids: [mine.id] }) });
    await expectError(again, 400, 'ValidationError');
  });

  it('refuses HEIC with a way out, other files, a fake picture and guests, in the error shape', async () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new Array<number>(64).fill(1)]);
    expect(await expectError(await uploadRequest(member, heic, 'IMG_0001.HEIC', 'image/heic'), 400, 'ValidationError')).toContain(
      'HEIC photos are not supported',
    );
    const text = new TextEncoder().encode('not a picture at all');
    expect(await expectError(await uploadRequest(member, text, 'a.jpg'), 400, 'ValidationError')).toContain('only PNG, JPEG and WebP');
    const truncated = (await picture('jpeg')).subarray(0, 200);
    expect(await expectError(await uploadRequest(member, truncated), 400, 'ValidationError')).toContain('not a readable');
    await expectError(await uploadRequest(null, await picture('jpeg')), 401, 'Unauthorized');
    const json = await send(server.app, 'POST', '/api/deals/images', { auth: member.auth, body: { image: 'x' } });
    await expectError(json, 400, 'ValidationError');
  });
});

describe('duplicates', () => {
  it('refuses the link of an active deal with 409 DuplicateDeal naming it, whatever www, scheme, tracking or fragment', async () => {
    const url = `https://www.morele.net/p/dysk-${Math.random().toString(36).slice(2)}`;
    const first = await post(fullDeal({ url }));
    const second = await createUser(server.db);
    const res = await send(server.app, 'POST', '/api/deals/', {
      auth: second.auth,
      body: fullDeal({ url: `${url.replace('www.', '')}/?utm_campaign=x#top` }),
    });
    const body = (await res.json()) as { errorCode: string; message: string; deal: { id: number; path: string } };
    expect(res.status).toBe(409);
    expect(body).toMatchObject({ errorCode: 'DuplicateDeal', deal: { id: first.id, title: first.title } });
    expect(body.deal.path).toMatch(new RegExp(`^/deals/${first.id}/`));

    const check = await send(server.app, 'GET', `/api/deals/duplicate?url=${encodeURIComponent(`http://${url.slice(12)}?fbclid=1`)}`, {
      auth: second.auth,
    });
    expect(await check.json()).toEqual({ deal: body.deal, previous_deal: null });
  });

  it('lets a link be posted again once its deal has expired, names the expired deal, and links the new deal back to it', async () => {
    const url = `https://www.morele.net/p/pamiec-${Math.random().toString(36).slice(2)}`;
    const first = await post(fullDeal({ url, title: 'Pamięć RAM 32 GB DDR5' }));
    const endedAt = new Date(Date.now() - 1000);
    await server.db.update(deals).set({ expiresAt: endedAt }).where(eq(deals.id, first.id));
    const previous = { id: first.id, title: 'Pamięć RAM 32 GB DDR5', slug: 'pamiec-ram-32-gb-ddr5', expired_at: endedAt.toISOString() };
    const check = await send(server.app, 'GET', `/api/deals/duplicate?url=${encodeURIComponent(`${url}?utm_source=x`)}`, {
      auth: member.auth,
    });
    expect(await check.json()).toEqual({ deal: null, previous_deal: previous });

    const again = await post(fullDeal({ url }));
    expect(again.id).not.toBe(first.id);
    expect(again.previous_deal).toEqual(previous);
    // The earlier deal itself has no predecessor.
    const read = await send(server.app, 'GET', `/api/deals/${first.id}`);
    expect(((await read.json()) as DealDetail).previous_deal).toBeNull();
  });

  it('lets a link be posted again when the author of its still-running deal deleted their account', async () => {
    const url = `https://www.morele.net/p/zasilacz-${Math.random().toString(36).slice(2)}`;
    const leaver = await createUser(server.db);
    const first = await post(fullDeal({ url, title: 'Zasilacz 850 W' }), leaver);
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.id));

    const check = await send(server.app, 'GET', `/api/deals/duplicate?url=${encodeURIComponent(url)}`, { auth: member.auth });
    const previous = { id: first.id, title: 'Zasilacz 850 W', slug: 'zasilacz-850-w', expired_at: null };
    expect(await check.json()).toEqual({ deal: null, previous_deal: previous });
    expect((await post(fullDeal({ url }))).previous_deal).toEqual(previous);
  });

  it('names no hidden deal as the previous one', async () => {
    const url = `https://www.morele.net/p/chlodzenie-${Math.random().toString(36).slice(2)}`;
    const first = await post(fullDeal({ url }));
    await server.db
      .update(deals)
      .set({ isHidden: true, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deals.id, first.id));
    const check = await send(server.app, 'GET', `/api/deals/duplicate?url=${encodeURIComponent(url)}`, { auth: member.auth });
    expect(await check.json()).toEqual({ deal: null, previous_deal: null });
    expect((await post(fullDeal({ url }))).previous_deal).toBeNull();
  });

  it('lets only one of two simultaneous posts of a link through', async () => {
    const url = `https://www.morele.net/p/ssd-${Math.random().toString(36).slice(2)}`;
    const other = await createUser(server.db);
    const results = await Promise.all(
      [member, other].map((user) => send(server.app, 'POST', '/api/deals/', { auth: user.auth, body: fullDeal({ url }) })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('answers 400 to a duplicate check without a link and 401 to a guest', async () => {
    await expectError(await send(server.app, 'GET', '/api/deals/duplicate?url=nope', { auth: member.auth }), 400, 'ValidationError');
    await expectError(await send(server.app, 'GET', '/api/deals/duplicate?url=https%3A%2F%2Fa.pl'), 401, 'Unauthorized');
  });
});

describe('PUT /api/deals/{id}', () => {
  it('lets the author change the fields and pictures within 30 minutes', async () => {
    const picture1 = await upload(await picture('jpeg'));
    const deal = await post(fullDeal({ image_ids: [picture1.id] }));
    const picture2 = await upload(await picture('png'));
    const res = await send(server.app, 'PUT', `/api/deals/${deal.id}`, {
      auth: member.auth,
      body: fullDeal({ url: deal.direct_url, title: 'Odkurzacz za 849 zł', new_price: 84_900, image_ids: [picture2.id] }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = (await res.json()) as DealDetail;
    expect(edited).toMatchObject({ id: deal.id, title: 'Odkurzacz za 849 zł', new_price: 84_900, discount: 35 });
    expect(edited.deal_images.map((image) => image.id)).toEqual([picture2.id]);
    expect(existsSync(fileOf(picture2.url))).toBe(true);
  });

  it('refuses another member (403), an unknown deal (404), and the author after 30 minutes (403)', async () => {
    const deal = await post(fullDeal());
    const body = fullDeal({ url: deal.direct_url });
    const other = await createUser(server.db);
    await expectError(await send(server.app, 'PUT', `/api/deals/${deal.id}`, { auth: other.auth, body }), 403, 'Forbidden');
    await expectError(await send(server.app, 'PUT', '/api/deals/999999999', { auth: member.auth, body }), 404, 'NotFound');
    await server.db
      .update(deals)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(deals.id, deal.id));
    const late = await send(server.app, 'PUT', `/api/deals/${deal.id}`, { auth: member.auth, body });
    expect(await expectError(late, 403, 'Forbidden')).toContain('30 minutes');
  });
});
