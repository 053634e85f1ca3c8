import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationAudit } from '@/server/db/schema';
import type { SpecialBody, SpecialForOperator } from '@/shared/schemas/moderation-editorial';
import type { Special } from '@/shared/schemas/special';
import { expectError, send, type TestUser } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();

const op = (method: string, path: string, body?: unknown, user: TestUser = server.moderator) =>
  send(server.app, method, `/api/moderation/specials${path}`, { auth: user.auth, ...(body !== undefined ? { body } : {}) });

const page = (id: number) => send(server.app, 'GET', `/api/specials/${id}`);

const body = (overrides: Partial<SpecialBody> = {}): SpecialBody => ({
  title: 'Black Week w Media Expert',
  description: '<p>Najlepsze <a href="https://sklep.example/bw">oferty</a> tygodnia.</p>',
  coupon_code: 'BW10',
  button_url: 'https://sklep.example/bw',
  button_text: 'Do sklepu',
  instructions: 'Wpisz kod w koszyku.',
  offers: [
    { title: 'Telewizor 55"', url: 'https://sklep.example/tv', new_price: 199900, old_price: 249900 },
    { title: 'Soundbar', url: 'https://sklep.example/sb', new_price: 59900 },
  ],
  ...overrides,
});

async function create(overrides: Partial<SpecialBody> = {}): Promise<Special> {
  const res = await op('POST', '', body(overrides));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Special;
}

const sitemap = async () => (await server.app.request('/sitemaps/specials.xml')).text();

describe('special-offer pages for operators', () => {
  it('answers 401 to guests and 403 to members on every route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : body();
      await expectError(
        await send(server.app, method, `/api/moderation/specials${path}`, payload ? { body: payload } : {}),
        401,
        'Unauthorized',
      );
      await expectError(await op(method, path, payload, server.member), 403, 'Forbidden');
    }
  });

  it('refuses bad bodies with 400: no title, a plain-http button, an offer without a link, a negative price', async () => {
    await expectError(await op('POST', '', body({ title: '  ' })), 400, 'ValidationError');
    await expectError(await op('POST', '', body({ button_url: 'http://sklep.example/' })), 400, 'ValidationError');
    await expectError(await op('POST', '', { ...body(), offers: [{ title: 'Bez linku' }] }), 400, 'ValidationError');
    await expectError(
      await op('POST', '', body({ offers: [{ title: 'x', url: 'https://a.example/', new_price: -1 }] })),
      400,
      'ValidationError',
    );
    await expectError(await op('PUT', '/99999999', body()), 404, 'NotFound');
  });

  it('sanitizes the description as stored HTML is: scripts, handlers and styles go, links open in a new tab', async () => {
    const special = await create({
      description:
        '<p onclick="steal()" style="color:red">Hej<script>alert(1)</script> <a href="https://sklep.example/">tu</a></p><iframe src="https://x.example"></iframe>',
    });
    expect(special.description).toBe('<p>Hej <a href="https://sklep.example/" target="_blank" rel="noopener noreferrer ugc">tu</a></p>');
  });

  it('create → public page → replace → retire: the retired page answers 404 and leaves the sitemap, each step audited', async () => {
    const special = await create();
    expect(special).toMatchObject({
      title: 'Black Week w Media Expert',
      coupon_code: 'BW10',
      special_offers: [
        { title: 'Telewizor 55"', new_price: 199900, old_price: 249900, currency: 'PLN', image_url: null },
        { title: 'Soundbar', new_price: 59900, old_price: null },
      ],
    });
    const shown = await page(special.id);
    expect(shown.status).toBe(200);
    // The public page adds its share card (its Open Graph image) to what the operator was answered.
    expect(await shown.json()).toEqual({ ...special, share_card: expect.any(String) });
    expect(await sitemap()).toContain(`/specials/${special.id}<`);

    const replaced = await op(
      'PUT',
      `/${special.id}`,
      body({ title: 'Black Week — finał', offers: [{ title: 'Soundbar', url: 'https://sklep.example/sb', new_price: 49900 }] }),
    );
    expect(replaced.status).toBe(200);
    const after = (await (await page(special.id)).json()) as Special;
    expect(after.title).toBe('Black Week — finał');
    expect(after.special_offers.map((o) => [o.title, o.new_price])).toEqual([['Soundbar', 49900]]);

    const listed = (await (await op('GET', '')).json()) as { data: SpecialForOperator[] };
    expect(listed.data.find((s) => s.id === special.id)).toMatchObject({ title: 'Black Week — finał', retired_at: null, offers_count: 1 });

    expect((await op('DELETE', `/${special.id}`)).status).toBe(204);
    await expectError(await page(special.id), 404, 'NotFound');
    expect(await sitemap()).not.toContain(`/specials/${special.id}<`);
    await expectError(await op('DELETE', `/${special.id}`), 409, 'Conflict');
    await expectError(await op('PUT', `/${special.id}`, body()), 409, 'Conflict');

    const retiredList = (await (await op('GET', '')).json()) as { data: SpecialForOperator[] };
    expect(retiredList.data.find((s) => s.id === special.id)?.retired_at).toEqual(expect.any(String));
    const firstRetired = retiredList.data.findIndex((s) => s.retired_at !== null);
    expect(retiredList.data.slice(firstRetired).every((s) => s.retired_at !== null)).toBe(true);

    const audit = await server.db
      .select({ action: moderationAudit.action, actor: moderationAudit.actorId, role: moderationAudit.actorRole })
      .from(moderationAudit)
      .where(and(eq(moderationAudit.entityType, 'special'), eq(moderationAudit.entityId, special.id)))
      .orderBy(moderationAudit.id);
    expect(audit).toEqual([
      { action: 'special_create', actor: server.moderator.id, role: 'moderator' },
      { action: 'special_update', actor: server.moderator.id, role: 'moderator' },
      { action: 'special_retire', actor: server.moderator.id, role: 'moderator' },
    ]);
  });
});
