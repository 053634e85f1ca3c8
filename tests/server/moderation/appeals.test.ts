import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, moderationAudit, moderationDecisions, users } from '@/server/db/schema';
import type { DealDetail } from '@/shared/schemas/deal';
import type { Decision } from '@/shared/schemas/moderation';
import type { Appeal, AppealForOperator, AppealsList } from '@/shared/schemas/moderation-appeals';
import type { CurrentUser } from '@/shared/schemas/user';
import type { InboxItem } from '@/shared/schemas/rewards';
import { createComment, createDeal, createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();
const DAY_MS = 24 * 60 * 60 * 1000;
let author: TestUser;
let stranger: TestUser;
let secondModerator: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
  stranger = await createUser(server.db);
  secondModerator = await createUser(server.db);
  await server.db.update(users).set({ role: 'moderator' }).where(eq(users.id, secondModerator.id));
});

const decide = (operator: TestUser, body: unknown) => send(server.app, 'POST', '/api/moderation/decisions', { auth: operator.auth, body });
const appeal = (user: TestUser, body: unknown) => send(server.app, 'POST', '/api/moderation/appeals', { auth: user.auth, body });
const decideAppeal = (operator: TestUser, id: number, body: unknown) =>
  send(server.app, 'POST', `/api/moderation/appeals/${id}`, { auth: operator.auth, body });
const appeals = async (operator: TestUser, query = '') => {
  const res = await send(server.app, 'GET', `/api/moderation/appeals?per_page=100${query}`, { auth: operator.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as AppealsList;
};
const inbox = async (user: TestUser) =>
  ((await (await send(server.app, 'GET', '/api/inbox/', { auth: user.auth })).json()) as { data: InboxItem[] }).data;
const moderationOf = async (dealId: number) => {
  const res = await send(server.app, 'GET', `/api/deals/${dealId}`, { auth: author.auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as DealDetail).moderation;
};

/** A deal of the author hidden by `operator`; answers the deal and the decision. */
async function hiddenDeal(operator: TestUser, title: string): Promise<{ dealId: number; decision: Decision }> {
  const dealId = await createDeal(server.db, author.id, { title });
  const res = await decide(operator, { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'Not a deal: the usual price.' });
  expect(res.status).toBe(201);
  return { dealId, decision: (await res.json()) as Decision };
}

const appealText = 'The price was 30% under every other shop that day.';

describe('POST /api/moderation/appeals', () => {
  it('lets the author appeal once within the window; the deal says open, then pending', async () => {
    const { dealId, decision } = await hiddenDeal(server.moderator, 'Appealed kettle');
    const until = new Date(new Date(decision.decided_at).getTime() + 14 * DAY_MS).toISOString();
    expect((await moderationOf(dealId))?.appeal).toEqual({ open: true, until, pending: false });

    await expectError(await send(server.app, 'POST', '/api/moderation/appeals', { body: {} }), 401, 'Unauthorized');
    await expectError(await appeal(stranger, { entity_type: 'deal', entity_id: dealId, text: appealText }), 404, 'NotFound');
    expect(
      await expectError(await appeal(author, { entity_type: 'deal', entity_id: dealId, text: 'short' }), 400, 'ValidationError'),
    ).toContain('text');
    expect(
      await expectError(await appeal(author, { entity_type: 'shop', entity_id: dealId, text: appealText }), 400, 'ValidationError'),
    ).toContain('entity_type');

    const res = await appeal(author, { entity_type: 'deal', entity_id: dealId, text: `  ${appealText}  ` });
    expect(res.status).toBe(201);
    expect((await res.json()) as Appeal).toEqual({
      id: expect.any(Number),
      entity_type: 'deal',
      entity_id: dealId,
      text: appealText,
      status: 'open',
      created_at: expect.any(String),
      decision,
      outcome: null,
    });
    await expectError(await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText }), 409, 'Conflict');
    expect((await moderationOf(dealId))?.appeal).toEqual({ open: false, until, pending: true });
  });

  it('answers 404 for content never decided, a comment of someone else, or another member’s suspension', async () => {
    const dealId = await createDeal(server.db, author.id);
    await expectError(await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText }), 404, 'NotFound');
    const commentId = await createComment(server.db, dealId, stranger.id);
    expect(
      (
        await decide(server.moderator, {
          entity_type: 'comment',
          entity_id: commentId,
          action: 'hide',
          reason: 'Insults.',
          rule: 'comments',
        })
      ).status,
    ).toBe(201);
    await expectError(await appeal(author, { entity_type: 'comment', entity_id: commentId, text: appealText }), 404, 'NotFound');
    await expectError(await appeal(author, { entity_type: 'user', entity_id: stranger.id, text: appealText }), 404, 'NotFound');
    await expectError(await appeal(author, { entity_type: 'user', entity_id: author.id, text: appealText }), 404, 'NotFound');
    // The comment's own author may.
    expect((await appeal(stranger, { entity_type: 'comment', entity_id: commentId, text: appealText })).status).toBe(201);
  });

  it('answers 422 once APPEAL_DAYS have passed, and the deal says the window is closed', async () => {
    const { dealId, decision } = await hiddenDeal(server.moderator, 'Old decision');
    const decidedAt = new Date(Date.now() - 15 * DAY_MS);
    await server.db.update(moderationDecisions).set({ createdAt: decidedAt }).where(eq(moderationDecisions.id, decision.id));
    const message = await expectError(
      await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText }),
      422,
      'ValidationError',
    );
    expect(message).toContain('ended');
    expect((await moderationOf(dealId))?.appeal).toEqual({
      open: false,
      until: new Date(decidedAt.getTime() + 14 * DAY_MS).toISOString(),
      pending: false,
    });
  });
});

