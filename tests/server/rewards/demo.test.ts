import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { SITE_NAME } from '@/shared/constants';
import type { ListResponse } from '@/shared/schemas/common';
import type { InboxResponse, KeywordAlert, Lootbox, PointsHistoryResponse, Prize, UserPrize } from '@/shared/schemas/rewards';
import { sessionHeaders, useTestServer } from '../helpers/app';
import { call, type TestUser } from '../helpers/rewards-fixtures';

const server = useTestServer({ seed: true });
let demo: TestUser;

beforeAll(async () => {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com'));
  demo = { id: row!.id, headers: await sessionHeaders(server.db, row!.id) };
});

const get = async <T>(path: string, user?: TestUser): Promise<T> => {
  const res = await call(server.app, 'GET', path, { user });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('the seeded demo account', () => {
  it('has prizes to buy, its three prize requests and a positive balance', async () => {
    const available = await get<{ data: Prize[] }>('/api/prizes/available?market_id=1');
    expect(available.data).toHaveLength(6);
    expect(available.data.every((p) => p.prize_images.length === 1)).toBe(true);
    const mine = await get<ListResponse<UserPrize>>('/api/prizes/', demo);
    expect(mine.data.map((p) => p.status)).toEqual(['pending', 'success', 'rejected']);
    const history = await get<PointsHistoryResponse>('/api/prizes/points-history?per_page=100', demo);
    expect(history.metadata.balance).toBe(history.data.reduce((sum, e) => sum + e.points, 0));
    expect(history.metadata.balance).toBeGreaterThan(0);
  });

  it('names the brand of the branded prizes as the app names itself, never the web address', async () => {
    const { data } = await get<{ data: Prize[] }>('/api/prizes/available?market_id=1');
    const titles = data.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining([`Kubek ${SITE_NAME}`, `Bluza z logo ${SITE_NAME}`]));
    expect(titles.filter((title) => /okazje\.pl/i.test(title))).toEqual([]);
  });

  it('sees two lootboxes whose odds add up to 1', async () => {
    const { data } = await get<{ data: Lootbox[] }>('/api/lootboxes/');
    expect(data.map((b) => b.title)).toEqual(['Skrzynka brązowa', 'Skrzynka złota']);
    for (const box of data) expect(box.odds.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 10);
  });

  it('has two alerts and PlayStation 5 items in the inbox, one of them read', async () => {
    const alerts = await get<ListResponse<KeywordAlert>>('/api/users/alerts', demo);
    expect(alerts.data.map((a) => a.keyword)).toEqual(['PlayStation 5', 'Słuchawki']);
    const inbox = await get<InboxResponse>('/api/inbox/', demo);
    expect(inbox.data.length).toBeGreaterThan(0);
    expect(inbox.data.every((i) => /playstation 5/i.test(i.deal?.title ?? ''))).toBe(true);
    expect(inbox.metadata.unread_count).toBe(inbox.data.length - 1);
  });

  it('can claim today’s daily bonus (the seed only claimed past days)', async () => {
    expect((await call(server.app, 'POST', '/api/users/daily', { user: demo })).status).toBe(200);
  });
});
