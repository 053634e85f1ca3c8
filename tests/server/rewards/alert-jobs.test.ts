import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertJobs, follows, inboxItems, keywordAlerts, pushOutbox, pushSubscriptions } from '@/server/db/schema';
import { fanOut, onDealCreated, onDealVotesChanged } from '@/server/services/alert-triggers';
import { createAlertJobs } from '@/server/services/alert-jobs';
import { memoryLogger, useTestServer } from '../helpers/app';
import { createDeal, createUser, createUsers, type TestUser } from '../helpers/community-fixtures';

/**
 * The alert outbox: a deal or a vote commits one job row, and a worker on any instance tells the members after the
 * answer. The workers here are made as each instance makes its own, on the test's database.
 */
const server = useTestServer();

/** A worker of another instance, on its own clock. */
const worker = (now?: () => Date) => createAlertJobs({ db: server.db, logger: memoryLogger(), onTold: () => {}, now });

/** `count` members, each watching `keyword` with one device. */
async function watchers(count: number, keyword: string): Promise<TestUser[]> {
  const members = await createUsers(server.db, count);
  await server.db
    .insert(keywordAlerts)
    .values(members.map((member) => ({ userId: member.id, keyword, keywordNormalized: keyword, notifyAt: 'created' as const })));
  await server.db
    .insert(pushSubscriptions)
    .values(
      members.map((member) => ({ userId: member.id, endpoint: `https://push.example.com/${member.id}`, p256dh: 'BKey', auth: 'secret' })),
    );
  return members;
}

async function postedDeal(title: string): Promise<number> {
  const author = await createUser(server.db);
  const dealId = await createDeal(server.db, author.id, { title });
  await server.db.transaction((tx) => onDealCreated(tx, dealId));
  return dealId;
}

const told = async (dealIds: number[]) =>
  server.db.select({ userId: inboxItems.userId, dealId: inboxItems.dealId }).from(inboxItems).where(inArray(inboxItems.dealId, dealIds));

const pushesFor = async (dealIds: number[]) =>
  server.db.$count(
    pushOutbox,
    inArray(pushOutbox.inboxItemId, server.db.select({ id: inboxItems.id }).from(inboxItems).where(inArray(inboxItems.dealId, dealIds))),
  );

const jobsOf = (dealIds: number[]) => server.db.$count(alertJobs, inArray(alertJobs.dealId, dealIds));

describe('alert jobs', () => {
  it('survive an instance that stops between the commit and the fan-out: another instance tells everyone once', async () => {
    const members = await watchers(30, 'qxjobgrill');
    const dealId = await postedDeal('Grill Weber Qxjobgrill');
    // Committed with the deal, told by nobody yet: the instance that posted it stopped here.
    expect(await jobsOf([dealId])).toBe(1);
    expect(await told([dealId])).toEqual([]);
    await worker().drain();
    expect((await told([dealId])).map((row) => row.userId).sort()).toEqual(members.map((member) => member.id).sort());
    expect(await pushesFor([dealId])).toBe(30);
    expect(await jobsOf([dealId])).toBe(0);
  });

  it('a job claimed by a worker that died is left alone for its lease, then taken by another', async () => {
    const [member] = await watchers(1, 'qxjoblease');
    const dealId = await postedDeal('Lampa Qxjoblease');
    const now = Date.now();
    // What a claim writes: the job leased for a minute, to a worker that then died without committing its work.
    await server.db
      .update(alertJobs)
      .set({ attempts: 1, nextAttemptAt: new Date(now + 60_000) })
      .where(eq(alertJobs.dealId, dealId));
    await worker(() => new Date(now + 30_000)).drain();
    expect(await told([dealId])).toEqual([]);
    await worker(() => new Date(now + 61_000)).drain();
    expect(await told([dealId])).toEqual([{ userId: member!.id, dealId }]);
    expect(await jobsOf([dealId])).toBe(0);
  });

  it('two workers draining at once tell each member of each deal exactly once', async () => {
    const members = await watchers(40, 'qxjobpair');
    const dealIds: number[] = [];
    for (let i = 0; i < 12; i++) dealIds.push(await postedDeal(`Zestaw Qxjobpair ${i}`));
    await Promise.all([worker().drain(), worker().drain()]);
    const rows = await told(dealIds);
    expect(rows).toHaveLength(members.length * dealIds.length);
    expect(new Set(rows.map((row) => `${row.userId}:${row.dealId}`)).size).toBe(rows.length);
    expect(await pushesFor(dealIds)).toBe(members.length * dealIds.length);
    expect(await jobsOf(dealIds)).toBe(0);
  });

  it('tells a member once per deal across follows, alerts, thresholds and a job run twice', async () => {
    const [member] = await watchers(1, 'qxjobonce');
    await server.db
      .insert(keywordAlerts)
      .values({ userId: member!.id, keyword: 'qxjob', keywordNormalized: 'qxjob', notifyAt: 'votes_10' });
    const author = await createUser(server.db);
    await server.db.insert(follows).values({ userId: member!.id, followedUserId: author.id });
    const dealId = await createDeal(server.db, author.id, { title: 'Rower Qxjobonce' });
    await server.db.transaction(async (tx) => {
      await onDealCreated(tx, dealId);
      await onDealVotesChanged(tx, dealId, 9, 10);
    });
    expect(await jobsOf([dealId])).toBe(2);
    await worker().drain();
    // A job done again (as after a lost answer to its commit) changes nothing.
    await server.db.transaction((tx) => fanOut(tx, { dealId, trigger: 'created', at: new Date() }));
    expect(await told([dealId])).toEqual([{ userId: member!.id, dealId }]);
    expect(await pushesFor([dealId])).toBe(1);
  });
});
