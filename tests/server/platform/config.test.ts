import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/shared/schemas/config';
import { noDb, testApp, testEnv } from '../helpers/app';

const mediaDir = mkdtempSync(join(tmpdir(), 'config-media-'));

async function getConfig(env: Record<string, string>, query = ''): Promise<AppConfig> {
  const app = testApp({ db: noDb, mediaDir, env: testEnv(env) });
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
    });
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
    const app = testApp({ db: noDb, mediaDir });
    const res = await app.request('/api/config?market_id=zero');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'ValidationError', message: expect.stringContaining('market_id') });
  });

  it('answers without a trailing slash too', async () => {
    const app = testApp({ db: noDb, mediaDir });
    expect((await app.request('/api/config')).status).toBe(200);
  });
});
