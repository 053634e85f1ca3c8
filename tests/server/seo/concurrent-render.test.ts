import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/http';
import type { DealDetail } from '@/shared/schemas/deal';
import { dealPath } from '@/shared/slug';
import { useRenderedPages } from '../helpers/pages';

const VISITS = 50;

let deal: DealDetail;

/** Each visit renders at an instant of its own: `visit` minutes after the deal was posted, plus one. */
const instantOf = (url: string) => {
  const visit = Number(new URL(url).searchParams.get('visit'));
  return new Date(Date.parse(deal.created_at) + (visit + 1) * 60_000);
};

// The real bundle, with the clock of each visit its own (the server reads the time once per render).
const server = useRenderedPages({
  renderer: (bundle) => ({
    connectApi: (transport) => bundle.connectApi(transport),
    renderPage: (options) => bundle.renderPage({ ...options, now: instantOf(options.url) }),
  }),
});

beforeAll(async () => {
  const list = (await (await server.app.request(apiUrl('deals', { per_page: 1 }))).json()) as { data: { id: number }[] };
  const id = list.data[0]?.id;
  if (id === undefined) throw new Error('no deal');
  deal = (await (await server.app.request(apiUrl(`deals/${id}`))).json()) as DealDetail;
});

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe('pages rendered for Polish and English visitors at once', () => {
  it('give each visitor their own language and clock', async () => {
    const visits = Array.from({ length: VISITS }, (_, visit) => ({ visit, locale: visit % 2 === 0 ? 'pl' : 'en' }));
    const pages = await Promise.all(
      visits.map(async ({ visit, locale }) => {
        const res = await server.app.request(`${dealPath(deal.id, deal.title)}?visit=${visit}`, {
          headers: { 'Accept-Language': locale === 'pl' ? 'pl-PL,pl;q=0.9' : 'en-GB,en;q=0.9' },
        });
        return { visit, locale, status: res.status, html: await res.text() };
      }),
    );
    for (const { visit, locale, status, html } of pages) {
      expect(status, `visit ${visit}`).toBe(200);
      const root = rootOf(html);
      const minutes = visit + 1;
      // The clock: the deal's age as of this visit's own render instant, in this visit's words.
      const age = locale === 'pl' ? `${minutes} min temu` : `${minutes} min ago`;
      expect(root, `visit ${visit}`).toContain(`<time dateTime="${deal.created_at}">${age}</time>`);
      // The language of the body: the vote control's name and the comments' heading.
      expect(html, `visit ${visit}`).toContain(`<html lang="${locale}">`);
      expect(root, `visit ${visit}`).toContain(locale === 'pl' ? 'Komentarze' : 'Comments');
      expect(root, `visit ${visit}`).not.toContain(locale === 'pl' ? '>Comments<' : '>Komentarze<');
    }
  });
});
