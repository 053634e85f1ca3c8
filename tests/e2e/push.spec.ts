import type { CDPSession } from '@playwright/test';
import { startFakePushService, type FakePushService } from '../server/helpers/fake-push-service';
import { FAKE_PUSH_PORT, login, registerVerified, type TokenPair } from './support';
import { expect, test } from './test';

test.use({ serviceWorkers: 'allow' });

let fake: FakePushService;

test.beforeAll(async () => {
  fake = await startFakePushService(FAKE_PUSH_PORT);
});

test.afterAll(async () => {
  await fake?.close();
});

interface DealPush {
  kind: 'deal';
  title: string;
  body: string;
  url: string;
  tag: string;
  inbox_item_id: number;
}

/**
 * The id of the page's service-worker registration, which CDP's deliverPushMessage addresses. Registrations are
 * reported once the ServiceWorker domain is on.
 */
async function registrationId(cdp: CDPSession): Promise<string> {
  const reported = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return reported;
}

test('a member turns notifications on, gets a test and an alert push, and its click opens the deal and reads it', async ({
  page,
  context,
}) => {
  const member = await registerVerified(page.request, 'push');
  const tokens: TokenPair = await login(page.request, member.email, member.password);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const keyword = `pushix${Date.now().toString(36)}`;
  expect((await page.request.post('/api/users/alerts', { headers: auth, data: { keyword } })).status()).toBe(201);

  // Chromium here cannot reach Google's push service, so PushManager hands out a subscription of the fake service
  // instead (what FCM would give); everything after it is real: the page's request, the server's encrypted and signed
  // push, and the delivery to the service worker.
  const device = fake.subscribe();
  await page.addInitScript((subscription) => {
    const stored = { current: null as PushSubscription | null };
    const made = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => subscription,
      getKey: () => null,
      unsubscribe: async () => {
        stored.current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (stored.current = made);
    PushManager.prototype.getSubscription = async () => stored.current;
  }, device);
  await context.grantPermissions(['notifications']);

  await page.goto('/');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('accessToken', access_token);
    localStorage.setItem('refreshToken', refresh_token);
  }, tokens);
  await page.goto('/account/alerts');
  await page.evaluate(() => navigator.serviceWorker.ready);

  const toggle = page.getByRole('switch', { name: 'Powiadomienia na tym urządzeniu' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Powiadomienia na tym urządzeniu są włączone')).toBeVisible();
  await expect(toggle).toBeChecked();

  await page.getByRole('button', { name: 'Wyślij powiadomienie testowe' }).click();
  await expect(page.getByText('Wysłano – za chwilę powinno się pojawić')).toBeVisible();
  await expect.poll(() => fake.received.map((push) => (push.payload as { kind: string }).kind)).toEqual(['test']);

  // Another member posts a deal the alert matches: the server pushes it to this device.
  const poster = await registerVerified(page.request, 'pusher');
  const posterTokens = await login(page.request, poster.email, poster.password);
  const title = `Słuchawki ${keyword.toUpperCase()} za 199 zł`;
  const submitted = await page.request.post('/api/deals/', {
    headers: { Authorization: `Bearer ${posterTokens.access_token}` },
    data: {
      url: `https://www.example.com/sluchawki-${keyword}`,
      title,
      description: 'Świetne słuchawki w najniższej cenie.',
      new_price: 19_900,
      currency: 'PLN',
      category: 'electronics',
    },
  });
  expect(submitted.status()).toBe(201);
  const deal = (await submitted.json()) as { id: number; slug: string };
  await expect.poll(() => fake.received.length).toBe(2);
  const push = fake.received[1]?.payload as DealPush;
  expect(push).toMatchObject({ kind: 'deal', title, url: `/deals/${deal.id}/${deal.slug}`, tag: `deal-${deal.id}` });

  // The push service hands the message to the browser: the worker shows it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId(cdp),
    data: JSON.stringify(push),
  });
  const shown = () =>
    page.evaluate(async (tag) => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications({ tag })).map((notification) => ({ title: notification.title, body: notification.body }));
    }, push.tag);
  await expect.poll(shown).toEqual([{ title, body: push.body }]);
  expect(push.body).toContain('199');

  // A click on it: the worker takes this window to the deal and marks the inbox item read. Chromium has no way to
  // click a system notification from a test, so the worker gets the event a click would dispatch.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async (tag) => {
    // The worker's globals, which the DOM typings of this file do not describe.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error('no notification to click');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, push.tag);
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}/${deal.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect
    .poll(async () => {
      const inbox = (await (await page.request.get('/api/inbox/', { headers: auth })).json()) as {
        data: { id: number; read_at: string | null }[];
      };
      return inbox.data.find((item) => item.id === push.inbox_item_id)?.read_at ?? null;
    })
    .not.toBeNull();
  await expect.poll(shown).toEqual([]);
});
