import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealImages, inboxItems, keywordAlerts } from '@/server/db/schema';
import { INBOX_LIMIT } from '@/shared/constants';
import type { InboxItem, InboxResponse } from '@/shared/schemas/rewards';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createUser, expectError, newKey, type TestUser } from '../helpers/rewards-fixtures';

const server = useTestServer();
let reader: TestUser;
let author: TestUser;
/** Inbox item ids of `reader`, oldest first: 45 items, one a minute, every third a votes_10, the oldest 5 read. */
const ids: number[] = [];

beforeAll(async () => {
  reader = await createUser(server.db);
  author = await createUser(server.db);
  const [alert] = await server.db
    .insert(keywordAlerts)
    .values({ userId: reader.id, keyword: 'Łódka', keywordNormalized: 'lodka' })
    .returning({ id: keywordAlerts.id });
  for (let i = 0; i < 45; i++) {
    const dealId = await createDeal(server.db, author.id, `Łódka nr ${i} & wiosło`);
    const [row] = await server.db
      .insert(inboxItems)
      .values({
        userId: reader.id,
        dealId,
        alertId: alert!.id,
        trigger: i % 3 === 0 ? 'votes_10' : 'created',
        readAt: i < 5 ? new Date(Date.UTC(2026, 0, 2)) : null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })
      .returning({ id: inboxItems.id });
    ids.push(row!.id);
  }
});

const inbox = async (user: TestUser, query = '') => {
  const res = await call(server.app, 'GET', `/api/inbox/${query}`, { user });
  expect(res.status).toBe(200);
  return (await res.json()) as InboxResponse;
};

describe('GET /api/inbox/', () => {
  it(`shows only the newest ${INBOX_LIMIT}, newest first, with the deal summary and the unread count`, async () => {
    const body = await inbox(reader);
    expect(body.data).toHaveLength(INBOX_LIMIT);
    expect(body.data.map((i) => i.id)).toEqual([...ids].reverse().slice(0, INBOX_LIMIT));
    expect(body.metadata).toEqual({ pages_count: 1, count: INBOX_LIMIT, unread_count: INBOX_LIMIT });
    const newest = body.data[0]!;
    expect(newest).toMatchObject({ trigger: 'created', read_at: null, keyword: 'Łódka' });
    expect(newest.deal).toMatchObject({
      title: 'Łódka nr 44 & wiosło',
      slug: 'lodka-nr-44-and-wioslo',
      votes_count: 0,
      image_url: null,
      shop_name: null,
    });
  });

  it('pages inside the newest 40 only', async () => {
    const third = await inbox(reader, '?per_page=15&page=3');
    expect(third.data.map((i) => i.id)).toEqual([...ids].reverse().slice(30, 40));
    expect(third.metadata.pages_count).toBe(3);
    expect((await inbox(reader, '?per_page=15&page=4')).data).toEqual([]);
    await expectError(await call(server.app, 'GET', '/api/inbox/?per_page=41', { user: reader }), 400, 'ValidationError');
  });

  it('filters by trigger with type', async () => {
    const votes = await inbox(reader, '?type=votes_10');
    expect(votes.data.every((i) => i.trigger === 'votes_10')).toBe(true);
    expect(votes.metadata.count).toBe(15);
    await expectError(await call(server.app, 'GET', '/api/inbox/?type=votes_11', { user: reader }), 400, 'ValidationError');
  });

  it('shows the first image of the deal', async () => {
    const stranger = await createUser(server.db);
    const dealId = await createDeal(server.db, author.id, 'Kajak');
    await server.db.insert(dealImages).values([
      { dealId, url: '/media/k2.webp', width: 10, height: 10, position: 1 },
      {
        dealId,
        url: '/media/k1.webp',
        width: 10,
        height: 10,
        position: 0,
        variants: [{ width: 320, height: 320, url: '/media/k1-320.webp' }],
      },
    ]);
    await server.db.insert(inboxItems).values({ userId: stranger.id, dealId, trigger: 'created' });
    const body = await inbox(stranger);
    expect(body.data[0]?.deal?.image_url).toBe('/media/k1-320.webp');
    expect(body.data[0]?.keyword).toBeNull();
  });

  it('is for signed-in users only', async () => {
    await expectError(await call(server.app, 'GET', '/api/inbox/'), 401, 'Unauthorized');
  });
});

describe('marking items read', () => {
  it('POST /api/inbox/{id}/read sets read_at once; another user gets 404', async () => {
    const id = ids[44]!;
    const first = await call(server.app, 'POST', `/api/inbox/${id}/read`, { user: reader });
    expect(first.status).toBe(200);
    const item = (await first.json()) as InboxItem;
    expect(item.read_at).not.toBeNull();
    const again = (await (await call(server.app, 'POST', `/api/inbox/${id}/read`, { user: reader })).json()) as InboxItem;
    expect(again.read_at).toBe(item.read_at);
    expect((await inbox(reader)).metadata.unread_count).toBe(INBOX_LIMIT - 1);
    await expectError(await call(server.app, 'POST', `/api/inbox/${id}/read`, { user: author }), 404, 'NotFound');
    await expectError(await call(server.app, 'POST', '/api/inbox/99999999/read', { user: reader }), 404, 'NotFound');
  });

  it('a repeated Idempotency-Key replays the answer', async () => {
    const key = newKey();
    const first = await call(server.app, 'POST', `/api/inbox/${ids[43]!}/read`, { user: reader, key });
    const again = await call(server.app, 'POST', `/api/inbox/${ids[43]!}/read`, { user: reader, key });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('POST /api/inbox/read-all clears the badge and leaves other users alone', async () => {
    const other = await createUser(server.db);
    const dealId = await createDeal(server.db, author.id, 'Ponton');
    await server.db.insert(inboxItems).values({ userId: other.id, dealId, trigger: 'created' });
    const res = await call(server.app, 'POST', '/api/inbox/read-all', { user: reader, body: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unread_count: 0 });
    expect((await inbox(reader)).metadata.unread_count).toBe(0);
    const unreadOfReader = await server.db.select().from(inboxItems).where(eq(inboxItems.userId, reader.id));
    expect(unreadOfReader.every((i) => i.readAt !== null)).toBe(true);
    expect((await inbox(other)).metadata.unread_count).toBe(1);
  });
});
