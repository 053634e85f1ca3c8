import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { deals, moderationAudit } from '@/server/db/schema';
import { parseEnv } from '@/server/platform/env';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import type { Decision, PublicLog } from '@/shared/schemas/moderation';
import type { HeldList } from '@/shared/schemas/moderation-content';
import type { InboxItem } from '@/shared/schemas/rewards';
import type { PublicProfile } from '@/shared/schemas/user';
import { testApp, testEnv } from '../helpers/app';
import {
  createComment,
  createDeal,
  createUser,
  createUsers,
  dealCounts,
  expectError,
  send,
  type TestUser,
} from '../helpers/community-fixtures';
import { dealBody, postedDeal, setWatchedWords } from './content-fixtures';
import { ADMIN_EMAIL, useModerationServer } from './moderation-server';

const server = useModerationServer();
let premoderated: App;

beforeAll(async () => {
  await setWatchedWords(server.app, server.admin, [
    { word: 'okazja życia', action: 'review' },
    { word: 'podejrzane', action: 'review' },
    { word: 'zakazane', action: 'block' },
  ]);
  premoderated = testApp({
    db: server.db,
    mediaDir: mkdtempSync(join(tmpdir(), 'held-media-')),
    env: testEnv({ ADMIN_EMAILS: ADMIN_EMAIL, PREMODERATE_NEW_ACCOUNTS: 'true', LIST_CACHE_TTL_MS: '0' }),
  });
});

const dealAs = (id: number, user?: TestUser) => send(server.app, 'GET', `/api/deals/${id}`, user ? { auth: user.auth } : {});
const detailAs = async (id: number, user?: TestUser) => {
  const res = await dealAs(id, user);
  expect(res.status).toBe(200);
  return (await res.json()) as DealDetail;
};
const listIds = async (path: string, user?: TestUser) => {
  const res = await send(server.app, 'GET', path, user ? { auth: user.auth } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: DealListItem[] }).data.map((d) => d.id);
};
const inbox = async (user: TestUser) =>
  ((await (await send(server.app, 'GET', '/api/inbox/', { auth: user.auth })).json()) as { data: InboxItem[] }).data;
