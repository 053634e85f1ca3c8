import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { slugify } from '../../src/shared/slug';

interface HeadSummary {
  title: string;
  /** `name=content` for every meta with a name or property, sorted: a duplicate or a lost tag shows. */
  meta: string[];
  canonical: string[];
}

/** The same reading of a head for the server's HTML (parsed, never run) and for the live document. */
function readHead(page: Page, html?: string): Promise<HeadSummary> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
    const meta = [...doc.head.querySelectorAll('meta[name], meta[property]')].map(
      (tag) => `${tag.getAttribute('name') ?? tag.getAttribute('property')}=${tag.getAttribute('content')}`,
    );
    return {
      title: doc.title,
      meta: meta.sort(),
      canonical: [...doc.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
    };
  }, html);
}

const LANGUAGES = [
  { locale: 'pl-PL', faqTitle: 'Najczęściej zadawane pytania · Okazje' },
  { locale: 'en-GB', faqTitle: 'Frequently asked questions · Okazje' },
];

for (const { locale, faqTitle } of LANGUAGES) {
  test.describe(`page heads in ${locale}`, () => {
    test.use({ locale });

    const paths = ['/', '/faq', '/shops/1', '/profile/1', '/gamer-zone/ps-5', 'a deal', '/no-such-page'];
    for (const path of paths) {
      test(`the head a crawler reads on ${path} is the head the page keeps after it starts`, async ({ page, request }) => {
        let address = path;
        if (path === 'a deal') {
          const listed = ((await (await request.get('/api/deals/?per_page=1')).json()) as { data: { id: number; title: string }[] }).data;
          const deal = listed[0];
          if (!deal) throw new Error('the demo data has no deals');
          address = `/deals/${deal.id}/${slugify(deal.title)}`;
        }
        const response = await page.goto(address);
        const server = await readHead(page, await response?.text());
        expect(server.meta.filter((entry) => entry.startsWith('description='))).toHaveLength(1);
        if (path === '/faq') expect(server.title).toBe(faqTitle);
        await expect(page.locator('html[data-interactive]')).toHaveCount(1);
        await expect.poll(() => readHead(page)).toEqual(server);
      });
    }
  });
}
