import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { moderationAudit } from '@/server/db/schema';
import type { Banner } from '@/shared/schemas/banner';
import type { BannerForOperator, BannerImage } from '@/shared/schemas/moderation-editorial';
import { expectError, send, type TestUser } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();
let picture: Uint8Array;

beforeAll(async () => {
  picture = new Uint8Array(
    await sharp({ create: { width: 1200, height: 300, channels: 3, background: { r: 220, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer(),
  );
});

function uploadRequest(user: TestUser | null, bytes: Uint8Array, name = 'banner.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new File([Buffer.from(bytes)], name, { type }));
  return server.app.request('/api/moderation/banners/images', { method: 'POST', headers: user?.auth ?? {}, body: form });
}

async function uploaded(): Promise<BannerImage> {
  const res = await uploadRequest(server.moderator, picture);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as BannerImage;
}

const op = (method: string, path: string, body?: unknown, user: TestUser = server.moderator) =>
  send(server.app, method, `/api/moderation/banners${path}`, { auth: user.auth, ...(body !== undefined ? { body } : {}) });

async function create(image: BannerImage, locations = ['web_best_deals']): Promise<BannerForOperator> {
  const res = await op('POST', '', { ...image, url: 'https://sklep.example/promo', locations });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as BannerForOperator;
}

const publicIds = async () => {
  const res = await send(server.app, 'GET', '/api/banners/?market_id=1');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Banner[] }).data.map((b) => b.id);
};

describe('banners for operators', () => {
  it('answers 401 to guests and 403 to members on every route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PATCH', '/1'],
      ['PUT', '/order'],
      ['DELETE', '/1'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      await expectError(await send(server.app, method, `/api/moderation/banners${path}`, body ? { body } : {}), 401, 'Unauthorized');
      await expectError(await op(method, path, body, server.member), 403, 'Forbidden');
    }
    await expectError(await uploadRequest(null, picture), 401, 'Unauthorized');
    await expectError(await uploadRequest(server.member, picture), 403, 'Forbidden');
  });

  it('stores an uploaded picture like a deal picture and refuses what is not one, as deal pictures are refused', async () => {
    const image = await uploaded();
    expect(image).toEqual({ image_url: expect.stringMatching(/^\/media\/deals\/[0-9a-f]+-960\.webp$/), width: 960, height: 240 });
    const served = await server.app.request(image.image_url);
    expect(served.status).toBe(200);

    const text = new TextEncoder().encode('this is not a picture at all');
    expect(await expectError(await uploadRequest(server.moderator, text, 'x.png', 'image/png'), 400, 'ValidationError')).toContain(
      'only PNG, JPEG and WebP',
    );
    expect(await expectError(await uploadRequest(server.moderator, picture.subarray(0, 200)), 400, 'ValidationError')).toContain(
      'not a readable',
    );
    await expectError(await op('POST', '/images', { image: 'x' }), 400, 'ValidationError');
  });

  it('refuses bad bodies with 400: an image not stored here, no location, an unknown location, a plain-http link', async () => {
    const image = await uploaded();
    const good = { ...image, url: 'https://sklep.example/', locations: ['web_sidebar'] };
    expect(await expectError(await op('POST', '', { ...good, image_url: 'https://evil.example/x.png' }), 400, 'ValidationError')).toContain(
      'image_url',
    );
    expect(
      await expectError(await op('POST', '', { ...good, image_url: '/media/deals/not-stored-960.webp' }), 400, 'ValidationError'),
    ).toContain('uploaded');
    await expectError(await op('POST', '', { ...good, locations: [] }), 400, 'ValidationError');
    await expectError(await op('POST', '', { ...good, locations: ['web_footer'] }), 400, 'ValidationError');
    await expectError(await op('POST', '', { ...good, url: 'http://sklep.example/' }), 400, 'ValidationError');
    await expectError(await op('PUT', '/order', { ids: [1, 1] }), 400, 'ValidationError');
    await expectError(await op('PATCH', '/99999999', { url: null }), 404, 'NotFound');
  });

  it('create → public list → edit → order → retire: the retired banner leaves the public list and stays listed for operators', async () => {
    const startIds = await publicIds();
    const first = await create(await uploaded());
    const second = await create(await uploaded(), ['web_sidebar', 'web_new_deals']);
    expect(second).toMatchObject({
      locations: ['web_new_deals', 'web_sidebar'],
      retired_at: null,
      clicks_30d: 0,
      url: 'https://sklep.example/promo',
    });
    expect(second.position).toBeGreaterThan(first.position);
    expect(await publicIds()).toEqual([...startIds, first.id, second.id]);

    const patched = await op('PATCH', `/${first.id}`, { url: null, locations: ['web_gamerzone_games_tab'] });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: first.id, url: null, locations: ['web_gamerzone_games_tab'] });

    const order = [second.id, first.id, ...startIds];
    const ordered = await op('PUT', '/order', { ids: order });
    expect(ordered.status, await ordered.clone().text()).toBe(200);
    expect(await publicIds()).toEqual(order);
    await expectError(await op('PUT', '/order', { ids: [second.id] }), 400, 'ValidationError');

    expect((await op('DELETE', `/${second.id}`)).status).toBe(204);
    expect(await publicIds()).toEqual([first.id, ...startIds]);
    await expectError(await op('DELETE', `/${second.id}`), 409, 'Conflict');
    await expectError(await op('PATCH', `/${second.id}`, { url: null }), 409, 'Conflict');

    const all = (await (await op('GET', '')).json()) as { data: BannerForOperator[] };
    const live = all.data.filter((b) => b.retired_at === null);
    expect(live.map((b) => b.id)).toEqual([first.id, ...startIds]);
    expect(all.data.at(-1)).toMatchObject({ id: second.id, retired_at: expect.any(String) });
    expect(all.data.findIndex((b) => b.retired_at !== null)).toBe(live.length);

    const audit = await server.db
      .select({ action: moderationAudit.action, actor: moderationAudit.actorId })
      .from(moderationAudit)
      .where(and(eq(moderationAudit.entityType, 'banner'), eq(moderationAudit.entityId, second.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['banner_create', 'banner_order', 'banner_retire']);
    expect(audit.every((a) => a.actor === server.moderator.id)).toBe(true);
  });
});
