import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, favourites, inboxItems, moderationAudit, notificationSettings, reports } from '@/server/db/schema';
import { onDealCreated } from '@/server/services/alert-triggers';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import type { Decision, QueueItem } from '@/shared/schemas/moderation';
import type { InboxItem } from '@/shared/schemas/rewards';
import { createComment, createDeal, createUser, dealCounts, expectError, send, type TestUser } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();
let author: TestUser;
let firstReporter: TestUser;
let secondReporter: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
  firstReporter = await createUser(server.db);
  secondReporter = await createUser(server.db);
});

const report = async (user: TestUser, entityType: 'deal' | 'comment', entityId: number, reason: string) => {
  const res = await send(server.app, 'POST', '/api/reports/', {
    auth: user.auth,
    body: { entity_type: entityType, entity_id: entityId, reason, description: 'this breaks the rules' },
  });
  expect(res.status).toBe(201);
};

const decide = (user: TestUser, body: unknown) => send(server.app, 'POST', '/api/moderation/decisions', { auth: user.auth, body });

const queue = async (query = '') => {
  const res = await send(server.app, 'GET', `/api/moderation/reports${query}`, { auth: server.moderator.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: QueueItem[]; metadata: { count: number; pages_count: number } };
};

const inbox = async (user: TestUser) =>
  ((await (await send(server.app, 'GET', '/api/inbox/', { auth: user.auth })).json()) as { data: InboxItem[] }).data;

const listIds = async (path: string, user?: TestUser) => {
  const res = await send(server.app, 'GET', path, user ? { auth: user.auth } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: DealListItem[] }).data.map((d) => d.id);
};

const dealAs = (id: number, user?: TestUser) => send(server.app, 'GET', `/api/deals/${id}`, user ? { auth: user.auth } : {});

async function uniqueDeal(title: string): Promise<number> {
  return createDeal(server.db, author.id, { title });
}

