import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousDevices, comments, deals, deviceAccounts, pointsLedger, reports, users, votes } from '@/server/db/schema';
import { POPULAR_DEAL_REASON } from '@/server/services/votes';
import { POPULAR_DEAL_POINTS } from '@/shared/constants';
import { EXPIRED_REPORT } from '@/shared/schemas/community';
import type { ListResponse } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { HOT_DECAY_MS, hotRank, NEW_ACCOUNT_LIMITS, SHARED_DEVICE_SPAN_MS, STANDING_RULES } from '@/shared/standing';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { testEnv, useTestServer } from '../helpers/app';
import { createDeal, createUser, createUsers, expectError, send, type TestUser } from '../helpers/community-fixtures';

/** Small, so the rings below stay quick; the rule is the same at the default 25. */
const THRESHOLD = 4;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const server = useTestServer({ app: { env: testEnv({ POPULAR_THRESHOLD: String(THRESHOLD), LIST_CACHE_TTL_MS: '0' }) } });
let author: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
});

const ago = (ms: number) => new Date(Date.now() - ms);

/** Accounts made a minute ago: verified, but new for a day. */
const freshUsers = (count: number) => createUsers(server.db, count, { createdAt: ago(60_000) });

/** Regulars: old enough, active enough (votes cast) and with a deal that reached the best tab. */
async function regulars(count: number, facts: Partial<typeof users.$inferInsert> = {}): Promise<TestUser[]> {
  const made = await createUsers(server.db, count, { createdAt: ago(STANDING_RULES.regularMinAgeMs + DAY_MS) });
  await server.db
    .update(users)
    .set({ votesCast: STANDING_RULES.regularMinVotes, dealsReachedBest: 1, ...facts })
    .where(
      inArray(
        users.id,
        made.map((u) => u.id),
      ),
    );
  return made;
}

const vote = (user: TestUser, dealId: number, like: boolean, reason?: string | null) =>
  send(server.app, 'POST', `/api/deals/${dealId}/like`, { auth: user.auth, body: reason === undefined ? { like } : { like, reason } });

async function voteAll(voters: TestUser[], dealId: number, like = true): Promise<void> {
  for (const voter of voters) expect((await vote(voter, dealId, like)).status).toBe(200);
}

async function dealRow(dealId: number) {
  const [row] = await server.db
    .select({
      votesCount: deals.votesCount,
      weightedScore: deals.weightedScore,
      hotRank: deals.hotRank,
      bestAt: deals.bestAt,
      createdAt: deals.createdAt,
    })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!row) throw new Error(`deal ${dealId} missing`);
  return row;
}

async function popularBonus(userId: number) {
  return server.db
    .select({ points: pointsLedger.points })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.customReason, POPULAR_DEAL_REASON)));
}

async function voteWeight(userId: number, dealId: number): Promise<number | undefined> {
  const [row] = await server.db
    .select({ weight: votes.weight })
    .from(votes)
    .where(and(eq(votes.userId, userId), eq(votes.entityType, 'deal'), eq(votes.entityId, dealId)));
  return row?.weight;
}

