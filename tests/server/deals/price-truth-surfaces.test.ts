import { beforeEach, describe, expect, it } from 'vitest';
import { findShareCardContent, shareCardTextSvg } from '@/server/seo/share-card';
import type { DealDetail } from '@/shared/schemas/deal';
import { testEnv, useTestServer } from '../helpers/app';
import { distWith, PUBLIC_URL, renderBundle, SHELL } from '../helpers/pages';
import { createUser, send, type TestUser } from '../helpers/community-fixtures';

/**
 * One rule of which discount leads (`discountClaim`), on every surface the server writes. The deal of these tests
 * advertises -50% (1 799 zł before, 899 zł now), while the shop's lowest price of the 30 days was 917 zł: really -2%.
 */
const server = useTestServer({
  app: async () => ({ distDir: distWith(SHELL), pageRenderer: await renderBundle(), env: testEnv({ PUBLIC_URL }) }),
});
let member: TestUser;

// A fresh account per test: each account may post only so many deals an hour.
beforeEach(async () => {
  member = await createUser(server.db);
});

async function post(body: Record<string, unknown>): Promise<DealDetail> {
  const res = await send(server.app, 'POST', '/api/deals/', {
    auth: member.auth,
    body: {
      url: `https://www.x-kom.pl/p/${Math.random().toString(36).slice(2)}`,
      title: 'Ekspres ciśnieniowy DeLonghi',
      description: 'Dobra cena.',
      category: 'home',
      new_price: 89_900,
      old_price: 179_900,
      ...body,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DealDetail;
}

const NB = '\u00a0';

describe('the share card', () => {
  it('leads with the discount against the 30-day low and names the advertised one as such', async () => {
    const deal = await post({ lowest_price_30d: 91_700 });
    const content = await findShareCardContent(server.db, 'deals', deal.id);
    expect(content?.discount).toEqual({ headline: 2, level: 'low', advertised: 50, noRealReduction: false });
    const svg = shareCardTextSvg(content!);
    expect(svg).toContain('>-2%<');
    expect(svg).toContain('>wobec najniższej ceny z 30 dni<');
    expect(svg).toContain('>reklamowana: -50%<');
    expect(svg).not.toContain('>-50%<');
  });

  it('shows no headline figure without the 30-day low, only the advertised one, named so', async () => {
    const deal = await post({});
    const svg = shareCardTextSvg((await findShareCardContent(server.db, 'deals', deal.id))!);
    expect(svg).toContain('>reklamowana: -50%<');
    expect(svg).not.toContain('>-50%<');
  });

  it('says there is no reduction when the price is no lower than the 30-day low', async () => {
    const deal = await post({ lowest_price_30d: 85_000 });
    const svg = shareCardTextSvg((await findShareCardContent(server.db, 'deals', deal.id))!);
    expect(svg).toContain('>brak obniżki wobec najniższej ceny z 30 dni<');
    expect(svg).not.toContain('>-50%<');
  });
});

describe('the deal page’s head and JSON-LD', () => {
  const descriptionOf = async (deal: DealDetail) => {
    const html = await (await server.app.request(`/deals/${deal.id}/${deal.slug}`)).text();
    const meta = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const [product] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as { description: string },
    );
    expect(meta).toBe(product?.description);
    return product?.description;
  };

  it('describes the deal by the discount against the 30-day low, the advertised one only as advertised', async () => {
    const deal = await post({ lowest_price_30d: 91_700 });
    expect(await descriptionOf(deal)).toBe(
      `Ekspres ciśnieniowy DeLonghi w sklepie x-kom.pl za 899${NB}zł, 2% taniej niż najniższa cena z 30 dni (obniżka reklamowana: 50%). Okazja dodana i oceniana przez społeczność.`,
    );
  });

  it('names the advertised discount as such when the 30-day low is not known, and says when there is no reduction', async () => {
    expect(await descriptionOf(await post({}))).toBe(
      `Ekspres ciśnieniowy DeLonghi w sklepie x-kom.pl za 899${NB}zł zamiast 1${NB}799${NB}zł (obniżka reklamowana: 50%). Okazja dodana i oceniana przez społeczność.`,
    );
    expect(await descriptionOf(await post({ lowest_price_30d: 85_000 }))).toBe(
      `Ekspres ciśnieniowy DeLonghi w sklepie x-kom.pl za 899${NB}zł, bez obniżki wobec najniższej ceny z 30 dni (obniżka reklamowana: 50%). Okazja dodana i oceniana przez społeczność.`,
    );
  });
});
