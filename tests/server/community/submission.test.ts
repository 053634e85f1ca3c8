import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertJobs, deals, inboxItems, keywordAlerts, shops } from '@/server/db/schema';
import { plainTextToHtml, shopHost } from '@/server/services/deal-submission';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { EXAMPLE_DEAL_LINK } from '@/shared/constants';
import { testEnv, useTestServer } from '../helpers/app';
import { createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer({ app: { env: testEnv({ LIST_CACHE_TTL_MS: '0' }) } });
let submitter: TestUser;
let xkomId: number;

beforeAll(async () => {
  const [xkom] = await server.db.insert(shops).values({ name: 'x-kom', slug: 'x-kom', domain: 'x-kom.pl' }).returning({ id: shops.id });
  if (!xkom) throw new Error('shop missing');
  xkomId = xkom.id;
});

// A fresh account per test: each account may post only so many deals an hour.
beforeEach(async () => {
  submitter = await createUser(server.db);
});

let posted = 0;
/** A valid body with a link of its own: an active deal's link cannot be posted twice. */
const validDeal = () => ({
  url: `https://www.x-kom.pl/p/monitor-27-${++posted}`,
  title: 'Monitor 27" za 599 zł',
  description: 'Najtańszy w historii.',
  category: 'electronics',
});

async function submit(body: unknown, user: TestUser = submitter): Promise<DealDetail> {
  const res = await send(server.app, 'POST', '/api/deals/', { auth: user.auth, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DealDetail;
}

describe('POST /api/deals/', () => {
  it('creates the deal and answers 201 with the deal detail the deal page reads', async () => {
    const valid = validDeal();
    const deal = await submit(valid);
    expect(deal).toMatchObject({
      title: valid.title,
      category: 'electronics',
      shop: { id: xkomId, name: 'x-kom' },
      user: { id: submitter.id },
      direct_url: valid.url,
      description: '<p>Najtańszy w historii.</p>',
      votes_count: 0,
      comments_count: 0,
      deal_comments: [],
      disable_comments: false,
    });
    expect(Date.now() - Date.parse(deal.created_at)).toBeLessThan(60_000);
    const read = await server.app.request(`/api/deals/${deal.id}`);
    // The page's read adds the deal's share card (its Open Graph image) to the same detail.
    expect(await read.json()).toEqual({
      ...deal,
      share_card: expect.stringMatching(new RegExp(`^/share-cards/deals/${deal.id}\\.jpg\\?v=`)),
    });
    const newest = (await (await server.app.request('/api/deals/?per_page=5')).json()) as ListResponse<DealListItem>;
    expect(newest.data[0]?.id).toBe(deal.id);
  });

  it('escapes the description and keeps its paragraphs and line breaks', async () => {
    const deal = await submit({ ...validDeal(), description: 'Line <b>one</b>\r\nline & two\n\n  <script>alert("x")</script>\n\n\n' });
    expect(deal.description).toBe(
      '<p>Line &lt;b&gt;one&lt;/b&gt;<br>line &amp; two</p><p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    );
  });

  it('matches the shop by domain, subdomain included, and creates an unknown shop once', async () => {
    expect((await submit({ ...validDeal(), url: 'https://promocje.x-kom.pl/a' })).shop).toMatchObject({ id: xkomId, name: 'x-kom' });
    const first = await submit({ ...validDeal(), url: 'https://www.nowy-sklep.pl/produkt?id=1' });
    expect(first.shop?.name).toBe('nowy-sklep.pl');
    const second = await submit({ ...validDeal(), url: 'https://NOWY-SKLEP.pl/inny' });
    expect(second.shop).toEqual(first.shop);
    const created = await server.db.select().from(shops).where(eq(shops.domain, 'nowy-sklep.pl'));
    expect(created).toHaveLength(1);
    // A host that only ends like a known domain is another shop.
    expect((await submit({ ...validDeal(), url: 'https://notx-kom.pl/' })).shop?.id).not.toBe(xkomId);
  });

  it('creates one shop when two deals of a new shop are submitted at once', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => submit({ ...validDeal(), url: `https://rownolegle.pl/x${n}` })));
    expect(new Set(results.map((d) => d.shop?.id)).size).toBe(1);
  });

  it('stores the deal in the author’s market with one alert job, which tells matching keyword alerts after the answer', async () => {
    const watcher = await createUser(server.db);
    await server.db.insert(keywordAlerts).values({ userId: watcher.id, keyword: 'Słuchawki', keywordNormalized: 'sluchawki' });
    const valid = validDeal();
    const deal = await submit({ ...valid, title: 'Słuchawki bezprzewodowe -40%' });
    const jobs = await server.db.select({ trigger: alertJobs.trigger }).from(alertJobs).where(eq(alertJobs.dealId, deal.id));
    expect(jobs).toEqual([{ trigger: 'created' }]);
    expect(await server.db.$count(inboxItems, eq(inboxItems.dealId, deal.id))).toBe(0);
    await server.drainAlertJobs();
    expect(await server.db.$count(alertJobs, eq(alertJobs.dealId, deal.id))).toBe(0);
    const items = await server.db
      .select({ userId: inboxItems.userId, trigger: inboxItems.trigger })
      .from(inboxItems)
      .where(eq(inboxItems.dealId, deal.id));
    expect(items).toEqual([{ userId: watcher.id, trigger: 'created' }]);
    const [row] = await server.db.select({ marketId: deals.marketId, url: deals.url }).from(deals).where(eq(deals.id, deal.id));
    expect(row).toEqual({ marketId: 1, url: valid.url });
  });

  it('validates with the shared submission schema (its validation messages) and stores nothing', async () => {
    const before = await server.db.$count(deals);
    const cases: [unknown, string][] = [
      [{ ...validDeal(), url: 'http://x-kom.pl/a' }, `Enter a valid link e.g: ${EXAMPLE_DEAL_LINK}`],
      [{ ...validDeal(), url: 'not a url' }, 'Enter a valid link'],
      [{ ...validDeal(), url: '  ' }, 'Link is required'],
      [{ ...validDeal(), title: '' }, 'Title is required'],
      [{ ...validDeal(), title: 'x'.repeat(257) }, 'Title must be at most 256'],
      [{ ...validDeal(), description: 'x'.repeat(5001) }, 'Description must be at most 5000'],
      [{ ...validDeal(), description: ' ' }, 'Description is required'],
      [{ ...validDeal(), title: 'a\u0000b' }, 'NUL'],
      [{ ...validDeal(), category: undefined }, 'Category is required'],
      [{ ...validDeal(), category: 'konsole' }, 'Category is required'],
      [{ ...validDeal(), new_price: 59900, old_price: 59900 }, 'The regular price must be higher than the price'],
      [{ ...validDeal(), new_price: -1 }, 'Enter a price like 1299,99'],
      [{ ...validDeal(), new_price: 12.5 }, 'Enter a price like 1299,99'],
      [{ ...validDeal(), new_price: '599' }, 'Enter a price like 1299,99'],
      [{ ...validDeal(), currency: 'BTC' }, 'Choose a currency from the list'],
      [{ ...validDeal(), coupon_code: 'TWO WORDS' }, 'A coupon code has at most 64 characters and no spaces'],
      [{ ...validDeal(), expires_at: '2020-01-01T10:00:00.000Z' }, 'The end date must be in the future'],
      [{ ...validDeal(), expires_at: 'tomorrow' }, 'Enter a date and time'],
      [
        { ...validDeal(), released_at: '2099-02-01T10:00:00.000Z', expires_at: '2099-01-01T10:00:00.000Z' },
        'The end date must be after the start date',
      ],
      [{ ...validDeal(), image_ids: [1, 2, 3, 4, 5, 6, 7] }, 'Add at most 6 pictures'],
      [{ ...validDeal(), image_ids: [1, 1] }, 'image_ids must not repeat a picture'],
    ];
    for (const [body, message] of cases) {
      const res = await send(server.app, 'POST', '/api/deals/', { auth: submitter.auth, body });
      expect(await expectError(res, 400, 'ValidationError')).toContain(message);
    }
    expect(await server.db.$count(deals)).toBe(before);
  });

  it('refuses control characters and non-characters in the texts of a deal, whose share card could never be drawn', async () => {
    const before = await server.db.$count(deals);
    const bodies = [
      { ...validDeal(), title: 'Monitor \u0001 27"' },
      { ...validDeal(), title: 'Monitor \uFFFF' },
      { ...validDeal(), description: 'Opis \u0007 dzwonka' },
      { ...validDeal(), shipping: '9,99 \u0085' },
    ];
    for (const body of bodies) {
      const res = await send(server.app, 'POST', '/api/deals/', { auth: submitter.auth, body });
      expect(await expectError(res, 400, 'ValidationError')).toContain('Remove the invisible control characters from the text');
    }
    expect(await server.db.$count(deals)).toBe(before);
    // Tabs and line breaks are part of a description, any script and emoji of a title.
    const deal = await submit({ ...validDeal(), title: 'Скидка 🔥 限时特价', description: 'Linia\tjeden\nlinia dwa' });
    expect(deal.title).toBe('Скидка 🔥 限时特价');
    const card = await server.app.request(`/share-cards/deals/${deal.id}.jpg`);
    expect(card.status).toBe(200);
  });

  it('refuses a start or end outside the calendar of 01.01.1970 to 31.12.2470 in Warsaw with 400, on posting and editing', async () => {
    const before = await server.db.$count(deals);
    const outside: Record<string, string>[] = [
      // PostgreSQL has no year 0: this one used to reach the database and answer 500.
      { released_at: '0000-01-01T00:00:00Z' },
      { released_at: '0001-01-01T00:00:00.000Z' },
      // 23:59:59 on 31.12.1969 in Warsaw (UTC+1 in winter).
      { released_at: '1969-12-31T22:59:59Z' },
      { expires_at: '2471-01-01T00:00:00Z' },
      { expires_at: '9999-12-31T23:59:59Z' },
    ];
    for (const dates of outside) {
      const res = await send(server.app, 'POST', '/api/deals/', { auth: submitter.auth, body: { ...validDeal(), ...dates } });
      expect(await expectError(res, 400, 'ValidationError'), JSON.stringify(dates)).toContain(
        'Enter a date between 01.01.1970 and 31.12.2470',
      );
    }
    expect(await server.db.$count(deals)).toBe(before);
    // The calendar's first and last minutes in Warsaw are inside it.
    const edges = await submit({ ...validDeal(), released_at: '1969-12-31T23:00:00Z', expires_at: '2470-12-31T22:59:00Z' });
    expect([edges.released_at, edges.expires_at]).toEqual(['1969-12-31T23:00:00.000Z', '2470-12-31T22:59:00.000Z']);
    const edit = await send(server.app, 'PUT', `/api/deals/${edges.id}`, {
      auth: submitter.auth,
      body: { ...validDeal(), released_at: '0000-01-01T00:00:00Z' },
    });
    expect(await expectError(edit, 400, 'ValidationError')).toContain('Enter a date between 01.01.1970 and 31.12.2470');
  });

  it('answers 401 to a guest', async () => {
    await expectError(await send(server.app, 'POST', '/api/deals/', { body: validDeal() }), 401, 'Unauthorized');
  });
});

describe('submission helpers', () => {
  it('turns plain text into escaped paragraphs', () => {
    expect(plainTextToHtml('a\n\nb\nc')).toBe('<p>a</p><p>b<br>c</p>');
    expect(plainTextToHtml(`it's "quoted"`)).toBe('<p>it&#39;s &quot;quoted&quot;</p>');
  });

  it('derives the shop host without www and case', () => {
    expect(shopHost('https://WWW.Media-Expert.PL/x')).toBe('media-expert.pl');
    expect(shopHost('https://sklep.allegro.pl./x')).toBe('sklep.allegro.pl');
  });
});