describe('GET /api/moderation/reports', () => {
  it('groups open reports per item, oldest first, counts reasons and filters by reason and type', async () => {
    const dealId = await uniqueDeal('Queue deal kettle');
    const commentId = await createComment(server.db, dealId, author.id);
    await report(firstReporter, 'deal', dealId, 'spam');
    await report(secondReporter, 'deal', dealId, 'offensive');
    await report(firstReporter, 'comment', commentId, 'spam');

    const key = (i: QueueItem) => `${i.entity_type}:${i.entity_id}`;
    const ours = [`deal:${dealId}`, `comment:${commentId}`];
    const all = (await queue('?per_page=100')).data.filter((i) => ours.includes(key(i)));
    expect(all).toEqual([
      {
        entity_type: 'deal',
        entity_id: dealId,
        reports_count: 2,
        reasons: { spam: 1, offensive: 1 },
        first_reported_at: expect.any(String),
        item: {
          text: 'Queue deal kettle',
          author: { id: author.id, username: expect.any(String) },
          url: `/deals/${dealId}`,
          hidden: false,
        },
      },
      {
        entity_type: 'comment',
        entity_id: commentId,
        reports_count: 1,
        reasons: { spam: 1 },
        first_reported_at: expect.any(String),
        item: {
          text: 'A comment',
          author: { id: author.id, username: expect.any(String) },
          url: `/deals/${dealId}#comment-${commentId}`,
          hidden: false,
        },
      },
    ]);
    const offensive = (await queue('?reason=offensive&per_page=100')).data.map(key);
    expect(offensive).toContain(`deal:${dealId}`);
    expect(offensive).not.toContain(`comment:${commentId}`);
    const onlyComments = (await queue('?entity_type=comment&per_page=100')).data;
    expect(onlyComments.every((i) => i.entity_type === 'comment')).toBe(true);
    expect(onlyComments.map(key)).toContain(`comment:${commentId}`);
    const paged = await queue('?per_page=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.metadata.pages_count).toBe(paged.metadata.count);
  });

  it('refuses an unknown reason or type with a ValidationError', async () => {
    for (const query of ['?reason=ugly', '?entity_type=user', '?per_page=0']) {
      await expectError(
        await send(server.app, 'GET', `/api/moderation/reports${query}`, { auth: server.moderator.auth }),
        400,
        'ValidationError',
      );
    }
  });
});

describe('hide and restore a deal', () => {
  it('takes the deal out of every list, search, sitemap, favourite and alert, and tells the author and reporters why', async () => {
    const title = 'Hidden zxqv blender';
    const dealId = await uniqueDeal(title);
    const fan = await createUser(server.db);
    await server.db.insert(favourites).values({ userId: fan.id, dealId });
    await server.db.insert(inboxItems).values({ userId: fan.id, marketId: 1, dealId, trigger: 'created' });
    await report(firstReporter, 'deal', dealId, 'spam');
    await report(secondReporter, 'deal', dealId, 'self_promotion');
    // Warm the anonymous read caches: the decision must empty them.
    expect(await listIds('/api/deals/?per_page=100')).toContain(dealId);
    expect((await dealAs(dealId)).status).toBe(200);
    expect(await listIds(`/api/deals/?search=zxqv`)).toEqual([dealId]);

    const res = await decide(server.moderator, {
      entity_type: 'deal',
      entity_id: dealId,
      action: 'hide',
      reason: 'Advertising for the poster’s own shop.',
      rule: 'affiliate',
    });
    expect(res.status).toBe(201);
    const decision = (await res.json()) as Decision;
    expect(decision).toMatchObject({
      entity_type: 'deal',
      entity_id: dealId,
      action: 'hide',
      rule: 'affiliate',
      automated: false,
      reports_closed: 2,
    });

    // 404 to guests and other members, 200 with the reasons to the author and to operators.
    await expectError(await dealAs(dealId), 404, 'NotFound');
    await expectError(await dealAs(dealId, fan), 404, 'NotFound');
    const own = await dealAs(dealId, author);
    expect(own.status).toBe(200);
    const until = new Date(new Date(decision.decided_at).getTime() + 14 * 24 * 60 * 60 * 1000).toISOString();
    expect(((await own.json()) as DealDetail).moderation).toEqual({
      state: 'hidden',
      reason: 'Advertising for the poster’s own shop.',
      rule: 'affiliate',
      decided_at: decision.decided_at,
      appeal: { open: true, until, pending: false },
    });
    expect((await dealAs(dealId, server.moderator)).status).toBe(200);
    expect((await dealAs(dealId, server.admin)).status).toBe(200);
    expect((await send(server.app, 'GET', `/api/deals/${dealId}/price-history`)).status).toBe(404);

    expect(await listIds('/api/deals/?per_page=100')).not.toContain(dealId);
    expect(await listIds('/api/deals/?per_page=100', author)).not.toContain(dealId);
    expect(await listIds(`/api/deals/?user_id=${author.id}&per_page=100`)).not.toContain(dealId);
    expect(await listIds(`/api/deals/?search=zxqv`)).toEqual([]);
    expect(await listIds('/api/deals/favourites', fan)).not.toContain(dealId);
    const sitemap = await (await server.app.request('https://deals.test/sitemaps/deals-1.xml')).text();
    expect(sitemap).not.toContain(`/deals/${dealId}/`);
    expect((await inbox(fan)).map((i) => i.deal?.id)).not.toContain(dealId);
    expect((await queue('?per_page=100')).data.map((i) => i.entity_id)).not.toContain(dealId);
    const closed = await server.db
      .select()
      .from(reports)
      .where(and(eq(reports.entityType, 'deal'), eq(reports.entityId, dealId)));
    expect(closed.map((r) => [r.decisionId, r.resolvedAt !== null])).toEqual([
      [decision.id, true],
      [decision.id, true],
    ]);

    // The statement of reasons to the author, and each reporter's outcome (never naming the other reporter).
    const statement = (await inbox(author)).find((i) => i.deal?.id === dealId);
    expect(statement).toMatchObject({
      trigger: 'moderation_hidden',
      read_at: null,
      moderation: {
        decision_id: decision.id,
        action: 'hide',
        reason: 'Advertising for the poster’s own shop.',
        rule: 'affiliate',
        automated: false,
        appeal: { until, url: `/deals/${dealId}` },
      },
    });
    for (const reporter of [firstReporter, secondReporter]) {
      const outcome = (await inbox(reporter)).find((i) => i.deal?.id === dealId);
      expect(outcome).toMatchObject({ trigger: 'report_outcome', moderation: { decision_id: decision.id, action: 'hide', appeal: null } });
      const other = reporter === firstReporter ? secondReporter : firstReporter;
      expect(JSON.stringify(outcome)).not.toContain(`"id":${other.id},`);
    }

    // The same statement by mail, in Polish (the author chose no other language for notifications).
    await server.afterAnswer.idle();
    const mail = server.mails.find((m) => m.text.includes(title));
    expect(mail?.to).toMatch(/@example\.com$/);
    expect(mail?.subject).toBe('Moderator ukrył Twoją okazję');
    expect(mail?.text).toContain('Advertising for the poster’s own shop.');
    expect(mail?.text).toContain('https://okazje.test/publication-rules#affiliate');
    expect(mail?.text).toContain('nie automatycznie');
    expect(mail?.text).toContain(`https://okazje.test/deals/${dealId}`);
    expect(server.mails.filter((m) => m.text.includes(title))).toHaveLength(1);

    const [audit] = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.entityType, 'deal'), eq(moderationAudit.entityId, dealId)));
    expect(audit).toMatchObject({
      actorId: server.moderator.id,
      actorRole: 'moderator',
      action: 'decision.hide',
      before: { hidden: false },
    });
    expect(audit?.after).toMatchObject({ hidden: true, decision_id: decision.id, reports_closed: 2 });

    // Restore undoes the hide: the deal is back for everyone, and it is audited too.
    const restored = await decide(server.admin, { entity_type: 'deal', entity_id: dealId, action: 'restore' });
    expect(restored.status).toBe(201);
    expect((await dealAs(dealId)).status).toBe(200);
    expect(((await (await dealAs(dealId, author)).json()) as DealDetail).moderation).toBeUndefined();
    expect(await listIds(`/api/deals/?search=zxqv`)).toEqual([dealId]);
    const audits = await server.db
      .select({ action: moderationAudit.action, role: moderationAudit.actorRole })
      .from(moderationAudit)
      .where(and(eq(moderationAudit.entityType, 'deal'), eq(moderationAudit.entityId, dealId)));
    expect(audits).toEqual([
      { action: 'decision.hide', role: 'moderator' },
      { action: 'decision.restore', role: 'admin' },
    ]);
  });

  it('a hidden deal sets off no alert', async () => {
    const watcher = await createUser(server.db);
    const alert = await send(server.app, 'POST', '/api/users/alerts', { auth: watcher.auth, body: { keyword: 'qwxalert' } });
    expect(alert.status).toBe(201);
    const dealId = await uniqueDeal('Qwxalert toaster');
    await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'Spam.', rule: 'prohibited' });
    await server.db.transaction((tx) => onDealCreated(tx, dealId));
    await server.drainAlertJobs();
    expect((await inbox(watcher)).map((i) => i.deal?.id)).not.toContain(dealId);
    // The same alert does match a visible deal: the hidden one was left out, not missed.
    const visibleId = await uniqueDeal('Qwxalert kettle');
    await server.db.transaction((tx) => onDealCreated(tx, visibleId));
    await server.drainAlertJobs();
    expect((await inbox(watcher)).map((i) => i.deal?.id)).toContain(visibleId);
  });

  it('refuses to hide twice, to restore a visible deal and to decide on an unknown item', async () => {
    const dealId = await uniqueDeal('Twice hidden');
    await expectError(await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'restore' }), 409, 'Conflict');
    expect((await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'Duplicate.' })).status).toBe(
      201,
    );
    await expectError(
      await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'Again.' }),
      409,
      'Conflict',
    );
    await expectError(
      await decide(server.moderator, { entity_type: 'deal', entity_id: 999999, action: 'hide', reason: 'Gone.' }),
      404,
      'NotFound',
    );
  });

  it('answers 404 to a member who votes on, saves, comments on or reports a hidden deal, and changes nothing', async () => {
    const dealId = await uniqueDeal('Hidden from writes');
    expect((await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'Spam.' })).status).toBe(201);
    const before = await dealCounts(server.db, dealId);
    const writes = [
      send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: firstReporter.auth, body: { like: true } }),
      send(server.app, 'POST', `/api/deals/${dealId}/favourite`, { auth: firstReporter.auth }),
      send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: firstReporter.auth, body: { content: 'Still here?' } }),
      send(server.app, 'POST', '/api/reports/', {
        auth: firstReporter.auth,
        body: { entity_type: 'deal', entity_id: dealId, reason: 'spam', description: 'still spam, again' },
      }),
    ];
    for (const res of await Promise.all(writes)) await expectError(res, 404, 'NotFound');
    expect(await dealCounts(server.db, dealId)).toEqual(before);
  });

  it('validates the body: hide and expire need a reason, rules come from the list, only deals expire', async () => {
    const dealId = await uniqueDeal('Validated');
    for (const body of [
      { entity_type: 'deal', entity_id: dealId, action: 'hide' },
      { entity_type: 'deal', entity_id: dealId, action: 'expire', reason: '   ' },
      { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'x', rule: 'be-nice' },
      { entity_type: 'comment', entity_id: dealId, action: 'expire', reason: 'Ended.' },
      { entity_type: 'user', entity_id: dealId, action: 'hide', reason: 'x' },
      { entity_type: 'deal', entity_id: dealId, action: 'delete', reason: 'x' },
      { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'bad\u0000text' },
    ]) {
      await expectError(await decide(server.moderator, body), 400, 'ValidationError');
    }
    expect((await dealAs(dealId)).status).toBe(200);
  });
});