describe('deciding an appeal', () => {
  it('lists appeals to operators only, marking the ones the caller may not decide', async () => {
    const { dealId, decision } = await hiddenDeal(server.moderator, 'Listed appeal blender');
    const filed = (await (await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText })).json()) as Appeal;
    await expectError(await send(server.app, 'GET', '/api/moderation/appeals'), 401, 'Unauthorized');
    await expectError(await send(server.app, 'GET', '/api/moderation/appeals', { auth: server.member.auth }), 403, 'Forbidden');
    await expectError(
      await send(server.app, 'GET', '/api/moderation/appeals?status=lost', { auth: server.moderator.auth }),
      400,
      'ValidationError',
    );
    const mine = (await appeals(server.moderator)).data.find((a) => a.id === filed.id);
    expect(mine).toEqual({
      ...filed,
      author: { id: author.id, username: expect.any(String) },
      item: {
        text: 'Listed appeal blender',
        author: { id: author.id, username: expect.any(String) },
        url: `/deals/${dealId}`,
        hidden: true,
      },
      decided_by_me: true,
    });
    expect(mine?.decision.id).toBe(decision.id);
    expect((await appeals(server.admin)).data.find((a) => a.id === filed.id)?.decided_by_me).toBe(false);
    expect((await appeals(server.admin, '&status=granted')).data.map((a) => a.id)).not.toContain(filed.id);
    // Open appeals oldest first.
    const open = (await appeals(server.admin)).data.map((a) => a.created_at);
    expect(open).toEqual([...open].sort());
  });

  it('refuses the operator who made the decision (403), here and on /decisions; an admin grants it and the deal is back', async () => {
    const { dealId } = await hiddenDeal(server.moderator, 'Granted appeal toaster');
    const filed = (await (await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText })).json()) as Appeal;

    await expectError(await decideAppeal(server.member, filed.id, { outcome: 'granted', reason: 'x' }), 403, 'Forbidden');
    await expectError(await decideAppeal(server.moderator, filed.id, { outcome: 'granted', reason: 'Fine.' }), 403, 'Forbidden');
    await expectError(
      await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'restore', reason: 'Changed my mind.' }),
      403,
      'Forbidden',
    );
    await expectError(await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'dismiss' }), 403, 'Forbidden');
    expect(
      await expectError(await decideAppeal(server.admin, filed.id, { outcome: 'maybe', reason: 'x' }), 400, 'ValidationError'),
    ).toContain('outcome');
    expect(
      await expectError(await decideAppeal(server.admin, filed.id, { outcome: 'granted', reason: '' }), 400, 'ValidationError'),
    ).toContain('reason');
    await expectError(await decideAppeal(server.admin, 2_000_000, { outcome: 'granted', reason: 'Fine.' }), 404, 'NotFound');
    expect((await send(server.app, 'GET', `/api/deals/${dealId}`)).status).toBe(404);

    const res = await decideAppeal(server.admin, filed.id, { outcome: 'granted', reason: 'The price was indeed the lowest that week.' });
    expect(res.status).toBe(200);
    const decided = (await res.json()) as AppealForOperator;
    expect(decided).toMatchObject({
      id: filed.id,
      status: 'granted',
      decided_by_me: false,
      outcome: { entity_type: 'deal', entity_id: dealId, action: 'restore', reason: 'The price was indeed the lowest that week.' },
    });
    expect((await send(server.app, 'GET', `/api/deals/${dealId}`)).status).toBe(200);
    expect((await moderationOf(dealId)) ?? null).toBeNull();
    expect((await send(server.app, 'GET', '/api/deals/?per_page=100')).status).toBe(200);
    await expectError(await decideAppeal(server.admin, filed.id, { outcome: 'rejected', reason: 'Again.' }), 409, 'Conflict');
    expect((await appeals(server.admin, '&status=granted')).data.map((a) => a.id)).toContain(filed.id);

    // The member reads the outcome and its reason in the inbox; there is nothing further to appeal.
    const outcome = (await inbox(author)).find((i) => i.deal?.id === dealId && i.trigger === 'appeal_outcome');
    expect(outcome).toMatchObject({
      read_at: null,
      moderation: {
        decision_id: decided.outcome?.id,
        action: 'restore',
        reason: 'The price was indeed the lowest that week.',
        appeal: null,
      },
    });

    const [audit] = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.action, 'appeal.grant'), eq(moderationAudit.entityId, dealId)));
    expect(audit).toMatchObject({
      actorId: server.admin.id,
      actorRole: 'admin',
      entityType: 'deal',
      before: { hidden: true, appeal_id: filed.id, status: 'open' },
      after: { appeal_id: filed.id, status: 'granted', outcome_id: decided.outcome?.id },
    });
  });

  it('another moderator rejects it: an uphold decision, the deal stays hidden, the member reads why', async () => {
    const { dealId } = await hiddenDeal(server.moderator, 'Rejected appeal mixer');
    const filed = (await (await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText })).json()) as Appeal;
    const res = await decideAppeal(secondModerator, filed.id, { outcome: 'rejected', reason: 'The same price is there every week.' });
    expect(res.status).toBe(200);
    const decided = (await res.json()) as AppealForOperator;
    expect(decided).toMatchObject({ status: 'rejected', outcome: { action: 'uphold', reason: 'The same price is there every week.' } });
    expect((await send(server.app, 'GET', `/api/deals/${dealId}`)).status).toBe(404);
    expect((await moderationOf(dealId))?.appeal).toMatchObject({ open: false, pending: false });
    expect((await inbox(author)).find((i) => i.deal?.id === dealId && i.trigger === 'appeal_outcome')).toMatchObject({
      moderation: { action: 'uphold', reason: 'The same price is there every week.', appeal: null },
    });
    const audit = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.action, 'appeal.reject'), eq(moderationAudit.entityId, dealId)));
    expect(audit).toEqual([expect.objectContaining({ actorId: secondModerator.id, actorRole: 'moderator' })]);
  });

  it('another operator restoring the item through /decisions grants the open appeal', async () => {
    const { dealId } = await hiddenDeal(server.moderator, 'Restored directly');
    const filed = (await (await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText })).json()) as Appeal;
    const res = await decide(secondModerator, {
      entity_type: 'deal',
      entity_id: dealId,
      action: 'restore',
      reason: 'A fair deal after all.',
    });
    expect(res.status).toBe(201);
    const restore = (await res.json()) as Decision;
    const granted = (await appeals(server.admin, '&status=granted')).data.find((a) => a.id === filed.id);
    expect(granted).toMatchObject({ status: 'granted', outcome: { id: restore.id, action: 'restore', reason: 'A fair deal after all.' } });
    expect((await inbox(author)).find((i) => i.deal?.id === dealId && i.trigger === 'appeal_outcome')?.moderation).toMatchObject({
      decision_id: restore.id,
      reason: 'A fair deal after all.',
    });
  });

  it('an item waiting on two appeals refuses both deciding operators; a restore answers only the appeal of the hide', async () => {
    const dealId = await createDeal(server.db, author.id, { title: 'Twice appealed' });
    const expire = await decide(server.moderator, { entity_type: 'deal', entity_id: dealId, action: 'expire', reason: 'Sold out.' });
    expect(expire.status).toBe(201);
    const expiryAppeal = (await (await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText })).json()) as Appeal;
    const hide = await decide(secondModerator, { entity_type: 'deal', entity_id: dealId, action: 'hide', reason: 'Duplicate.' });
    expect(hide.status).toBe(201);
    const hideAppeal = (await (await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText })).json()) as Appeal;
    expect([expiryAppeal.decision.action, hideAppeal.decision.action]).toEqual(['expire', 'hide']);
    for (const operator of [server.moderator, secondModerator]) {
      await expectError(
        await decide(operator, { entity_type: 'deal', entity_id: dealId, action: 'restore', reason: 'Fine.' }),
        403,
        'Forbidden',
      );
    }
    expect(
      (await decide(server.admin, { entity_type: 'deal', entity_id: dealId, action: 'restore', reason: 'Not a duplicate.' })).status,
    ).toBe(201);
    const open = (await appeals(server.admin)).data.map((a) => a.id);
    expect(open).toContain(expiryAppeal.id);
    expect(open).not.toContain(hideAppeal.id);
  });

  it('granting an appeal of an expiry lets the deal run on', async () => {
    const dealId = await createDeal(server.db, author.id, { title: 'Expired by a moderator' });
    const expired = await decide(server.moderator, {
      entity_type: 'deal',
      entity_id: dealId,
      action: 'expire',
      reason: 'The shop ended it.',
    });
    expect(expired.status).toBe(201);
    const statement = (await inbox(author)).find((i) => i.deal?.id === dealId && i.trigger === 'moderation_expired');
    expect(statement?.moderation?.appeal?.url).toBe(`/deals/${dealId}`);
    const filed = (await (await appeal(author, { entity_type: 'deal', entity_id: dealId, text: appealText })).json()) as Appeal;
    expect(filed.decision.action).toBe('expire');
    expect((await decideAppeal(server.admin, filed.id, { outcome: 'granted', reason: 'Still on sale.' })).status).toBe(200);
    const [row] = await server.db.select({ expiresAt: deals.expiresAt }).from(deals).where(eq(deals.id, dealId));
    expect(row?.expiresAt).toBeNull();
  });
});

