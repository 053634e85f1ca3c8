import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, moderationAudit } from '@/server/db/schema';
import type { DealDetail } from '@/shared/schemas/deal';
import type { BannedHosts } from '@/shared/schemas/moderation-content';
import { createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';
import { dealBody, expectRefused, postDeal, postedDeal } from './content-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();

const getHosts = (user?: TestUser) => send(server.app, 'GET', '/api/moderation/banned-hosts', user ? { auth: user.auth } : {});
const putHosts = (body: unknown, user?: TestUser) =>
  send(server.app, 'PUT', '/api/moderation/banned-hosts', { ...(user ? { auth: user.auth } : {}), body });

const SCAM_REASON = 'Ten sklep nie wysyła zamówień: zgłoszenia wielu członków.';

describe('GET and PUT /api/moderation/banned-hosts', () => {
  it('lets operators read the list and only admins replace it, audited', async () => {
    const body = { hosts: [{ host: 'WWW.Oszust-Sklep.PL', reason: SCAM_REASON }] };
    await expectError(await getHosts(), 401, 'Unauthorized');
    await expectError(await getHosts(server.member), 403, 'Forbidden');
    await expectError(await putHosts(body), 401, 'Unauthorized');
    await expectError(await putHosts(body, server.member), 403, 'Forbidden');
    await expectError(await putHosts(body, server.moderator), 403, 'Forbidden');
    const res = await putHosts(body, server.admin);
    expect(res.status).toBe(200);
    const expected: BannedHosts = { hosts: [{ host: 'oszust-sklep.pl', reason: SCAM_REASON }] };
    expect(await res.json()).toEqual(expected);
    expect(await (await getHosts(server.moderator)).json()).toEqual(expected);
    const [audit] = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.action, 'banned_hosts.replace'), eq(moderationAudit.actorId, server.admin.id)));
    expect(audit).toMatchObject({ actorRole: 'admin', before: { hosts: [] }, after: expected });
  });

  it('refuses a bad body with a 400', async () => {
    for (const body of [
      {},
      { hosts: [{ host: 'not a host', reason: 'x' }] },
      { hosts: [{ host: 'https://shop.pl/', reason: 'x' }] },
      { hosts: [{ host: 'shop.pl', reason: '   ' }] },
      { hosts: [{ host: 'shop.pl' }] },
    ]) {
      await expectError(await putHosts(body, server.admin), 400, 'ValidationError');
    }
  });
});

describe('deal links', () => {
  // A fresh member per post: a member may post only so many deals an hour, refused ones included.
  const poster = () => createUser(server.db);
  beforeAll(async () => {
    const res = await putHosts(
      {
        hosts: [
          { host: 'oszust-sklep.pl', reason: SCAM_REASON },
          { host: 'podrobki.com', reason: 'Sprzedaje podróbki.' },
        ],
      },
      server.admin,
    );
    expect(res.status).toBe(200);
  });

  it('refuses links through a link shortener and asks for the shop’s own link', async () => {
    for (const url of [
      'https://bit.ly/3xYz',
      'https://www.bit.ly/abc',
      'https://amzn.to/4abc',
      'https://t.co/x1',
      'https://TinyURL.com/y2',
    ]) {
      const message = await expectRefused(await postDeal(server.app, await poster(), dealBody({ url })), 'how-to-post', 'url');
      expect(message).toContain("shop's own link");
    }
    // A host that merely ends like a shortener is a shop like any other.
    expect((await postDeal(server.app, await poster(), dealBody({ url: 'https://robot.co/p/1' }))).status).toBe(201);
  });

  it('refuses links to a banned shop and its subdomains with the admin’s reason', async () => {
    for (const url of ['https://oszust-sklep.pl/p/1', 'https://www.oszust-sklep.pl/p/2', 'https://promo.sklep.oszust-sklep.pl/x']) {
      const message = await expectRefused(await postDeal(server.app, await poster(), dealBody({ url })), 'prohibited', 'url');
      expect(message).toContain(SCAM_REASON);
    }
    const other = await expectRefused(
      await postDeal(server.app, await poster(), dealBody({ url: 'https://podrobki.com/buty' })),
      'prohibited',
      'url',
    );
    expect(other).toContain('Sprzedaje podróbki.');
    // Another shop whose name only ends the same way is not banned.
    expect((await postDeal(server.app, await poster(), dealBody({ url: 'https://nie-oszust-sklep.pl/p/1' }))).status).toBe(201);
    const stored = await server.db.select({ url: deals.url }).from(deals);
    expect(stored.filter((d) => /\/\/(.+\.)?(oszust-sklep\.pl|podrobki\.com)\//.test(d.url ?? ''))).toEqual([]);
  });

  it('refuses an edit to a shortened or banned link and keeps the deal’s link', async () => {
    const author = await poster();
    const deal = await postedDeal(server.app, author, dealBody());
    const edit = (url: string) => send(server.app, 'PUT', `/api/deals/${deal.id}`, { auth: author.auth, body: dealBody({ url }) });
    await expectRefused(await edit('https://cutt.ly/abc'), 'how-to-post', 'url');
    await expectRefused(await edit('https://sklep.podrobki.com/a'), 'prohibited', 'url');
    const read = (await (await send(server.app, 'GET', `/api/deals/${deal.id}`)).json()) as DealDetail;
    expect(read.direct_url).toBe(deal.direct_url);
  });

  it('the link import refuses the same links before fetching them', async () => {
    const importer = await poster();
    const importLink = (url: string) => send(server.app, 'POST', '/api/deals/import', { auth: importer.auth, body: { url } });
    await expectRefused(await importLink('https://bit.ly/3xYz'), 'how-to-post', 'url');
    const message = await expectRefused(await importLink('https://www.oszust-sklep.pl/p/1'), 'prohibited', 'url');
    expect(message).toContain(SCAM_REASON);
  });

  it('a PUT is seen by the next deal at once: an unbanned host is accepted again', async () => {
    expect((await putHosts({ hosts: [] }, server.admin)).status).toBe(200);
    expect((await postDeal(server.app, await poster(), dealBody({ url: 'https://oszust-sklep.pl/p/9' }))).status).toBe(201);
  });
});
