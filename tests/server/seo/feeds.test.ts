import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { deals } from '@/server/db/schema';
import { FEED_ENTRIES } from '@/shared/constants';
import { useTestServer } from '../helpers/app';
import { createDeal, createShop, createUser, expectError, send } from '../helpers/community-fixtures';

const server = useTestServer();
const ATOM = 'http://www.w3.org/2005/Atom';

/** The feed parsed by a strict XML parser: a feed that is not well-formed XML fails here. */
async function feedAt(path: string) {
  const res = await server.app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const text = await res.text();
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), `${path} is well-formed XML`).toHaveLength(0);
  const feed = doc.documentElement;
  expect(feed.namespaceURI).toBe(ATOM);
  expect(feed.localName).toBe('feed');
  const child = (parent: Element, name: string) => Array.from(parent.children).filter((element) => element.localName === name);
  const one = (parent: Element, name: string) => {
    const found = child(parent, name);
    expect(found, `one <${name}> in <${parent.localName}>`).toHaveLength(1);
    return found[0] as Element;
  };
  // RFC 4287 §4.1.1 and §4.1.2: what a feed and each entry must have.
  for (const name of ['id', 'title', 'updated']) one(feed, name);
  expect(child(feed, 'link').some((link) => link.getAttribute('rel') === 'self')).toBe(true);
  const entries = child(feed, 'entry').map((entry) => {
    for (const name of ['id', 'updated', 'author', 'summary', 'content']) one(entry, name);
    const link = child(entry, 'link').find((candidate) => candidate.getAttribute('rel') === 'alternate');
    expect(link?.getAttribute('href')).toMatch(/^http:\/\/[^/]+\/deals\/\d+\//);
    expect(Number.isNaN(Date.parse(one(entry, 'updated').textContent ?? ''))).toBe(false);
    return {
      title: one(entry, 'title').textContent ?? '',
      href: link?.getAttribute('href') ?? '',
      content: one(entry, 'content').textContent ?? '',
    };
  });
  return { title: one(feed, 'title').textContent ?? '', res, text, entries };
}

const tag = () => randomBytes(4).toString('hex');

describe('Atom feeds', () => {
  it(`lists the ${FEED_ENTRIES} newest deals, newest first, as valid Atom with every text escaped`, async () => {
    const author = await createUser(server.db);
    const hostile = `Zestaw <b>"A&B"</b> 'x' ${tag()} \u0001]]>`;
    for (let i = 0; i < FEED_ENTRIES; i += 1) await createDeal(server.db, author.id, { title: `Starsza okazja ${i}` });
    const newest = await createDeal(server.db, author.id, { title: hostile, newPrice: 12999, oldPrice: 19999 });

    const { title, entries, text } = await feedAt('/feeds/new.atom');
    expect(title).toBe('Okazje: nowe okazje');
    expect(entries).toHaveLength(FEED_ENTRIES);
    // The title comes back as written (less the control character XML cannot hold), and never as markup.
    expect(entries[0]?.title).toBe(hostile.replace('\u0001', ''));
    expect(entries[0]?.href).toContain(`/deals/${newest}/`);
    expect(entries[0]?.content).toContain('129,99');
    expect(text).not.toContain('<b>');
    expect(entries.map((entry) => entry.title)).not.toContain('Starsza okazja 0');
  });

  it('narrows a category, a shop, a member and a search, and leaves out deals a moderator hid', async () => {
    const [author, other] = [await createUser(server.db), await createUser(server.db)];
    const shopId = await createShop(server.db);
    const word = `kajak${tag()}`;
    const inShop = await createDeal(server.db, other.id, { title: `Namiot ${tag()}`, shopId, categoryId: 'sport' });
    const byAuthor = await createDeal(server.db, author.id, { title: `Rower ${word}`, categoryId: 'travel' });
    const hidden = await createDeal(server.db, author.id, { title: `Ukryty ${word}`, categoryId: 'travel' });
    await server.db.update(deals).set({ moderationHiddenAt: new Date() }).where(eq(deals.id, hidden));

    const ids = (entries: { href: string }[]) => entries.map((entry) => Number(/\/deals\/(\d+)\//.exec(entry.href)?.[1]));
    const shop = await feedAt(`/feeds/shops/${shopId}.atom`);
    expect(ids(shop.entries)).toEqual([inShop]);
    expect(shop.title).toMatch(/^Okazje: okazje w sklepie Sklep /);
    const member = await feedAt(`/feeds/users/${author.id}.atom`);
    expect(ids(member.entries)).toEqual([byAuthor]);
    const search = await feedAt(`/feeds/search.atom?query=${word}`);
    expect(ids(search.entries)).toEqual([byAuthor]);
    expect(search.title).toBe(`Okazje: wyszukiwanie „${word}”`);
    const travel = await feedAt('/feeds/categories/travel.atom');
    expect(ids(travel.entries)).toContain(byAuthor);
    expect(ids(travel.entries)).not.toContain(hidden);
    expect(ids(travel.entries)).not.toContain(inShop);
    expect(travel.title).toBe('Okazje: Podróże');
    for (const path of ['/feeds/best.atom', '/feeds/hot.atom'])
      expect((await feedAt(path)).entries.length).toBeLessThanOrEqual(FEED_ENTRIES);
  });

  it('answers unknown feeds 404 and a bad search 400, in the error shape', async () => {
    await expectError(await server.app.request('/feeds/shops/999999.atom'), 404, 'NotFound');
    await expectError(await server.app.request('/feeds/users/999999.atom'), 404, 'NotFound');
    await expectError(await server.app.request('/feeds/users/abc.atom'), 404, 'NotFound');
    await expectError(await server.app.request('/feeds/categories/nope.atom'), 404, 'NotFound');
    await expectError(await server.app.request('/feeds/search.atom'), 400, 'ValidationError');
    await expectError(await server.app.request(`/feeds/search.atom?query=${'x'.repeat(201)}`), 400, 'ValidationError');
  });

  it('is built once and kept until a write changes what it lists, like the rendered pages', async () => {
    const author = await createUser(server.db);
    const first = await feedAt('/feeds/new.atom');
    const quiet = await createDeal(server.db, author.id, { title: `Cicha ${tag()}` });
    // Written behind the app's back: the kept feed does not know yet.
    expect((await feedAt('/feeds/new.atom')).text).toBe(first.text);
    // A vote on a deal the feed does not list changes nothing in it: it is kept.
    const voter = await createUser(server.db);
    expect((await send(server.app, 'POST', `/api/deals/${quiet}/like`, { auth: voter.auth, body: { like: true } })).status).toBe(200);
    expect((await feedAt('/feeds/new.atom')).text).toBe(first.text);
    // A deal posted through the app joins the lists: the next feed is built again.
    const body = {
      url: 'https://example.com/p/feed-kettle',
      title: `Czajnik ${tag()}`,
      description: 'Tani.',
      category: 'home',
      new_price: 9_900,
    };
    const posted = await send(server.app, 'POST', '/api/deals/', { auth: author.auth, body });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    const rebuilt = await feedAt('/feeds/new.atom');
    expect(rebuilt.entries[0]?.href).toContain(`/deals/${id}/`);
    expect(rebuilt.entries[1]?.href).toContain(`/deals/${quiet}/`);
  });
});