describe('appealing a suspension', () => {
  it('the suspended member appeals from their account; the suspending moderator may not lift or decide; an admin grants it', async () => {
    const target = await createUser(server.db);
    const suspended = await send(server.app, 'POST', '/api/moderation/sanctions', {
      auth: server.moderator.auth,
      body: { user_id: target.id, days: 10, reason: 'Spam in comments.' },
    });
    expect(suspended.status).toBe(201);
    const suspension = (await suspended.json()) as Decision;
    const res = await appeal(target, { entity_type: 'user', entity_id: target.id, text: 'Those were answers to questions, not spam.' });
    expect(res.status).toBe(201);
    const filed = (await res.json()) as Appeal;
    expect(filed).toMatchObject({ entity_type: 'user', entity_id: target.id, decision: { id: suspension.id, action: 'suspend' } });
    const me = async () => ((await (await send(server.app, 'GET', '/api/users/', { auth: target.auth })).json()) as CurrentUser).suspension;
    expect((await me())?.appeal).toMatchObject({ open: false, pending: true });

    const listed = (await appeals(server.admin)).data.find((a) => a.id === filed.id);
    expect(listed?.item).toEqual({
      text: expect.any(String),
      author: { id: target.id, username: listed?.author.username },
      url: `/profile/${target.id}`,
      hidden: false,
    });
    expect(listed?.item.text).toBe(listed?.author.username);

    await expectError(await decideAppeal(server.moderator, filed.id, { outcome: 'granted', reason: 'Fine.' }), 403, 'Forbidden');
    await expectError(
      await send(server.app, 'POST', `/api/moderation/sanctions/${target.id}/lift`, {
        auth: server.moderator.auth,
        body: { reason: 'Fine.' },
      }),
      403,
      'Forbidden',
    );
    const decided = await decideAppeal(server.admin, filed.id, { outcome: 'granted', reason: 'Answers to questions are welcome.' });
    expect(decided.status).toBe(200);
    expect((await decided.json()) as AppealForOperator).toMatchObject({
      status: 'granted',
      outcome: { entity_type: 'user', action: 'lift' },
    });
    expect(await me()).toBeNull();
    const [row] = await server.db
      .select({ until: users.suspendedUntil, last: users.lastSanctionAt })
      .from(users)
      .where(eq(users.id, target.id));
    await server.afterAnswer.idle();
    const [account] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, target.id));
    const outcomeMail = server.mails.find((m) => m.to === account?.email && m.subject.startsWith('Twoje odwołanie'));
    expect(outcomeMail?.subject).toBe('Twoje odwołanie zostało uwzględnione: konto nie jest już zawieszone');
    expect(outcomeMail?.text).toContain('Powód: Answers to questions are welcome.');
    // A granted appeal clears the sanction from the member's standing too.
    expect(row).toEqual({ until: null, last: null });
    const audit = await server.db
      .select({ action: moderationAudit.action, actorId: moderationAudit.actorId })
      .from(moderationAudit)
      .where(and(eq(moderationAudit.entityType, 'user'), eq(moderationAudit.entityId, target.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['appeal.grant', 'appeal.lift', 'sanction.suspend']);
    const dealId = await createDeal(server.db, author.id);
    const comment = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: target.auth, body: { content: 'Thank you.' } });
    expect(comment.status).toBe(201);
  });
});
