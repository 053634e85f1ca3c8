import { describe, expect, it } from 'vitest';
import type { InboxResponse } from '@/shared/schemas/rewards';
import { useTestServer } from '../helpers/app';
import { call, createUser, type TestUser } from '../helpers/rewards-fixtures';

const server = useTestServer();

const inbox = async (user: TestUser) => (await (await call(server.app, 'GET', '/api/inbox/', { user })).json()) as InboxResponse;

describe('keyword alerts through the deal routes', () => {
  it('a submitted matching deal lands in the inbox once; an alert set to 10 votes tells its member once, at 10', async () => {
    const [fan, votesFan, author] = [await createUser(server.db), await createUser(server.db), await createUser(server.db)];
    expect((await call(server.app, 'POST', '/api/users/alerts', { user: fan, body: { keyword: 'słuchawki sony' } })).status).toBe(201);
    const votesAlert = { keyword: 'sony', notify_at: 'votes_10' };
    expect((await call(server.app, 'POST', '/api/users/alerts', { user: votesFan, body: votesAlert })).status).toBe(201);
    expect((await call(server.app, 'POST', '/api/users/alerts', { user: author, body: { keyword: 'sluchawki' } })).status).toBe(201);

    const submitted = await call(server.app, 'POST', '/api/deals/', {
      user: author,
      body: {
        url: 'https://www.x-kom.pl/p/123',
        title: 'SŁUCHAWKI Sony WH-1000XM5 taniej o 300 zł',
        description: 'Świetna cena, wysyłka gratis.',
        category: 'electronics',
      },
    });
    expect(submitted.status).toBe(201);
    const { id: dealId } = (await submitted.json()) as { id: number };
    await server.drainAlertJobs();

    const afterCreate = await inbox(fan);
    expect(afterCreate.data.map((i) => [i.deal?.id, i.trigger, i.keyword])).toEqual([[dealId, 'created', 'słuchawki sony']]);
    expect(afterCreate.metadata.unread_count).toBe(1);
    expect((await inbox(author)).data).toEqual([]);
    expect((await inbox(votesFan)).data).toEqual([]);

    const voters = await Promise.all(Array.from({ length: 10 }, () => createUser(server.db)));
    for (const voter of voters) {
      expect((await call(server.app, 'POST', `/api/deals/${dealId}/like`, { user: voter, body: { like: true } })).status).toBe(200);
    }
    // 10 → 9 → 10: the threshold is crossed again, the item is not repeated.
    await call(server.app, 'POST', `/api/deals/${dealId}/like`, { user: voters[0], body: { like: true } });
    await call(server.app, 'POST', `/api/deals/${dealId}/like`, { user: voters[0], body: { like: true } });
    await server.drainAlertJobs();

    // The member told at creation is not told again; the one waiting for 10 votes is told once.
    expect((await inbox(fan)).data.map((i) => i.trigger)).toEqual(['created']);
    const afterVotes = await inbox(votesFan);
    expect(afterVotes.data.map((i) => [i.trigger, i.keyword])).toEqual([['votes_10', 'sony']]);
    expect(afterVotes.data[0]?.deal?.votes_count).toBe(10);
  }, 60_000);
});
