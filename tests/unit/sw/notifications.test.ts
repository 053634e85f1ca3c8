import { describe, expect, it, vi } from 'vitest';
import {
  APP_NAME,
  FALLBACK_URL,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  clickTarget,
  handleNotificationClick,
  notificationFor,
  parsePushPayload,
  renewSubscription,
  showPush,
  type ClientsLike,
  type WindowClientLike,
} from '../../../sw/notifications';

const ORIGIN = 'https://okazje.example';
const TOKEN = 'a'.repeat(43);

const dealPayload = {
  kind: 'deal',
  title: 'Nowa okazja: słuchawki',
  body: 'Sony WH-1000XM5 za 999 zł',
  url: '/deals/42',
  lang: 'pl',
  tag: 'deal-42',
  unread_count: 3,
  image: '/media/deals/42-640.webp',
  inbox_item_id: 7,
  read_token: TOKEN,
};

const pushData = (json: unknown) => ({ json: () => json });

function fakeRegistration() {
  return { showNotification: vi.fn((_title: string, _options?: NotificationOptions) => Promise.resolve()) };
}

function fakeBadges() {
  return { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
}

describe('push', () => {
  it('shows a deal with its text, picture, tag, the app icons and what a click needs, and sets the badge', async () => {
    const registration = fakeRegistration();
    const navigator = fakeBadges();
    await showPush(pushData(dealPayload), { registration, navigator, origin: ORIGIN });

    expect(registration.showNotification).toHaveBeenCalledWith('Nowa okazja: słuchawki', {
      body: 'Sony WH-1000XM5 za 999 zł',
      tag: 'deal-42',
      lang: 'pl',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      image: 'https://okazje.example/media/deals/42-640.webp',
      renotify: false,
      data: { url: '/deals/42', inbox_item_id: 7, read_token: TOKEN },
    });
    expect(navigator.setAppBadge).toHaveBeenCalledWith(3);
  });

  it('shows a quiet-hours summary without a picture or a read token, and clears the badge at 0', async () => {
    const registration = fakeRegistration();
    const navigator = fakeBadges();
    const summary = {
      kind: 'summary',
      title: '5 nowych okazji',
      body: 'Z Twoich alertów',
      url: '/account/inbox',
      lang: 'pl',
      tag: 'summary',
      unread_count: 0,
      count: 5,
    };
    await showPush(pushData(summary), { registration, navigator, origin: ORIGIN });

    const [title, options] = registration.showNotification.mock.calls[0] ?? [];
    expect(title).toBe('5 nowych okazji');
    expect(options).not.toHaveProperty('image');
    expect(options).toMatchObject({ tag: 'summary', data: { url: '/account/inbox', inbox_item_id: null, read_token: null } });
    expect(navigator.clearAppBadge).toHaveBeenCalled();
    expect(navigator.setAppBadge).not.toHaveBeenCalled();
  });

  it('leaves the badge alone when the count is unknown or the platform has no badge', async () => {
    const navigator = fakeBadges();
    await showPush(pushData({ ...dealPayload, kind: 'test', unread_count: null }), {
      registration: fakeRegistration(),
      navigator,
      origin: ORIGIN,
    });
    expect(navigator.setAppBadge).not.toHaveBeenCalled();
    expect(navigator.clearAppBadge).not.toHaveBeenCalled();
    await expect(
      showPush(pushData(dealPayload), { registration: fakeRegistration(), navigator: {}, origin: ORIGIN }),
    ).resolves.toBeUndefined();
  });

  it('still shows the notification when the badge is refused', async () => {
    const registration = fakeRegistration();
    const navigator = { setAppBadge: vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))) };
    await showPush(pushData(dealPayload), { registration, navigator, origin: ORIGIN });
    expect(registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('shows the notification without its picture when the browser refuses the full one', async () => {
    const registration = fakeRegistration();
    registration.showNotification.mockImplementationOnce(() => Promise.reject(new TypeError('bad image')));
    await showPush(pushData(dealPayload), { registration, navigator: fakeBadges(), origin: ORIGIN });
    expect(registration.showNotification).toHaveBeenCalledTimes(2);
    const [title, options] = registration.showNotification.mock.calls[1] ?? [];
    expect(title).toBe('Nowa okazja: słuchawki');
    expect(options).not.toHaveProperty('image');
    expect(options).toMatchObject({ body: 'Sony WH-1000XM5 za 999 zł', data: { url: '/deals/42', inbox_item_id: 7 } });
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', { json: () => JSON.parse('not json') as unknown }],
    ['JSON of another shape', pushData({ kind: 'deal', title: 'x' })],
    ['an unknown kind', pushData({ ...dealPayload, kind: 'advert' })],
  ])('shows the app name alone for a push with %s (every push must show something)', async (_case, data) => {
    const registration = fakeRegistration();
    const navigator = fakeBadges();
    await showPush(data, { registration, navigator, origin: ORIGIN });
    expect(registration.showNotification).toHaveBeenCalledWith(APP_NAME, {
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      renotify: false,
      tag: 'okazje',
      data: { url: FALLBACK_URL, inbox_item_id: null, read_token: null },
    });
    expect(navigator.setAppBadge).not.toHaveBeenCalled();
  });

  it('never leads a click off the site or shows a picture that is not a web address', () => {
    const payload = parsePushPayload(pushData({ ...dealPayload, url: '//evil.example/phish', image: 'javascript:alert(1)' }));
    const shown = notificationFor(payload, ORIGIN);
    expect(shown.options.data.url).toBe(FALLBACK_URL);
    expect(shown.options).not.toHaveProperty('image');
    expect(notificationFor(parsePushPayload(pushData({ ...dealPayload, url: '/deals/42?from=push#top' })), ORIGIN).options.data.url).toBe(
      '/deals/42?from=push#top',
    );
  });
});

function fakeWindow(url: string, options: { navigateFails?: boolean; focusFails?: boolean } = {}) {
  return {
    url,
    navigate: vi.fn((_url: string): Promise<unknown> =>
      options.navigateFails ? Promise.reject(new TypeError('not controlled')) : Promise.resolve(null),
    ),
    focus: vi.fn((): Promise<unknown> =>
      options.focusFails ? Promise.reject(new DOMException('no activation', 'InvalidAccessError')) : Promise.resolve(null),
    ),
  } satisfies WindowClientLike;
}

function fakeClients(windows: WindowClientLike[]) {
  return {
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: vi.fn((_url: string) => Promise.resolve(null)),
  } satisfies ClientsLike;
}

function fakeNotification(data: unknown) {
  return { data, close: vi.fn() };
}

describe('notification click', () => {
  const data = { url: '/deals/42', inbox_item_id: 7, read_token: TOKEN };

  it('closes the notification, marks the item read with its token and takes over an open window of the app', async () => {
    const page = fakeWindow(`${ORIGIN}/account/alerts`);
    const clients = fakeClients([fakeWindow('https://other.example/'), page]);
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    const notification = fakeNotification(data);
    await handleNotificationClick(notification, { clients, fetch, origin: ORIGIN });

    expect(notification.close).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/push/read');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ inbox_item_id: 7, token: TOKEN });
    expect(page.navigate).toHaveBeenCalledWith(`${ORIGIN}/deals/42`);
    expect(page.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none of the app is open, even offline (the read call fails)', async () => {
    const clients = fakeClients([]);
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(handleNotificationClick(fakeNotification(data), { clients, fetch, origin: ORIGIN })).resolves.toBeUndefined();
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/deals/42`);
  });

  it('opens the deal even when the read call never answers', async () => {
    const clients = fakeClients([]);
    const fetch = vi.fn(() => new Promise<never>(() => undefined));
    void handleNotificationClick(fakeNotification(data), { clients, fetch, origin: ORIGIN });
    await vi.waitFor(() => expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/deals/42`));
  });

  it('keeps the navigated window when focusing is refused, and opens a new one when the window cannot be navigated', async () => {
    const unfocusable = fakeWindow(`${ORIGIN}/`, { focusFails: true });
    const first = fakeClients([unfocusable]);
    await handleNotificationClick(fakeNotification(data), { clients: first, fetch: vi.fn(() => Promise.resolve(null)), origin: ORIGIN });
    expect(unfocusable.navigate).toHaveBeenCalled();
    expect(first.openWindow).not.toHaveBeenCalled();

    const uncontrolled = fakeClients([fakeWindow(`${ORIGIN}/`, { navigateFails: true })]);
    await handleNotificationClick(fakeNotification(data), {
      clients: uncontrolled,
      fetch: vi.fn(() => Promise.resolve(null)),
      origin: ORIGIN,
    });
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(`${ORIGIN}/deals/42`);
  });

  it('focuses a window already showing the deal without reloading it', async () => {
    const other = fakeWindow(`${ORIGIN}/`);
    const onDeal = fakeWindow(`${ORIGIN}/deals/42`);
    await handleNotificationClick(fakeNotification(data), {
      clients: fakeClients([other, onDeal]),
      fetch: vi.fn(() => Promise.resolve(null)),
      origin: ORIGIN,
    });
    expect(onDeal.focus).toHaveBeenCalled();
    expect(onDeal.navigate).not.toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
  });

  it('sends no read call for a notification without an inbox item, and reads foreign data as the inbox', async () => {
    const fetch = vi.fn(() => Promise.resolve(null));
    const clients = fakeClients([]);
    await handleNotificationClick(fakeNotification({ url: '/account/inbox', inbox_item_id: null, read_token: null }), {
      clients,
      fetch,
      origin: ORIGIN,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(clickTarget(undefined, ORIGIN)).toEqual({ url: FALLBACK_URL, read: null });
    expect(clickTarget({ url: 'https://evil.example/', inbox_item_id: '7', read_token: TOKEN }, ORIGIN)).toEqual({
      url: FALLBACK_URL,
      read: null,
    });
  });
});

describe('pushsubscriptionchange', () => {
  const subscription = (endpoint: string, auth: string) => ({
    endpoint,
    options: { applicationServerKey: new Uint8Array([4, 1, 2]).buffer },
    toJSON: () => ({ expirationTime: null, keys: { p256dh: 'BKey', auth } }),
  });

  it('tells the server the new subscription, proving the device with the old auth secret', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    const subscribe = vi.fn();
    await renewSubscription(subscription('https://push.example/old', 'old-secret'), subscription('https://push.example/new', 'new'), {
      fetch,
      subscribe,
    });
    expect(subscribe).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/push/renew');
    expect(JSON.parse(String(init?.body))).toEqual({
      old_endpoint: 'https://push.example/old',
      old_auth: 'old-secret',
      subscription: { endpoint: 'https://push.example/new', expirationTime: null, keys: { p256dh: 'BKey', auth: 'new' } },
    });
  });

  it('subscribes again with the old key when the browser made no new subscription', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    const subscribe = vi.fn(() => Promise.resolve(subscription('https://push.example/fresh', 'fresh')));
    const previous = subscription('https://push.example/old', 'old-secret');
    await renewSubscription(previous, null, { fetch, subscribe });
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: previous.options.applicationServerKey });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ subscription: { endpoint: 'https://push.example/fresh' } });
  });

  it('does nothing without an old subscription to prove the device, and never throws', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    await renewSubscription(null, subscription('https://push.example/new', 'new'), { fetch, subscribe: vi.fn() });
    expect(fetch).not.toHaveBeenCalled();
    await expect(
      renewSubscription(subscription('https://push.example/old', 'old'), subscription('https://push.example/new', 'new'), {
        fetch,
        subscribe: vi.fn(),
      }),
    ).resolves.toBeUndefined();
  });
});
