import { describe, expect, it } from 'vitest';
import { noDb, testApp } from '../helpers/app';

/**
 * The API routes a guest may call. Every other route of the app is private: a guest is told to sign in (401) before
 * anything of the request is read, so the answer never depends on what the request carried.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/config',
  'POST /api/consent',
  'POST /api/anonymous',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/refresh',
  'DELETE /api/auth/logout',
  'POST /api/auth/verify-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/password-reset-check-code',
  'POST /api/auth/reset-password',
  'POST /api/auth/facebook',
  'POST /api/auth/apple',
  'GET /api/deals',
  'GET /api/deals/:id',
  'GET /api/deals/:id/price-history',
  'GET /api/deals/lowest-console-prices',
  'GET /api/deals/commented',
  'GET /api/users/:id',
  'POST /api/push/read',
  'POST /api/push/renew',
  'GET /api/prizes/available',
  'GET /api/prizes/available/:id',
  'GET /api/lootboxes',
  'GET /api/banners',
  'POST /api/banners/:id',
  'GET /api/search/suggestions',
  'GET /api/shops',
  'GET /api/shops/:id',
  'GET /api/coupons',
  'GET /api/coupons/best',
  'POST /api/coupons/:id/click',
  'GET /api/specials/:id',
  'GET /api/moderation/log',
]);

// The database must not be reached: the guest is turned away first.
const app = testApp({ db: noDb, mediaDir: '/nonexistent' });

const apiRoutes = [
  ...new Set(
    app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`),
  ),
];
const privateRoutes = apiRoutes.filter((route) => !PUBLIC_ROUTES.has(route));

describe('private routes', () => {
  it('lists only routes that exist as public', () => {
    expect([...PUBLIC_ROUTES].filter((route) => !apiRoutes.includes(route))).toEqual([]);
    expect(privateRoutes.length).toBeGreaterThan(50);
  });

  // A malformed id, a repeated query key and a body that is not JSON: each would be a 400 if it were read.
  it.each(privateRoutes)('%s answers a guest 401 whatever the request carries', async (route) => {
    const [method = '', path = ''] = route.split(' ');
    const url = `${path.replace(/:\w+/g, 'x')}?page=0&page=1`;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const res = await app.request(url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(hasBody ? { body: '{"unclosed": ' } : {}),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('Unauthorized');
  });
});
