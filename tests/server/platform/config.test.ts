import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/shared/schemas/config';
import { testApp, testEnv } from '../helpers/app';
import { createTestDb, useTestDb } from '../helpers/db';

const database = useTestDb();

async function getConfig(env: Record<string, string>, query = ''): Promise<AppConfig> {
  const app = testApp({ db: database.db, mediaDir: database.mediaDir, env: testEnv(env) });
  const res = await app.request(`/api/config/${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return (await res.json()) as AppConfig;
}

describe('GET /api/config/', () => {
  it('turns providers off when their keys are missing', async () => {
    const config = await getConfig({});
    expect(config).toEqual({
      market_id: 1,
      currency: 'PLN',
      providers: {
        facebook: { enabled: false, app_id: null },
        apple: { enabled: false, client_id: null },
      },
      push: { vapid_public_key: expect.any(String) },
    });
  });

  it('gives the VAPID public key browsers subscribe with: an uncompressed P-256 point, the same for every instance', async () => {
    const key = (await getConfig({})).push.vapid_public_key;
    const point = Buffer.from(key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    // Another app on the same database (another instance, or a restart) answers the same key.
    expect((await getConfig({ FACEBOOK_APP_ID: '1' })).push.vapid_public_key).toBe(key);
    const other = await createTestDb();
    try {
      const elsewhere = testApp({ db: other.db, mediaDir: other.mediaDir, env: testEnv() });
      const config = (await (await elsewhere.request('/api/config/')).json()) as AppConfig;
      expect(config.push.vapid_public_key).not.toBe(key);
    } finally {
      await other.close();
    }
  });

  it('turns a provider on only when all of its keys are set', async () => {
    const onlyId = await getConfig({ FACEBOOK_APP_ID: '123' });
    expect(onlyId.providers.facebook.enabled).toBe(false);

    const both = await getConfig({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 's3cret', APPLE_CLIENT_ID: 'pl.okazje.web' });
    expect(both.providers).toEqual({
      facebook: { enabled: true, app_id: '123' },
      apple: { enabled: true, client_id: 'pl.okazje.web' },
    });
    expect(JSON.stringify(both)).not.toContain('s3cret');
  });

  it('echoes market_id and validates it', async () => {
    expect((await getConfig({}, '?market_id=2')).market_id).toBe(2);
    const app = testApp({ db: database.db, mediaDir: database.mediaDir });
    const res = await app.request('/api/config?market_id=zero');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'ValidationError', message: expect.stringContaining('market_id') });
  });

  it('answers without a trailing slash too', async () => {
    const app = testApp({ db: database.db, mediaDir: database.mediaDir });
    expect((await app.request('/api/config')).status).toBe(200);
  });
});
