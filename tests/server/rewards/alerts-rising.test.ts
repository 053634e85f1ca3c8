import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxItems } from '@/server/db/schema';
import { onDealCreated } from '@/server/services/alert-triggers';
import { voteOnDeal } from '@/server/services/votes';
import type { KeywordAlert } from '@/shared/schemas/rewards';
import { useTestServer } from '../helpers/app';
import { createDeal, createUser, createUsers, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer();
const MINUTE = 60_000;

async function addAlert(user: TestUser, body: Record<string, unknown>) {
  return send(server.app, 'POST', '/api/users/alerts', { auth: user.auth, body });
}

/** A deal posted `minutesAgo` before `now`, announced as the submission does. */
async function postedDeal(title: string, now: Date, minutesAgo: number): Promise<number> {
  const author = await createUser(server.db);
  const dealId = await createDeal(server.db, author.id, { title, createdAt: new Date(now.getTime() - minutesAgo * MINUTE) });
  await server.db.transaction((tx) => onDealCreated(tx, dealId));
  await server.drainAlertJobs();
  return dealId;
}

/** A vote at `now`, and the alert job it may have queued, run as the server runs it after the answer. */
async function vote(voter: TestUser, dealId: number, now: Date): Promise<void> {
  await voteOnDeal(server.db, { userId: voter.id, dealId, like: true, popularThreshold: 1000, now });
  await server.drainAlertJobs();
}

const itemsOf = async (user: TestUser, dealId: number) =>
  (
    await server.db
      .select({ trigger: inboxItems.trigger })
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, user.id), eq(inboxItems.dealId, dealId)))
  ).map((row) => row.trigger);

describe('"rising fast" alerts (min_votes_in)', () => {
  it('tell once when the weighted votes come within the minutes of posting, not at posting', async () => {
    const member = await createUser(server.db);
    const res = await addAlert(member, { keyword: 'dron', min_votes_in: { votes: 2, minutes: 60 } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as KeywordAlert).min_votes_in).toEqual({ votes: 2, minutes: 60 });

    const now = new Date();
    const dealId = await postedDeal('Dron DJI Mini 4', now, 10);
    expect(await itemsOf(member, dealId)).toEqual([]);
    const [first, second, third] = await createUsers(server.db, 3);
    await vote(first!, dealId, now);
    expect(await itemsOf(member, dealId)).toEqual([]);
    await vote(second!, dealId, now);
    expect(await itemsOf(member, dealId)).toEqual(['rising']);
    await vote(third!, dealId, now);
    expect(await itemsOf(member, dealId)).toEqual(['rising']);
  });

  it('stay quiet for votes that come too late, and for votes of new accounts, which weigh nothing', async () => {
    const member = await createUser(server.db);
    expect((await addAlert(member, { keyword: 'hulajnoga', min_votes_in: { votes: 2, minutes: 30 } })).status).toBe(201);
    const now = new Date();
    const late = await postedDeal('Hulajnoga Xiaomi 4', now, 45);
    const [first, second] = await createUsers(server.db, 2);
    await vote(first!, late, now);
    await vote(second!, late, now);
    expect(await itemsOf(member, late)).toEqual([]);

    const early = await postedDeal('Hulajnoga Segway', now, 5);
    const newcomers = await createUsers(server.db, 3, { createdAt: new Date() });
    for (const newcomer of newcomers) await vote(newcomer, early, now);
    expect(await itemsOf(member, early)).toEqual([]);
  });

  it('refuses a rise with a vote count, or out of its bounds, in the error shape', async () => {
    const member = await createUser(server.db);
    expect(
      await expectError(
        await addAlert(member, { keyword: 'kamera', notify_at: 'votes_10', min_votes_in: { votes: 5, minutes: 60 } }),
        400,
        'ValidationError',
      ),
    ).toContain('Choose one moment');
    for (const bad of [
      { votes: 1, minutes: 60 },
      { votes: 5, minutes: 2 },
      { votes: 5, minutes: 2000 },
      { votes: 5 },
      { votes: '5', minutes: 60 },
      'fast',
    ]) {
      expect(await expectError(await addAlert(member, { keyword: 'kamera', min_votes_in: bad }), 400, 'ValidationError')).toContain(
        'Rising fast needs',
      );
    }
  });
});