async function listed(query: string, user: TestUser = author): Promise<number[]> {
  const res = await send(server.app, 'GET', `/api/deals/?per_page=100${query}`, { auth: user.auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as ListResponse<DealListItem>).data.map((deal) => deal.id);
}

describe('levels and vote weights', () => {
  it('weighs a vote 0 for an account under a day old or unverified, 1 for a member, 2 for a regular', async () => {
    const dealId = await createDeal(server.db, author.id);
    const [young] = await createUsers(server.db, 1, { createdAt: ago(STANDING_RULES.memberMinAgeMs - 60_000) });
    const [dayOld] = await createUsers(server.db, 1, { createdAt: ago(STANDING_RULES.memberMinAgeMs + 60_000) });
    const [unverified] = await createUsers(server.db, 1, { createdAt: ago(30 * DAY_MS), emailVerifiedAt: null });
    const [regular] = await regulars(1);
    await voteAll([young!, dayOld!, unverified!, regular!], dealId);
    expect(await voteWeight(young!.id, dealId)).toBe(0);
    expect(await voteWeight(dayOld!.id, dealId)).toBe(1);
    expect(await voteWeight(unverified!.id, dealId)).toBe(0);
    expect(await voteWeight(regular!.id, dealId)).toBe(2);
    // votes_count stays the raw count cards show; the weighted score is what rankings follow.
    expect(await dealRow(dealId)).toMatchObject({ votesCount: 4, weightedScore: 3 });
  });

  it('makes a regular only past every edge: age, activity and judgement', async () => {
    const dealId = await createDeal(server.db, author.id);
    const [tooYoung] = await createUsers(server.db, 1, { createdAt: ago(STANDING_RULES.regularMinAgeMs - HOUR_MS) });
    await server.db.update(users).set({ votesCast: STANDING_RULES.regularMinVotes, dealsReachedBest: 1 }).where(eq(users.id, tooYoung!.id));
    const [tooIdle] = await regulars(1, {
      votesCast: STANDING_RULES.regularMinVotes - 1,
      commentsWritten: STANDING_RULES.regularMinComments - 1,
    });
    const [unproven] = await regulars(1, { dealsReachedBest: 0, positiveComments: STANDING_RULES.regularMinPositiveComments - 1 });
    const [byComments] = await regulars(1, {
      votesCast: 0,
      commentsWritten: STANDING_RULES.regularMinComments,
      dealsReachedBest: 0,
      positiveComments: STANDING_RULES.regularMinPositiveComments,
    });
    await voteAll([tooYoung!, tooIdle!, unproven!, byComments!], dealId);
    expect(await voteWeight(tooYoung!.id, dealId)).toBe(1);
    // The vote being weighed is not counted yet: one short of the edge stays a member.
    expect(await voteWeight(tooIdle!.id, dealId)).toBe(1);
    expect(await voteWeight(unproven!.id, dealId)).toBe(1);
    expect(await voteWeight(byComments!.id, dealId)).toBe(2);
  });

  it('keeps the standing counters on write: votes cast, comments written, positive comments, deals that reached best', async () => {
    const [voter, writer] = await createUsers(server.db, 2);
    const facts = async (userId: number) => {
      const [row] = await server.db
        .select({
          votesCast: users.votesCast,
          commentsWritten: users.commentsWritten,
          positiveComments: users.positiveComments,
          dealsReachedBest: users.dealsReachedBest,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    };
    const dealId = await createDeal(server.db, author.id);
    expect((await vote(voter!, dealId, true)).status).toBe(200);
    expect(await facts(voter!.id)).toMatchObject({ votesCast: 1 });
    expect((await vote(voter!, dealId, false)).status).toBe(200);
    expect(await facts(voter!.id)).toMatchObject({ votesCast: 1 });
    expect((await vote(voter!, dealId, false)).status).toBe(200);
    expect(await facts(voter!.id)).toMatchObject({ votesCast: 0 });

    const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: writer!.auth, body: { content: 'Dobra cena' } });
    expect(res.status).toBe(201);
    const commentId = ((await res.json()) as { id: number }).id;
    expect(await facts(writer!.id)).toMatchObject({ commentsWritten: 1, positiveComments: 0 });
    const like = (like: boolean) =>
      send(server.app, 'POST', `/api/deals/${dealId}/comment/${commentId}/like`, { auth: voter!.auth, body: { like } });
    expect((await like(true)).status).toBe(200);
    expect(await facts(writer!.id)).toMatchObject({ positiveComments: 1 });
    expect((await like(false)).status).toBe(200);
    expect(await facts(writer!.id)).toMatchObject({ positiveComments: 0 });
    expect((await like(true)).status).toBe(200);
    expect((await send(server.app, 'DELETE', `/api/deals/${dealId}/comment/${commentId}`, { auth: writer!.auth })).status).toBe(204);
    expect(await facts(writer!.id)).toMatchObject({ commentsWritten: 0, positiveComments: 0 });

    const [poster] = await createUsers(server.db, 1);
    const bestId = await createDeal(server.db, poster!.id);
    await voteAll(await createUsers(server.db, THRESHOLD), bestId);
    expect(await facts(poster!.id)).toMatchObject({ dealsReachedBest: 1 });
  });
});

describe('the best tab and the popular points follow the weighted score', () => {
  it('a ring of accounts made a minute earlier neither lists a deal as best nor earns its author points', async () => {
    const [poster] = await createUsers(server.db, 1);
    const dealId = await createDeal(server.db, poster!.id);
    await voteAll(await freshUsers(THRESHOLD * 3), dealId);
    expect(await dealRow(dealId)).toMatchObject({ votesCount: THRESHOLD * 3, weightedScore: 0, bestAt: null });
    expect(await listed(`&only_best=true&user_id=${poster!.id}`)).toEqual([]);
    expect(await popularBonus(poster!.id)).toEqual([]);
  });

  it('lists the deal as best and pays the 50 points once, when members (or half as many regulars) reach the threshold', async () => {
    const [poster, other] = await createUsers(server.db, 2);
    const byMembers = await createDeal(server.db, poster!.id);
    const members = await createUsers(server.db, THRESHOLD);
    await voteAll(members.slice(0, -1), byMembers);
    expect((await dealRow(byMembers)).bestAt).toBeNull();
    await voteAll(members.slice(-1), byMembers);
    expect((await dealRow(byMembers)).bestAt).toBeInstanceOf(Date);
    expect(await listed(`&only_best=true&user_id=${poster!.id}`)).toEqual([byMembers]);
    expect(await popularBonus(poster!.id)).toEqual([{ points: POPULAR_DEAL_POINTS }]);

    const byRegulars = await createDeal(server.db, other!.id);
    await voteAll(await regulars(THRESHOLD / 2), byRegulars);
    expect(await dealRow(byRegulars)).toMatchObject({ votesCount: THRESHOLD / 2, weightedScore: THRESHOLD });
    expect(await listed(`&only_best=true&user_id=${other!.id}`)).toEqual([byRegulars]);
    expect(await popularBonus(other!.id)).toEqual([{ points: POPULAR_DEAL_POINTS }]);
  });

  it('weighs 0 a vote of an account sharing a device with one that voted the same deal within the span', async () => {
    const [first, sock, later] = await createUsers(server.db, 3);
    const device = `device-${first!.id}`;
    await server.db.insert(anonymousDevices).values({ id: device, userId: sock!.id });
    await server.db.insert(deviceAccounts).values([
      { deviceId: device, userId: first!.id },
      { deviceId: device, userId: sock!.id },
      { deviceId: device, userId: later!.id },
    ]);
    const dealId = await createDeal(server.db, author.id);
    await voteAll([first!, sock!], dealId);
    expect(await voteWeight(first!.id, dealId)).toBe(1);
    expect(await voteWeight(sock!.id, dealId)).toBe(0);
    expect(await dealRow(dealId)).toMatchObject({ votesCount: 2, weightedScore: 1 });

    // Past the span the shared device no longer ties them.
    await server.db
      .update(votes)
      .set({ createdAt: ago(SHARED_DEVICE_SPAN_MS + 60_000) })
      .where(eq(votes.entityId, dealId));
    const otherDeal = await createDeal(server.db, author.id);
    await server.db.insert(votes).values({
      userId: first!.id,
      entityType: 'deal',
      entityId: otherDeal,
      value: 1,
      weight: 1,
      createdAt: ago(SHARED_DEVICE_SPAN_MS + 60_000),
    });
    await voteAll([later!], otherDeal);
    expect(await voteWeight(later!.id, otherDeal)).toBe(1);
  });

  it('takes back exactly the weight a vote added when it is cleared or turned', async () => {
    const dealId = await createDeal(server.db, author.id);
    const [regular] = await regulars(1);
    expect((await vote(regular!, dealId, true)).status).toBe(200);
    expect(await dealRow(dealId)).toMatchObject({ votesCount: 1, weightedScore: 2 });
    expect((await vote(regular!, dealId, false)).status).toBe(200);
    expect(await dealRow(dealId)).toMatchObject({ votesCount: -1, weightedScore: -2 });
    expect((await vote(regular!, dealId, false)).status).toBe(200);
    expect(await dealRow(dealId)).toMatchObject({ votesCount: 0, weightedScore: 0 });
  });
});

describe('community expiry weighs the reporters', () => {
  const reportExpired = (user: TestUser, dealId: number) =>
    send(server.app, 'POST', '/api/reports/', { auth: user.auth, body: { entity_id: dealId, entity_type: 'deal', ...EXPIRED_REPORT } });
  const expiresAt = async (dealId: number) =>
    (await server.db.select({ expiresAt: deals.expiresAt }).from(deals).where(eq(deals.id, dealId)))[0]?.expiresAt;

  it('records the reports of new accounts but never lets them expire a deal', async () => {
    const dealId = await createDeal(server.db, author.id);
    const ring = await freshUsers(5);
    for (const user of ring) expect((await reportExpired(user, dealId)).status).toBe(201);
    expect(await server.db.select({ weight: reports.weight }).from(reports).where(eq(reports.entityId, dealId))).toHaveLength(5);
    expect(await expiresAt(dealId)).toBeNull();
  });

  it('expires a deal on two regulars, not on two members, and on three members', async () => {
    const byRegulars = await createDeal(server.db, author.id);
    const [first, second] = await regulars(2);
    expect((await reportExpired(first!, byRegulars)).status).toBe(201);
    expect(await expiresAt(byRegulars)).toBeNull();
    expect((await reportExpired(second!, byRegulars)).status).toBe(201);
    expect(await expiresAt(byRegulars)).toBeInstanceOf(Date);

    const byMembers = await createDeal(server.db, author.id);
    const members = await createUsers(server.db, 3);
    for (const member of members.slice(0, 2)) expect((await reportExpired(member, byMembers)).status).toBe(201);
    expect(await expiresAt(byMembers)).toBeNull();
    expect((await reportExpired(members[2]!, byMembers)).status).toBe(201);
    expect(await expiresAt(byMembers)).toBeInstanceOf(Date);
  });
});

describe('the hot order', () => {
  /** A deal of its own author posted `ageMs` ago with the given weighted score (the rank is generated from both). */
  async function postedAgo(userId: number, ageMs: number, weightedScore = 0): Promise<number> {
    return createDeal(server.db, userId, { createdAt: ago(ageMs), weightedScore });
  }

  it('stores the hot rank the shared hotRank computes, for any score and posting time', async () => {
    const [poster] = await createUsers(server.db, 1);
    const cases = [
      { ageMs: 0, score: 0 },
      { ageMs: 5 * 60_000, score: 1 },
      { ageMs: 3 * HOUR_MS, score: -1 },
      { ageMs: 2 * DAY_MS, score: 250 },
      { ageMs: 400 * DAY_MS, score: -37 },
    ];
    for (const { ageMs, score } of cases) {
      const row = await dealRow(await postedAgo(poster!.id, ageMs, score));
      expect(row.hotRank).toBeCloseTo(hotRank(score, row.createdAt), 9);
    }
  });

  it('ranks deals posted minutes apart by their votes: +1 trusted vote above none above −1', async () => {
    const [poster] = await createUsers(server.db, 1);
    const [voter] = await createUsers(server.db, 1);
    const up = await postedAgo(poster!.id, 10 * 60_000);
    const none = await postedAgo(poster!.id, 5 * 60_000);
    const down = await postedAgo(poster!.id, 0);
    expect(await listed(`&sort_by=hot&user_id=${poster!.id}`)).toEqual([down, none, up]);
    expect((await vote(voter!, up, true)).status).toBe(200);
    expect((await vote(voter!, down, false)).status).toBe(200);
    expect(await listed(`&sort_by=hot&user_id=${poster!.id}`)).toEqual([up, none, down]);
    // A new account's vote moves nothing.
    const [fresh] = await freshUsers(1);
    expect((await vote(fresh!, none, false)).status).toBe(200);
    expect(await listed(`&sort_by=hot&user_id=${poster!.id}`)).toEqual([up, none, down]);
  });

  it('lets age win over hours and days: a tenfold score per HOT_DECAY_MS of age', async () => {
    const [poster] = await createUsers(server.db, 1);
    const fresh = await postedAgo(poster!.id, 0, 0);
    const halfDayFew = await postedAgo(poster!.id, HOT_DECAY_MS, 8);
    const halfDayMany = await postedAgo(poster!.id, HOT_DECAY_MS + 60_000, 12);
    const dayOldMany = await postedAgo(poster!.id, 2 * HOT_DECAY_MS, 150);
    const weekOldHuge = await postedAgo(poster!.id, 7 * DAY_MS, 100_000);
    expect(await listed(`&sort_by=hot&user_id=${poster!.id}`)).toEqual([dayOldMany, halfDayMany, fresh, halfDayFew, weekOldHuge]);
  });

  it('serves sort_by=hot with search, categories and the best tab, keeping pinned deals first as the best tab does', async () => {
    const [poster] = await createUsers(server.db, 1);
    const older = await createDeal(server.db, poster!.id, {
      title: 'Kawa ziarnista hotsort',
      categoryId: 'electronics',
      createdAt: ago(HOUR_MS),
      weightedScore: 40,
    });
    const newer = await createDeal(server.db, poster!.id, {
      title: 'Kawa mielona hotsort',
      categoryId: 'electronics',
      createdAt: ago(60_000),
    });
    const pinned = await createDeal(server.db, poster!.id, {
      title: 'Kawa hotsort przypięta',
      categoryId: 'electronics',
      createdAt: ago(DAY_MS),
      isPinned: true,
    });
    expect(await listed(`&sort_by=hot&search=hotsort`)).toEqual([pinned, older, newer]);
    expect(await listed(`&sort_by=hot&categories=electronics&user_id=${poster!.id}`)).toEqual([pinned, older, newer]);
    await server.db
      .update(deals)
      .set({ bestAt: sql`now()` })
      .where(inArray(deals.id, [older, newer, pinned]));
    expect(await listed(`&sort_by=hot&only_best=true&user_id=${poster!.id}`)).toEqual([pinned, older, newer]);
    expect(await listed(`&only_best=true&user_id=${poster!.id}`)).toEqual([pinned, newer, older]);
  });

  it('keeps a deal’s rank when its author edits it', async () => {
    const [poster, voter] = await createUsers(server.db, 2);
    const body = {
      url: `https://sklep.example/p/edit-${poster!.id}`,
      title: 'Monitor 27" za 599 zł',
      description: 'Najtańszy.',
      category: 'electronics',
    };
    const posted = await send(server.app, 'POST', '/api/deals/', { auth: poster!.auth, body });
    expect(posted.status).toBe(201);
    const dealId = ((await posted.json()) as { id: number }).id;
    expect((await vote(voter!, dealId, true)).status).toBe(200);
    const before = await dealRow(dealId);
    // PostgreSQL keeps microseconds that a Date drops: under a millisecond of age is below 2.4e-8 of rank.
    expect(before.hotRank).toBeCloseTo(hotRank(1, before.createdAt), 7);
    const edited = await send(server.app, 'PUT', `/api/deals/${dealId}`, {
      auth: poster!.auth,
      body: { ...body, title: 'Monitor 27" za 549 zł' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await dealRow(dealId)).hotRank).toBe(before.hotRank);
  });
});

describe('down-vote reasons', () => {
  it('stores an optional reason with a down-vote only, and clears it when the vote is cleared or turned up', async () => {
    const dealId = await createDeal(server.db, author.id);
    const [voter] = await createUsers(server.db, 1);
    await expectError(await vote(voter!, dealId, true, 'overpriced'), 400, 'ValidationError');
    await expectError(await vote(voter!, dealId, false, 'too-cheap'), 400, 'ValidationError');
    const reasonOf = async () =>
      (
        await server.db
          .select({ reason: votes.reason })
          .from(votes)
          .where(and(eq(votes.userId, voter!.id), eq(votes.entityId, dealId)))
      )[0]?.reason;
    expect((await vote(voter!, dealId, false, 'overpriced')).status).toBe(200);
    expect(await reasonOf()).toBe('overpriced');
    expect((await vote(voter!, dealId, true)).status).toBe(200);
    expect(await reasonOf()).toBeNull();
    expect((await vote(voter!, dealId, false, 'spam')).status).toBe(200);
    expect((await vote(voter!, dealId, false)).status).toBe(200);
    expect(await reasonOf()).toBeUndefined();
    // Never required.
    expect((await vote(voter!, dealId, false)).status).toBe(200);
    expect(await reasonOf()).toBeNull();
  });

  it('keeps a down-vote down when a reason is given for it, changing only the reason', async () => {
    const dealId = await createDeal(server.db, author.id);
    const [voter] = await createUsers(server.db, 1);
    const press = async (reason?: string) => {
      const res = await vote(voter!, dealId, false, reason);
      expect(res.status).toBe(200);
      return (await res.json()) as { votes_count: number; vote_value: number };
    };
    expect(await press()).toMatchObject({ votes_count: -1, vote_value: -1 });
    expect(await press('overpriced')).toMatchObject({ votes_count: -1, vote_value: -1 });
    expect(await press('spam')).toMatchObject({ votes_count: -1, vote_value: -1 });
    const [row] = await server.db
      .select({ reason: votes.reason, value: votes.value })
      .from(votes)
      .where(and(eq(votes.userId, voter!.id), eq(votes.entityId, dealId)));
    expect(row).toEqual({ reason: 'spam', value: -1 });
    expect(await press()).toMatchObject({ votes_count: 0, vote_value: 0 });
  });

  it('tells the author alone how many down-votes gave each reason', async () => {
    const [poster, stranger] = await createUsers(server.db, 2);
    const dealId = await createDeal(server.db, poster!.id);
    const voters = await createUsers(server.db, 4);
    expect((await vote(voters[0]!, dealId, false, 'overpriced')).status).toBe(200);
    expect((await vote(voters[1]!, dealId, false, 'overpriced')).status).toBe(200);
    expect((await vote(voters[2]!, dealId, false, 'unavailable')).status).toBe(200);
    expect((await vote(voters[3]!, dealId, false)).status).toBe(200);
    const path = `/api/deals/${dealId}/downvote-reasons`;
    const res = await send(server.app, 'GET', path, { auth: poster!.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { overpriced: 2, unavailable: 1, not_a_deal: 0, spam: 0, other: 0 } });
    await expectError(await send(server.app, 'GET', path, { auth: stranger!.auth }), 403, 'Forbidden');
    await expectError(await send(server.app, 'GET', path), 401, 'Unauthorized');
    await expectError(await send(server.app, 'GET', '/api/deals/999999/downvote-reasons', { auth: poster!.auth }), 404, 'NotFound');
  });
});

describe('new-account limits', () => {
  const twoLinks = 'Taniej tu: https://sklep.example/a oraz www.inny-sklep.pl/b';

  it(`refuses a new account more than ${NEW_ACCOUNT_LIMITS.linksPerComment} link in a comment, naming the rule; members may`, async () => {
    const dealId = await createDeal(server.db, author.id);
    const [fresh] = await freshUsers(1);
    const [unverified] = await createUsers(server.db, 1, { emailVerifiedAt: null });
    const [member] = await createUsers(server.db, 1);
    const post = (user: TestUser, content: string) =>
      send(server.app, 'POST', `/api/deals/${dealId}/comment`, { auth: user.auth, body: { content } });
    for (const user of [fresh!, unverified!]) {
      const message = await expectError(await post(user, twoLinks), 400, 'ValidationError');
      expect(message).toBe(VALIDATION_MESSAGES.commentLinksNewAccount);
    }
    expect((await post(fresh!, 'Jeden link: https://sklep.example/a')).status).toBe(201);
    expect((await post(member!, twoLinks)).status).toBe(201);
    expect(await server.db.select({ id: comments.id }).from(comments).where(eq(comments.userId, fresh!.id))).toHaveLength(1);
  });

  it(`lets a new account post ${NEW_ACCOUNT_LIMITS.dealsPerDay} deals a day, then 429 with Retry-After`, async () => {
    const [fresh] = await freshUsers(1);
    let n = 0;
    const submit = () =>
      send(server.app, 'POST', '/api/deals/', {
        auth: fresh!.auth,
        body: {
          url: `https://sklep.example/p/${fresh!.id}-${++n}`,
          title: 'Monitor 27" za 599 zł',
          description: 'Najtańszy.',
          category: 'electronics',
        },
      });
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.dealsPerDay; i++) expect((await submit()).status).toBe(201);
    const refused = await submit();
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expectError(refused, 429, 'TooManyRequests');
  });
});
