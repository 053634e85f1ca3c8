import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaches } from '@/server/caches';
import type { AppCaches } from '@/server/deps';
import { inboxItems, pushOutbox, pushSubscriptions } from '@/server/db/schema';
import { createPushDispatcher, PUSH_MAX_ATTEMPTS, type PushDispatcher } from '@/server/push/dispatcher';
import { sendPush } from '@/server/push/send';
import { vapidKeys } from '@/server/push/vapid';
import { onDealVotesChanged } from '@/server/services/alert-triggers';
import type { AppConfig } from '@/shared/schemas/config';
import type { DealDetail } from '@/shared/schemas/deal';
import type { PushPayload } from '@/shared/schemas/push';
import { nextWarsawClock } from '@/shared/warsaw-day';
import { memoryLogger, testEnv, useTestServer } from '../helpers/app';
import { startFakePushService, type FakePushService } from '../helpers/fake-push-service';
import { call, createUser, expectError } from '../helpers/rewards-fixtures';

let fake: FakePushService;
/** The dispatcher's clock runs with the real one (rows are stamped by the database's now()), shifted by the tests. */
let shiftMs = 0;
const now = () => new Date(Date.now() + shiftMs);
const moveClock = (ms: number) => (shiftMs += ms);
const setClock = (at: Date) => (shiftMs = at.getTime() - Date.now());
const env = () => testEnv({ PUSH_ENDPOINT_ALLOWLIST: fake.host });
/** Shared by the app and every dispatcher, as `startServer` shares them. */
let caches: AppCaches;
const dispatcher = (): PushDispatcher => createPushDispatcher({ db: server.db, caches, env: env(), logger: memoryLogger(), now });
let push: PushDispatcher;

beforeAll(async () => {
  fake = await startFakePushService();
});

afterAll(async () => {
  await fake?.close();
});

const server = useTestServer({
  app: () => {
    caches = createCaches(env());
    push = dispatcher();
    return { env: env(), caches, push };
  },
});

beforeEach(() => {
  shiftMs = 0;
  fake.answer(201);
  fake.received.length = 0;
  fake.refused.length = 0;
});

/** A member with an alert on `keyword` and one browser subscribed to the fake push service. */
async function subscriber(keyword: string, rules: Record<string, unknown> = {}) {
  const user = await createUser(server.db);
  expect((await call(server.app, 'POST', '/api/users/alerts', { user, body: { keyword, ...rules } })).status).toBe(201);
  const device = fake.subscribe();
  expect((await call(server.app, 'POST', '/api/users/push-subscriptions', { user, body: { ...device, locale: 'pl' } })).status).toBe(204);
  return { user, device };
}

