import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv, useTestServer } from '../helpers/app';
import { createDeal, createUsers, send, type TestUser } from '../helpers/community-fixtures';

const THRESHOLD = 3;
const ROUNDS = 25;

// PGlite runs one statement at a time, so transactions never interleave there; only PostgreSQL's pool can deadlock.
describe.runIf(process.env.TEST_DATABASE_URL)('votes racing on PostgreSQL', () => {
  const server = useTestServer({ app: { env: testEnv({ POPULAR_THRESHOLD: String(THRESHOLD), LIST_CACHE_TTL_MS: '0' }) } });
  let first: TestUser;
  let second: TestUser;

  beforeAll(async () => {
    [first, second] = (await createUsers(server.db, 2)) as [TestUser, TestUser];
  });

  // Each vote moves the voter's counters and, crossing the threshold, the author's: two members voting each other's
  // deals over the line at once touch the same two account rows from opposite ends.
  it('answers both of two members who vote each other’s deals into the best tab at the same moment', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const byFirst = await createDeal(server.db, first.id, { weightedScore: THRESHOLD - 1 });
      const bySecond = await createDeal(server.db, second.id, { weightedScore: THRESHOLD - 1 });
      const answers = await Promise.all([
        send(server.app, 'POST', `/api/deals/${bySecond}/like`, { auth: first.auth, body: { like: true } }),
        send(server.app, 'POST', `/api/deals/${byFirst}/like`, { auth: second.auth, body: { like: true } }),
      ]);
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
