import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '@/server/auth/jwt';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/server/seed';
import type { TokenPair } from '@/shared/schemas/auth';
import { testEnv, useTestServer } from '../helpers/app';

const server = useTestServer({ seed: true });

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('the bearer token and the auth routes', () => {
  it('refreshes a session whose client still sends its expired access token, while other routes refuse that token', async () => {
    const login = await server.app.request('/api/auth/login', json({ email: DEMO_EMAIL, password: DEMO_PASSWORD }));
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as TokenPair;
    const current = await server.app.request('/api/users/', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(current.status).toBe(200);
    const session = await verifyAccessToken(tokens.access_token, testEnv().JWT_SECRET);
    if (!session) throw new Error('the access token does not verify');
    const longAgo = Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
    const expired = `Bearer ${await signAccessToken(session, testEnv().JWT_SECRET, longAgo)}`;

    const refused = await server.app.request('/api/users/', { headers: { Authorization: expired } });
    expect(refused.status).toBe(401);

    const refreshed = await server.app.request(
      '/api/auth/refresh',
      json({ refresh_token: tokens.refresh_token }, { Authorization: expired }),
    );
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as TokenPair;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await server.app.request('/api/users/', { headers: { Authorization: `Bearer ${next.access_token}` } })).status).toBe(200);
  });
});