describe('comments, expiry and dismissal', () => {
  it('a hidden comment leaves the deal page for everyone but its author, who reads why', async () => {
    const dealId = await uniqueDeal('Commented deal');
    const commenter = await createUser(server.db);
    const commentId = await createComment(server.db, dealId, commenter.id);
    await report(firstReporter, 'comment', commentId, 'offensive');
    const before = (await dealCounts(server.db, dealId)).comments;
    const res = await decide(server.moderator, {
      entity_type: 'comment',
      entity_id: commentId,
      action: 'hide',
      reason: 'Personal attack.',
      rule: 'comments',
    });
    expect(res.status).toBe(201);
    const commentsAs = async (user?: TestUser) => ((await (await dealAs(dealId, user)).json()) as DealDetail).deal_comments;
    expect((await commentsAs()).map((c) => c.id)).not.toContain(commentId);
    expect((await commentsAs(author)).map((c) => c.id)).not.toContain(commentId);
    const own = (await commentsAs(commenter)).find((c) => c.id === commentId);
    expect(own?.moderation).toMatchObject({ state: 'hidden', reason: 'Personal attack.', rule: 'comments' });
    expect((await dealCounts(server.db, dealId)).comments).toBe(before - 1);
    expect((await inbox(commenter)).find((i) => i.deal?.id === dealId)).toMatchObject({
      trigger: 'moderation_hidden',
      moderation: { entity_type: 'comment', entity_id: commentId, appeal: { url: `/deals/${dealId}#comment-${commentId}` } },
    });
    expect((await inbox(firstReporter)).find((i) => i.deal?.id === dealId)).toMatchObject({ trigger: 'report_outcome' });
    expect(await listIds(`/api/deals/commented?user_id=${commenter.id}`)).not.toContain(dealId);

    expect((await decide(server.moderator, { entity_type: 'comment', entity_id: commentId, action: 'restore' })).status).toBe(201);
    expect((await commentsAs()).map((c) => c.id)).toContain(commentId);
    expect((await dealCounts(server.db, dealId)).comments).toBe(before);
  });

  it('expire ends the deal now with the reason told to its author, by mail in the language they chose', async () => {
    const dealId = await uniqueDeal('Expiring deal');
    await server.db.insert(notificationSettings).values({ userId: author.id, locale: 'en' });
    const res = await decide(server.admin, {
      entity_type: 'deal',
      entity_id: dealId,
      action: 'expire',
      reason: 'The shop ended the offer.',
      rule: 'what-to-post',
    });
    expect(res.status).toBe(201);
    const [row] = await server.db.select({ expiresAt: deals.expiresAt }).from(deals).where(eq(deals.id, dealId));
    expect(row?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await listIds('/api/deals/?only_active=true&per_page=100')).not.toContain(dealId);
    expect((await dealAs(dealId)).status).toBe(200);
    await server.afterAnswer.idle();
    expect(server.mails.find((m) => m.text.includes('Expiring deal'))?.subject).toBe('A moderator marked your deal as expired');
    expect((await inbox(author)).find((i) => i.deal?.id === dealId)).toMatchObject({
      trigger: 'moderation_expired',
      moderation: { action: 'expire', reason: 'The shop ended the offer.', rule: 'what-to-post', automated: false },
    });
    await expectError(
      await decide(server.admin, { entity_type: 'deal', entity_id: dealId, action: 'expire', reason: 'Again.' }),
      409,
      'Conflict',
    );
  });

  it('dismiss closes the reports without touching the deal; reporters hear, the author does not', async () => {
    const dealId = await uniqueDeal('Dismissed deal');
    await report(secondReporter, 'deal', dealId, 'duplicate');
    const res = await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'dismiss' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Decision).reports_closed).toBe(1);
    expect((await dealAs(dealId)).status).toBe(200);
    expect((await queue('?per_page=100')).data.map((i) => i.entity_id)).not.toContain(dealId);
    expect((await inbox(secondReporter)).find((i) => i.deal?.id === dealId)).toMatchObject({
      trigger: 'report_outcome',
      moderation: { action: 'dismiss' },
    });
    expect((await inbox(author)).find((i) => i.deal?.id === dealId)).toBeUndefined();
    await server.afterAnswer.idle();
    expect(server.mails.some((m) => m.text.includes('Dismissed deal'))).toBe(false);
  });
});