const held = async (query = '') => {
  const res = await send(server.app, 'GET', `/api/moderation/held${query}`, { auth: server.moderator.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as HeldList;
};
const decide = (user: TestUser, body: unknown) => send(server.app, 'POST', '/api/moderation/decisions', { auth: user.auth, body });
const sitemap = async () => (await server.app.request('https://deals.test/sitemaps/deals-1.xml')).text();
const profileDeals = async (userId: number) =>
  ((await (await send(server.app, 'GET', `/api/users/${userId}`)).json()) as PublicProfile)._count.deals;

describe('a review word holds a deal until a moderator approves it', () => {
  it('is out of every list, search, sitemap, profile and alert, 404 to others, and shown to its author as held', async () => {
    const watcher = await createUser(server.db);
    const alert = await send(server.app, 'POST', '/api/users/alerts', { auth: watcher.auth, body: { keyword: 'qzheld' } });
    expect(alert.status).toBe(201);
    const author = await createUser(server.db);
    const stranger = await createUser(server.db);
    const title = 'Qzheld ekspres, OKAZJA ŻYCIA';
    const posted = await postedDeal(server.app, author, dealBody({ title }));
    await server.drainAlertJobs();
    expect(posted.moderation).toEqual({ state: 'held', reason: '', rule: null, decided_at: expect.any(String), appeal: null });
    const id = posted.id;

    await expectError(await dealAs(id), 404, 'NotFound');
    await expectError(await dealAs(id, stranger), 404, 'NotFound');
    expect((await detailAs(id, author)).moderation).toEqual(posted.moderation);
    expect((await detailAs(id, server.moderator)).moderation?.state).toBe('held');
    expect((await detailAs(id, server.admin)).moderation?.state).toBe('held');
    expect((await send(server.app, 'GET', `/api/deals/${id}/price-history`)).status).toBe(404);

    expect(await listIds('/api/deals/?per_page=100')).not.toContain(id);
    expect(await listIds('/api/deals/?per_page=100', author)).not.toContain(id);
    expect(await listIds(`/api/deals/?user_id=${author.id}`)).toEqual([]);
    expect(await listIds('/api/deals/?search=qzheld')).toEqual([]);
    expect(await sitemap()).not.toContain(`/deals/${id}/`);
    expect(await profileDeals(author.id)).toBe(0);
    expect((await inbox(watcher)).map((i) => i.deal?.id)).not.toContain(id);

    // Nobody else can vote on, save, comment on or report what they cannot see.
    for (const res of await Promise.all([
      send(server.app, 'POST', `/api/deals/${id}/like`, { auth: stranger.auth, body: { like: true } }),
      send(server.app, 'POST', `/api/deals/${id}/favourite`, { auth: stranger.auth }),
      send(server.app, 'POST', `/api/deals/${id}/comment`, { auth: stranger.auth, body: { content: 'Gdzie to?' } }),
      send(server.app, 'POST', '/api/reports/', {
        auth: stranger.auth,
        body: { entity_type: 'deal', entity_id: id, reason: 'spam', description: 'looks like spam' },
      }),
    ])) {
      await expectError(res, 404, 'NotFound');
    }

    const queued = (await held('?per_page=100')).data.find((h) => h.entity_type === 'deal' && h.entity_id === id);
    expect(queued).toEqual({
      entity_type: 'deal',
      entity_id: id,
      held_at: posted.moderation?.decided_at,
      hold_reason: 'review_word',
      matched_words: ['okazja zycia'],
      item: { text: title, author: { id: author.id, username: expect.any(String) }, url: `/deals/${id}`, hidden: false },
    });

    // Approved: public from now, its alert fires now, and the author is told.
    const res = await decide(server.moderator, { entity_type: 'deal', entity_id: id, action: 'approve' });
    expect(res.status).toBe(201);
    const decision = (await res.json()) as Decision;
    expect(decision).toMatchObject({ entity_type: 'deal', entity_id: id, action: 'approve', automated: false });
    await server.drainAlertJobs();
    const published = await detailAs(id);
    expect(published.moderation).toBeUndefined();
    expect(Date.parse(published.created_at)).toBeGreaterThanOrEqual(Date.parse(decision.decided_at) - 1000);
    expect(await listIds('/api/deals/?search=qzheld')).toEqual([id]);
    expect(await listIds(`/api/deals/?user_id=${author.id}`)).toEqual([id]);
    expect(await sitemap()).toContain(`/deals/${id}/`);
    expect(await profileDeals(author.id)).toBe(1);
    expect((await inbox(watcher)).find((i) => i.deal?.id === id)).toMatchObject({ trigger: 'created', keyword: 'qzheld' });
    expect((await inbox(author)).find((i) => i.deal?.id === id)).toMatchObject({
      trigger: 'moderation_approved',
      moderation: { decision_id: decision.id, action: 'approve', appeal: null },
    });
    expect((await held('?per_page=100')).data.map((h) => h.entity_id)).not.toContain(id);
    const log = (await (await send(server.app, 'GET', '/api/moderation/log')).json()) as PublicLog;
    expect(log.data.find((e) => e.id === decision.id)).toMatchObject({ action: 'approve', entity_type: 'deal', url: `/deals/${id}` });
    const [audit] = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.entityType, 'deal'), eq(moderationAudit.entityId, id)));
    expect(audit).toMatchObject({ action: 'decision.approve', actorRole: 'moderator', before: { held: true, hidden: false } });
    expect(audit?.after).toMatchObject({ held: false, decision_id: decision.id });

    await expectError(await decide(server.admin, { entity_type: 'deal', entity_id: id, action: 'approve' }), 409, 'Conflict');
  });

  it('answers 409 to approving content that is not held', async () => {
    const dealId = await createDeal(server.db, server.member.id);
    const commentId = await createComment(server.db, dealId, server.member.id);
    await expectError(await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'approve' }), 409, 'Conflict');
    await expectError(await decide(server.moderator, { entity_type: 'comment', entity_id: commentId, action: 'approve' }), 409, 'Conflict');
  });

  it('an edit that adds a review word holds a public deal', async () => {
    const author = await createUser(server.db);
    const deal = await postedDeal(server.app, author, dealBody());
    expect(deal.moderation).toBeUndefined();
    const res = await send(server.app, 'PUT', `/api/deals/${deal.id}`, {
      auth: author.auth,
      body: dealBody({ description: 'Trochę podejrzane, ale działa.' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as DealDetail).moderation?.state).toBe('held');
    await expectError(await dealAs(deal.id), 404, 'NotFound');
  });

  it('hiding held content hides it with the statement of reasons', async () => {
    const author = await createUser(server.db);
    const deal = await postedDeal(server.app, author, dealBody({ title: 'Podejrzane słuchawki' }));
    const res = await decide(server.moderator, {
      entity_type: 'deal',
      entity_id: deal.id,
      action: 'hide',
      reason: 'Podróbki.',
      rule: 'prohibited',
    });
    expect(res.status).toBe(201);
    expect((await detailAs(deal.id, author)).moderation).toMatchObject({ state: 'hidden', reason: 'Podróbki.', rule: 'prohibited' });
    expect((await inbox(author)).find((i) => i.deal?.id === deal.id)).toMatchObject({ trigger: 'moderation_hidden' });
    expect((await held('?per_page=100')).data.map((h) => h.entity_id)).not.toContain(deal.id);
    await expectError(await decide(server.moderator, { entity_type: 'deal', entity_id: deal.id, action: 'approve' }), 409, 'Conflict');
  });
});