/** Another member posts a deal through the API (a fresh poster each time: posting is rate-limited per account). */
async function postDeal(title: string, newPrice = 19_900, extra: Record<string, unknown> = {}): Promise<DealDetail> {
  const poster = await createUser(server.db);
  const res = await call(server.app, 'POST', '/api/deals/', {
    user: poster,
    body: {
      url: `https://www.x-kom.pl/p/${Math.random().toString(36).slice(2)}`,
      title,
      description: 'Dobra cena, dostawa jutro.',
      new_price: newPrice,
      old_price: newPrice * 2,
      currency: 'PLN',
      shipping: 'free',
      category: 'electronics',
      released_at: null,
      expires_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      ...extra,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  // Its alert job runs as the server runs it after the answer.
  await server.drainAlertJobs();
  return (await res.json()) as DealDetail;
}

const outboxOf = (subscriptionId: number) => server.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId));
const subscriptionId = async (endpoint: string) =>
  (await server.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0]?.id;

describe('Web Push delivery of alert matches', () => {
  it('pushes a matching deal once, encrypted for the browser and signed with the key GET /api/config/ gives', async () => {
    const { user, device } = await subscriber('słuchawki');
    const secondDevice = fake.subscribe();
    await call(server.app, 'POST', '/api/users/push-subscriptions', { user, body: secondDevice });
    const deal = await postDeal('Słuchawki Sony WH-1000XM5 za 999 zł', 99_900);
    expect(fake.received).toEqual([]);

    await push.drain();
    expect(fake.refused).toEqual([]);
    expect(fake.received.map((push) => push.endpoint).sort()).toEqual([device.endpoint, secondDevice.endpoint].sort());
    const [item] = await server.db.select().from(inboxItems).where(eq(inboxItems.userId, user.id));
    expect(fake.received[0]?.payload).toEqual({
      kind: 'deal',
      title: 'Słuchawki Sony WH-1000XM5 za 999 zł',
      // Without the shop's 30-day low, the -50% is only the shop's word, and says so.
      body: '999\u00a0zł · reklamowana: -50% · x-kom.pl\nTwój alert „słuchawki”',
      url: `/deals/${deal.id}/${deal.slug}`,
      lang: 'pl',
      tag: `deal-${deal.id}`,
      image: null,
      unread_count: 1,
      inbox_item_id: item?.id,
      read_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const config = (await (await server.app.request('/api/config/')).json()) as AppConfig;
    expect(fake.received[0]?.vapidKey).toBe(config.push.vapid_public_key);
    expect(fake.received[0]?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });

    // Nothing is left to send, and the deal reaching 10 votes (another rule of the same member) tells them nothing new.
    expect(await outboxOf((await subscriptionId(device.endpoint)) ?? 0)).toEqual([]);
    await server.db.transaction((tx) => onDealVotesChanged(tx, deal.id, 9, 10));
    await server.drainAlertJobs();
    await push.drain();
    expect(fake.received).toHaveLength(2);
  });

  it('leads with the discount against the 30-day low, as every other surface does', async () => {
    await subscriber('czajnik');
    await postDeal('Czajnik Bosch', 9_800, { lowest_price_30d: 10_000 });
    await push.drain();
    await postDeal('Czajnik Philips', 9_800, { lowest_price_30d: 9_500 });
    await push.drain();
    expect(fake.received.map((push) => (push.payload as PushPayload).body)).toEqual([
      '98\u00a0zł · -2% wobec najniższej ceny z 30 dni · x-kom.pl\nTwój alert „czajnik”',
      '98\u00a0zł · brak obniżki wobec najniższej ceny z 30 dni · x-kom.pl\nTwój alert „czajnik”',
    ]);
  });

  it('sends nothing for a deal the rules drop, and nothing to members without a device', async () => {
    await subscriber('laptop', { exclude_words: ['odnowiony'], max_price: 300_000 });
    const withoutDevice = await createUser(server.db);
    await call(server.app, 'POST', '/api/users/alerts', { user: withoutDevice, body: { keyword: 'laptop' } });
    await postDeal('Laptop odnowiony Dell za 1200 zł', 120_000);
    await postDeal('Laptop Lenovo Legion za 5999 zł', 599_900);
    await push.drain();
    expect(fake.received).toEqual([]);
    expect(await server.db.$count(pushOutbox)).toBe(0);
  });

  it('marks the item read from the notification with the payload token, and refuses another token with 404', async () => {
    const { user } = await subscriber('kawa');
    await postDeal('Kawa ziarnista 1 kg za 49 zł', 4_900);
    await push.drain();
    const payload = fake.received[0]?.payload as Extract<PushPayload, { kind: 'deal' }>;
    const other = { inbox_item_id: payload.inbox_item_id + 1, token: payload.read_token };
    await expectError(await call(server.app, 'POST', '/api/push/read', { body: other }), 404, 'NotFound');
    await expectError(await call(server.app, 'POST', '/api/push/read', { body: { inbox_item_id: 'x', token: 1 } }), 400, 'ValidationError');
    const res = await call(server.app, 'POST', '/api/push/read', {
      body: { inbox_item_id: payload.inbox_item_id, token: payload.read_token },
    });
    expect(res.status).toBe(204);
    const [item] = await server.db.select().from(inboxItems).where(eq(inboxItems.userId, user.id));
    expect(item?.readAt).toBeInstanceOf(Date);
  });

  it('deletes a subscription the push service answers 410 for', async () => {
    const { device } = await subscriber('rower');
    fake.answer(410);
    await postDeal('Rower górski Kross za 1999 zł');
    await push.drain();
    expect(await subscriptionId(device.endpoint)).toBeUndefined();
    expect(await server.db.$count(pushOutbox)).toBe(0);
  });

  it('retries a push service fault with growing delays, delivers once it recovers, and gives up after the last try', async () => {
    const { device } = await subscriber('telewizor');
    fake.answer(503);
    await postDeal('Telewizor LG OLED 55 za 3999 zł');
    const before = now().getTime();
    await push.drain();
    const after = now().getTime();
    const id = (await subscriptionId(device.endpoint)) ?? 0;
    const [first] = await outboxOf(id);
    expect(first?.attempts).toBe(1);
    expect(first?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(first?.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + 30_000);

    // Not due before the delay; due after it, and the recovered service gets it.
    setClock(new Date(before + 29_000));
    await push.drain();
    expect((await outboxOf(id))[0]?.attempts).toBe(1);
    fake.answer(201);
    setClock(new Date(after + 31_000));
    await push.drain();
    expect(fake.received.map((push) => push.endpoint)).toEqual([device.endpoint]);
    expect(await outboxOf(id)).toEqual([]);

    fake.answer(500);
    await postDeal('Telewizor Samsung QLED za 2999 zł');
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt++) {
      await push.drain();
      moveClock(4 * 3_600_000);
    }
    expect(await outboxOf(id)).toEqual([]);
    expect(await subscriptionId(device.endpoint)).toBe(id);
  });

  it('still delivers, once, what was committed before a restart', async () => {
    const { device } = await subscriber('ekspres');
    await postDeal('Ekspres do kawy DeLonghi za 1499 zł');
    // The instance that committed the deal stopped before sending; a new one starts on the same database.
    const restarted = dispatcher();
    await restarted.drain();
    await restarted.drain();
    await push.drain();
    expect(fake.received.map((push) => push.endpoint)).toEqual([device.endpoint]);
  });

  it('holds pushes during quiet hours and sends them as one summary when they end', async () => {
    const { user, device } = await subscriber('klocki');
    const settings = await call(server.app, 'PUT', '/api/users/notification-settings', {
      user,
      body: { quiet_hours: { start: '22:00', end: '07:00' }, email_digest: false, locale: 'pl' },
    });
    expect(await settings.json()).toEqual({
      quiet_hours: { start: '22:00', end: '07:00' },
      email_digest: false,
      digest_hour: 8,
      favourite_reminders: true,
      locale: 'pl',
    });
    await postDeal('Klocki LEGO Technic za 299 zł');
    await postDeal('Klocki LEGO City za 99 zł');
    setClock(nextWarsawClock(new Date(), 23 * 60));
    await push.drain();
    expect(fake.received).toEqual([]);
    const morning = nextWarsawClock(now(), 7 * 60);
    const held = await outboxOf((await subscriptionId(device.endpoint)) ?? 0);
    expect(held.map((row) => [row.nextAttemptAt, row.attempts])).toEqual([
      [morning, 0],
      [morning, 0],
    ]);

    setClock(new Date(morning.getTime() + 1_000));
    await push.drain();
    expect(fake.received.map((push) => push.payload)).toEqual([
      {
        kind: 'summary',
        title: '2 nowe okazje dla Ciebie',
        body: 'Przyszły w Twoich godzinach ciszy. Otwórz skrzynkę, aby je zobaczyć.',
        url: '/account/inbox',
        lang: 'pl',
        tag: 'alerts-summary',
        unread_count: 2,
        count: 2,
      },
    ]);
  });

  it('sends a test notification to the caller’s own device in its language, and 404 for a device not theirs', async () => {
    const user = await createUser(server.db);
    const device = fake.subscribe();
    await call(server.app, 'POST', '/api/users/push-subscriptions', { user, body: { ...device, locale: 'en' } });
    const res = await call(server.app, 'POST', '/api/users/push-subscriptions/test', { user, body: { endpoint: device.endpoint } });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ queued: true });
    await push.drain();
    expect(fake.received.map((push) => push.payload)).toEqual([
      {
        kind: 'test',
        title: 'Notifications are on',
        body: 'This is how deals from your alerts will reach this device.',
        url: '/account/alerts',
        lang: 'en',
        tag: 'test',
        unread_count: null,
      },
    ]);
    const stranger = await createUser(server.db);
    const theirs = await call(server.app, 'POST', '/api/users/push-subscriptions/test', {
      user: stranger,
      body: { endpoint: device.endpoint },
    });
    await expectError(theirs, 404, 'NotFound');
  });

  it('moves a device to the subscription its browser replaced the old one with, proven by the old auth secret', async () => {
    const { device } = await subscriber('głośnik');
    const renewed = fake.subscribe();
    const renew = (oldAuth: string, subscription: unknown) =>
      call(server.app, 'POST', '/api/push/renew', { body: { old_endpoint: device.endpoint, old_auth: oldAuth, subscription } });

    await expectError(await renew(renewed.keys.auth, renewed), 404, 'NotFound');
    const offList = { ...renewed, endpoint: 'https://push.example.com/x' };
    await expectError(await renew(device.keys.auth, offList), 400, 'ValidationError');
    expect((await renew(device.keys.auth, renewed)).status).toBe(204);
    expect(await subscriptionId(device.endpoint)).toBeUndefined();

    await postDeal('Głośnik JBL Charge 5 za 499 zł');
    await push.drain();
    expect(fake.refused).toEqual([]);
    expect(fake.received.map((push) => [push.endpoint, (push.payload as PushPayload).lang])).toEqual([[renewed.endpoint, 'pl']]);
  });

  it('never posts to an endpoint off the allowlist, whatever is stored', async () => {
    const keys = await vapidKeys(server.db, caches.vapidKeys);
    const device = fake.subscribe();
    const outcome = await sendPush(
      { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
      { kind: 'test', title: 't', body: 'b', url: '/', lang: 'pl', tag: 'test', unread_count: null },
      { vapid: keys, subject: 'mailto:push@okazje.invalid', allowlist: ['127.0.0.1:1'] },
    );
    expect(outcome).toBe('rejected');
    expect(fake.received).toEqual([]);
    expect(fake.refused).toEqual([]);
  });
});

describe('GET and PUT /api/users/notification-settings', () => {
  it('answers the defaults, saves quiet hours and the digest, and refuses bad times in the error shape', async () => {
    const user = await createUser(server.db);
    const get = await call(server.app, 'GET', '/api/users/notification-settings', { user });
    expect(await get.json()).toEqual({ quiet_hours: null, email_digest: false, digest_hour: 8, favourite_reminders: true, locale: 'pl' });
    const saved = await call(server.app, 'PUT', '/api/users/notification-settings', {
      user,
      body: { quiet_hours: null, email_digest: true, digest_hour: 21, locale: 'en' },
    });
    expect(await saved.json()).toEqual({ quiet_hours: null, email_digest: true, digest_hour: 21, favourite_reminders: true, locale: 'en' });
    for (const [quiet, message] of [
      [{ start: '24:00', end: '07:00' }, 'quiet_hours.start must be a time HH:MM'],
      [{ start: '22:00', end: '22:00' }, 'the start and the end must differ'],
      ['22-7', 'quiet_hours must be an object or null'],
    ] as const) {
      const res = await call(server.app, 'PUT', '/api/users/notification-settings', {
        user,
        body: { quiet_hours: quiet, email_digest: false },
      });
      expect(await expectError(res, 400, 'ValidationError')).toContain(message);
    }
    await expectError(await call(server.app, 'GET', '/api/users/notification-settings'), 401, 'Unauthorized');
  });
});
