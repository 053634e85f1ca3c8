import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationSettings, pushSubscriptions } from '@/server/db/schema';
import { isAllowedPushEndpoint } from '@/server/outbound/push-endpoints';
import { testEnv, useTestServer } from '../helpers/app';
import { createUser, jsonHeaders, TEST_PASSWORD, type TestUser } from '../helpers/profile-users';

// A fake push service on loopback, as the Web Push tests will run one.
const server = useTestServer({ app: { env: testEnv({ PUSH_ENDPOINT_ALLOWLIST: '127.0.0.1:9400' }) } });

/** What a browser's PushSubscription.toJSON() holds: a P-256 public key and a 16-byte auth secret. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`;

function call(method: 'POST' | 'DELETE', user: TestUser | null, body: unknown, path = '/api/users/push-subscriptions') {
  return server.app.request(path, { method, headers: jsonHeaders(user?.headers ?? {}), body: JSON.stringify(body) });
}

const stored = (endpoint: string) =>
  server.db
    .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toMatchObject({
    errorCode: status === 401 ? 'Unauthorized' : 'ValidationError',
    message: expect.stringContaining(message),
  });
}

describe('POST and DELETE /api/users/push-subscriptions', () => {
  it('stores this browser for the member, moves it to the account now using it, and forgets it on DELETE', async () => {
    const [first, second] = [await createUser(server.db), await createUser(server.db)];
    const subscription = browserSubscription(fcm());
    expect((await call('POST', first, subscription)).status).toBe(204);
    expect(await stored(subscription.endpoint)).toEqual([{ userId: first.id, p256dh: subscription.keys.p256dh }]);
    // Subscribing again is harmless.
    expect((await call('POST', first, subscription)).status).toBe(204);

    const renewed = browserSubscription(subscription.endpoint);
    expect((await call('POST', second, renewed)).status).toBe(204);
    expect(await stored(subscription.endpoint)).toEqual([{ userId: second.id, p256dh: renewed.keys.p256dh }]);

    // Only its member removes a device.
    expect((await call('DELETE', first, { endpoint: subscription.endpoint })).status).toBe(204);
    expect(await stored(subscription.endpoint)).toHaveLength(1);
    expect((await call('DELETE', second, { endpoint: subscription.endpoint })).status).toBe(204);
    expect(await stored(subscription.endpoint)).toEqual([]);
  });

  it('posts only to known push services or allowlisted hosts, plain http only for an allowlisted loopback host', async () => {
    const member = await createUser(server.db);
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'http://fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'https://user:pw@fcm.googleapis.com/fcm/send/1',
      'http://127.0.0.1:9401/push/1',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:9400/push/1',
    ]) {
      await expectRefused(await call('POST', member, browserSubscription(endpoint)), 400, 'not a push service');
    }
    expect((await call('POST', member, browserSubscription('http://127.0.0.1:9400/push/1'))).status).toBe(204);
  });

  it('refuses keys of the wrong size, a missing endpoint and guests, in the error shape', async () => {
    const member = await createUser(server.db);
    const good = browserSubscription(fcm());
    await expectRefused(
      await call('POST', member, { ...good, keys: { ...good.keys, p256dh: 'c2hvcnQ' } }),
      400,
      'keys.p256dh must encode 65 bytes',
    );
    await expectRefused(await call('POST', member, { ...good, keys: { ...good.keys, auth: '!!!' } }), 400, 'keys.auth must be base64url');
    await expectRefused(await call('POST', member, { keys: good.keys }), 400, 'endpoint');
    await expectRefused(await call('POST', member, { endpoint: good.endpoint }), 400, 'keys');
    await expectRefused(await call('POST', null, good), 401, '');
  });

  it('forgets every device and the notification settings of a deleted account', async () => {
    const member = await createUser(server.db, {}, { password: true });
    const subscription = browserSubscription(fcm());
    expect((await call('POST', member, subscription)).status).toBe(204);
    const settings = await server.app.request('/api/users/notification-settings', {
      method: 'PUT',
      headers: jsonHeaders(member.headers),
      body: JSON.stringify({ quiet_hours: { start: '22:00', end: '07:00' }, email_digest: true }),
    });
    expect(settings.status).toBe(200);
    const deleted = await server.app.request('/api/users/', {
      method: 'DELETE',
      headers: jsonHeaders(member.headers),
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(204);
    expect(await stored(subscription.endpoint)).toEqual([]);
    expect(await server.db.select().from(notificationSettings).where(eq(notificationSettings.userId, member.id))).toEqual([]);
  });
});

describe('isAllowedPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://api.push.apple.com/3/device/x', true],
    ['https://notify.windows.com.evil.example/w', false],
    ['https://fcm.googleapis.com.evil.example/fcm', false],
    ['ftp://fcm.googleapis.com/x', false],
    ['not a url', false],
  ])('%s → %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(allowed);
  });
});
