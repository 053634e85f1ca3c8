import { expect, test } from './test';
import { slugify } from '../../src/shared/slug';

interface ListedDeal {
  id: number;
  title: string;
  new_price: number | null;
}

/** What a crawler or a messenger's link preview gets: the first HTML, without running any script. */
test.describe('link previews and true statuses (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test("a deal page's first HTML holds its title, canonical, Open Graph tags, share card and price data", async ({ page, request }) => {
    const list = await request.get('/api/deals/?per_page=30');
    const deal = ((await list.json()) as { data: ListedDeal[] }).data.find((d) => d.new_price !== null);
    if (!deal) throw new Error('the demo data has no priced deal');
    const path = `/deals/${deal.id}/${slugify(deal.title)}`;
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(`${deal.title} · Okazje`);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', deal.title);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`/share-cards/deals/${deal.id}\\.jpg\\?v=`));
    const card = await request.get(new URL(image ?? '').pathname + new URL(image ?? '').search);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    // Structured data is part of the page's markup (React renders it where the route's head is, not in <head>).
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? 'null') as {
      offers: { price: string; priceCurrency: string };
    };
    expect(jsonLd.offers).toMatchObject({ price: ((deal.new_price ?? 0) / 100).toFixed(2), priceCurrency: 'PLN' });
  });

  test('an unknown deal answers 404 and a deal address without its slug 301 to the canonical one', async ({ page, request }) => {
    const missing = await page.goto('/deals/2147483647/nie-ma');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const list = await request.get('/api/deals/?per_page=1');
    const [deal] = ((await list.json()) as { data: ListedDeal[] }).data;
    if (!deal) throw new Error('the demo data has no deals');
    const redirect = await request.get(`/deals/${deal.id}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe(`/deals/${deal.id}/${slugify(deal.title)}`);
  });
});