describe('a review word holds a comment', () => {
  it('is seen by its author and operators only, counts once approved, and takes no votes or reports meanwhile', async () => {
    const dealId = await createDeal(server.db, server.member.id);
    const commenter = await createUser(server.db);
    const stranger = await createUser(server.db);
    const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, {
      auth: commenter.auth,
      body: { content: 'To jest PODEJRZANE, uważajcie' },
    });
    expect(res.status).toBe(201);
    const comment = (await res.json()) as DealDetail['deal_comments'][number];
    expect(comment.moderation).toEqual({ state: 'held', reason: '', rule: null, decided_at: expect.any(String), appeal: null });
    expect((await dealCounts(server.db, dealId)).comments).toBe(0);

    const commentIds = async (user?: TestUser) => (await detailAs(dealId, user)).deal_comments.map((c) => c.id);
    expect(await commentIds()).not.toContain(comment.id);
    expect(await commentIds(stranger)).not.toContain(comment.id);
    expect((await detailAs(dealId, commenter)).deal_comments.find((c) => c.id === comment.id)?.moderation?.state).toBe('held');
    expect((await detailAs(dealId, server.moderator)).deal_comments.find((c) => c.id === comment.id)?.moderation?.state).toBe('held');
    await expectError(
      await send(server.app, 'POST', `/api/deals/${dealId}/comment/${comment.id}/like`, { auth: stranger.auth, body: { like: true } }),
      404,
      'NotFound',
    );
    await expectError(
      await send(server.app, 'POST', '/api/reports/', {
        auth: stranger.auth,
        body: { entity_type: 'comment', entity_id: comment.id, reason: 'offensive', description: 'rude comment here' },
      }),
      404,
      'NotFound',
    );
    const queued = (await held('?entity_type=comment&per_page=100')).data;
    expect(queued.every((h) => h.entity_type === 'comment')).toBe(true);
    expect(queued.find((h) => h.entity_id === comment.id)).toMatchObject({
      hold_reason: 'review_word',
      matched_words: ['podejrzane'],
      item: { text: 'To jest PODEJRZANE, uważajcie', url: `/deals/${dealId}#comment-${comment.id}` },
    });

    expect((await decide(server.admin, { entity_type: 'comment', entity_id: comment.id, action: 'approve' })).status).toBe(201);
    expect(await commentIds()).toContain(comment.id);
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
  });

  it('a held comment hidden and then restored is counted once', async () => {
    const dealId = await createDeal(server.db, server.member.id);
    const commenter = await createUser(server.db);
    const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, {
      auth: commenter.auth,
      body: { content: 'Podejrzane linki' },
    });
    const { id } = (await res.json()) as { id: number };
    expect((await decide(server.moderator, { entity_type: 'comment', entity_id: id, action: 'hide', reason: 'Spam.' })).status).toBe(201);
    expect((await dealCounts(server.db, dealId)).comments).toBe(0);
    expect((await detailAs(dealId, commenter)).deal_comments.find((c) => c.id === id)?.moderation?.state).toBe('hidden');
    expect((await decide(server.moderator, { entity_type: 'comment', entity_id: id, action: 'restore' })).status).toBe(201);
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
  });

  it('its author removing it leaves the deal’s comment count as it was', async () => {
    const dealId = await createDeal(server.db, server.member.id);
    await createComment(server.db, dealId, server.member.id);
    const commenter = await createUser(server.db);
    const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: commenter.auth, body: { content: 'Podejrzane!' } });
    const { id } = (await res.json()) as { id: number };
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
    expect((await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${id}`, { auth: commenter.auth })).status).toBe(204);
    expect((await dealCounts(server.db, dealId)).comments).toBe(1);
  });

  it('operators see hidden comments on the deal page with the reasons; other members do not', async () => {
    const dealId = await createDeal(server.db, server.member.id);
    const commentId = await createComment(server.db, dealId, server.member.id);
    const hide = { entity_type: 'comment', entity_id: commentId, action: 'hide', reason: 'Obraźliwy.', rule: 'comments' };
    expect((await decide(server.moderator, hide)).status).toBe(201);
    const stranger = await createUser(server.db);
    expect((await detailAs(dealId, stranger)).deal_comments.map((c) => c.id)).not.toContain(commentId);
    for (const operator of [server.moderator, server.admin]) {
      const seen = (await detailAs(dealId, operator)).deal_comments.find((c) => c.id === commentId);
      expect(seen?.moderation).toMatchObject({ state: 'hidden', reason: 'Obraźliwy.', rule: 'comments' });
    }
  });
});

describe('GET /api/moderation/held', () => {
  it('is for operators only and validates its query', async () => {
    await expectError(await send(server.app, 'GET', '/api/moderation/held'), 401, 'Unauthorized');
    await expectError(await send(server.app, 'GET', '/api/moderation/held', { auth: server.member.auth }), 403, 'Forbidden');
    for (const query of ['?entity_type=user', '?per_page=0', '?page=x']) {
      await expectError(
        await send(server.app, 'GET', `/api/moderation/held${query}`, { auth: server.moderator.auth }),
        400,
        'ValidationError',
      );
    }
  });
});

describe('PREMODERATE_NEW_ACCOUNTS', () => {
  it('is off unless set to true, and refuses anything but a boolean', () => {
    expect(parseEnv({}).PREMODERATE_NEW_ACCOUNTS).toBe(false);
    expect(parseEnv({ PREMODERATE_NEW_ACCOUNTS: 'true' }).PREMODERATE_NEW_ACCOUNTS).toBe(true);
    expect(() => parseEnv({ PREMODERATE_NEW_ACCOUNTS: 'yes' })).toThrow(/PREMODERATE_NEW_ACCOUNTS must be true or false/);
  });

  const newAccount = async () => {
    const [user] = await createUsers(server.db, 1, { createdAt: new Date() });
    if (!user) throw new Error('no user');
    return user;
  };

  it('holds every deal of a new account while on, with no review word', async () => {
    const fresh = await newAccount();
    const deal = await postedDeal(premoderated, fresh, dealBody({ title: 'Zwykły czajnik' }));
    expect(deal.moderation?.state).toBe('held');
    await expectError(await dealAs(deal.id), 404, 'NotFound');
    expect((await held('?entity_type=deal&per_page=100')).data.find((h) => h.entity_id === deal.id)).toMatchObject({
      hold_reason: 'new_account',
      matched_words: [],
    });
    const [row] = await server.db.select({ reason: deals.moderationHoldReason }).from(deals).where(eq(deals.id, deal.id));
    expect(row?.reason).toBe('new_account');
  });

  it('does not hold an established member’s deal, nor a new account’s while off', async () => {
    const member = await createUser(server.db);
    expect((await postedDeal(premoderated, member, dealBody())).moderation).toBeUndefined();
    const fresh = await newAccount();
    const deal = await postedDeal(server.app, fresh, dealBody());
    expect(deal.moderation).toBeUndefined();
    expect((await dealAs(deal.id)).status).toBe(200);
  });
});
