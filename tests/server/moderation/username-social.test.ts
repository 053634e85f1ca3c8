import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '@/server/auth/jwt';
import { users, watchedWords } from '@/server/db/schema';
import type { ServerEnv } from '@/server/platform/env';
import type { TokenPair } from '@/shared/schemas/auth';
import { testEnv, useTestServer } from '../helpers/app';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers';

let fake: FakeProviders;
let env: ServerEnv;

beforeAll(async () => {
  fake = await startFakeProviders();
  env = testEnv({ FACEBOOK_APP_ID: fake.facebook.appId, FACEBOOK_APP_SECRET: fake.facebook.appSecret, FACEBOOK_GRAPH_URL: fake.graphUrl });
});

afterAll(async () => {
  await fake?.close();
});

const server = useTestServer({ app: () => ({ env }) });

beforeAll(async () => {
  await server.db.insert(watchedWords).values({ word: 'kurwa', action: 'block' });
});

async function facebookUsername(token: string): Promise<string> {
  const res = await server.app.request('/api/auth/facebook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, terms_accepted: true }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const identity = await verifyAccessToken(((await res.json()) as TokenPair).access_token, env.JWT_SECRET);
  if (identity === null) throw new Error('access token does not verify');
  const [row] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, identity.userId));
  return row?.username ?? '';
}

describe('a social sign-in whose name holds a blocked word', () => {
  it('signs in, named from the address instead (the member never typed that name here)', async () => {
    fake.facebook.users.set('fb-blocked', { id: 'fb-blocked', name: 'Kurwa Nowak', email: 'anna.nowak@example.pl' });
    expect(await facebookUsername('fb-blocked')).toBe('anna.nowak');
  });

  it('falls back to a neutral name when the address holds one too', async () => {
    fake.facebook.users.set('fb-blocked-2', { id: 'fb-blocked-2', name: 'KURWĄ', email: 'kurwa@example.pl' });
    expect(await facebookUsername('fb-blocked-2')).toMatch(/^user/);
  });
});
