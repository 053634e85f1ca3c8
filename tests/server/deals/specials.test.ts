import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { specialOffers, specials } from '@/server/db/schema';
import type { Special } from '@/shared/schemas/special';
import { useTestServer } from '../helpers/app';

const server = useTestServer({ seed: true });

async function expectError(path: string, status: number, errorCode: string) {
  const res = await server.app.request(path);
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  return body;
}

async function firstSpecialId(): Promise<number> {
  const [row] = await server.db.select({ id: specials.id }).from(specials).orderBy(asc(specials.id)).limit(1);
  return row!.id;
}

describe('GET /api/specials/:id', () => {
  it('answers the special offer page with every field it documents', async () => {
    const id = await firstSpecialId();
    const res = await server.app.request(`/api/specials/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const special = (await res.json()) as Special;
    expect(Object.keys(special).sort()).toEqual([
      'button_text',
      'button_url',
      'coupon_code',
      'description',
      'desktop_image_url',
      'id',
      'instructions',
      'mobile_image_url',
      'share_card',
      'special_offers',
      'title',
    ]);
    expect(special.id).toBe(id);
    // The page's Open Graph image, versioned by what it draws.
    expect(special.share_card).toMatch(new RegExp(`^/share-cards/specials/${id}\\.jpg\\?v=\\w+$`));
    expect(special.title).toContain('x-kom');
    expect(special.desktop_image_url).toMatch(/^\/media\//);
    expect(special.mobile_image_url).toMatch(/^\/media\//);
    expect(special.desktop_image_url).not.toBe(special.mobile_image_url);
    expect(special.description).toMatch(/^<p>.+<\/p>$/);
    expect(special.coupon_code).toBe('BLACKWEEK');
    expect(special.button_url).toMatch(/^https:\/\//);
    expect(special.button_text).toBeTruthy();
    expect(special.instructions).toBeTruthy();
    expect(special.special_offers.length).toBeGreaterThan(0);
    for (const offer of special.special_offers) {
      expect(Object.keys(offer).sort()).toEqual(['currency', 'id', 'image_url', 'new_price', 'old_price', 'title', 'url']);
      expect(offer.title.length).toBeGreaterThan(0);
      expect(offer.url).toMatch(/^https?:\/\//);
      expect(offer.new_price).toEqual(expect.any(Number));
      expect(offer.currency).toBe('PLN');
    }
  });

  it('keeps Polish text intact and sends exactly the stored description', async () => {
    const id = await firstSpecialId();
    const [stored] = await server.db.select({ description: specials.description }).from(specials).where(eq(specials.id, id));
    const special = (await (await server.app.request(`/api/specials/${id}/`)).json()) as Special;
    expect(special.description).toBe(stored!.description);
    expect(special.description).toContain('Zebraliśmy');
  });

  it('lists the special offers by position, not by insertion order', async () => {
    const id = await firstSpecialId();
    const offers = await server.db
      .select({ id: specialOffers.id })
      .from(specialOffers)
      .where(eq(specialOffers.specialId, id))
      .orderBy(asc(specialOffers.id));
    expect(offers.length).toBeGreaterThan(1);
    for (const [i, offer] of offers.entries()) {
      await server.db
        .update(specialOffers)
        .set({ position: offers.length - i })
        .where(eq(specialOffers.id, offer.id));
    }
    const special = (await (await server.app.request(`/api/specials/${id}`)).json()) as Special;
    expect(special.special_offers.map((o) => o.id)).toEqual(offers.map((o) => o.id).reverse());
  });

  it('answers 404 NotFound for an unknown special', async () => {
    const body = await expectError('/api/specials/999999', 404, 'NotFound');
    expect(body.message).toContain('999999');
  });

  it.each(['abc', '0', '-1', '2.5'])('refuses id %s with 400 ValidationError', async (id) => {
    await expectError(`/api/specials/${id}`, 400, 'ValidationError');
  });
});
