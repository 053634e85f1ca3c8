import { describe, expect, it } from 'vitest';
import { CACHE_LIMITS, NAVIGATION_DENYLIST, cacheRuleFor, isPerUserPath, isStorableResponse } from '../../../sw/cache-rules';
import { isSkipWaitingMessage } from '../../../sw/messages';

const ORIGIN = 'https://okazje.example';

function request(path: string, init: { method?: string; headers?: Record<string, string>; origin?: string } = {}) {
  return { method: init.method ?? 'GET', url: `${init.origin ?? ORIGIN}${path}`, headers: new Headers(init.headers) };
}

const rule = (path: string, init?: Parameters<typeof request>[1]) => cacheRuleFor(request(path, init), ORIGIN);

describe('cacheRuleFor', () => {
  it('caches a deal detail, with or without the trailing slash, as a recently viewed deal', () => {
    expect(rule('/api/deals/42')).toBe('deal');
    expect(rule('/api/deals/42/')).toBe('deal');
  });

  it('leaves deal lists, search and the deal sub-resources to the network', () => {
    expect(rule('/api/deals/?page=2&category=electronics')).toBeNull();
    expect(rule('/api/deals')).toBeNull();
    expect(rule('/api/deals/42/comment')).toBeNull();
    expect(rule('/api/deals/commented?user_id=3')).toBeNull();
    expect(rule('/api/shops/3')).toBeNull();
    expect(rule('/api/config/')).toBeNull();
  });

  it('caches the banner list and banner images cache-first', () => {
    expect(rule('/api/banners/?market_id=1')).toBe('banners');
    expect(rule('/api/banners')).toBe('banners');
    expect(rule('/media/seed/banners/wide-1-1200.webp')).toBe('banner-images');
    expect(rule('/media/banners/spring.webp')).toBe('banner-images');
    expect(rule('/media/seed/specials/1-mobile-400.webp')).toBe('banner-images');
  });

  it('never caches a banner event (a write)', () => {
    expect(rule('/api/banners/3', { method: 'POST' })).toBeNull();
  });

  it('puts deal images with the recently viewed deals and other media in the general image cache', () => {
    expect(rule('/media/seed/deals/laptop-640.webp')).toBe('deal-images');
    expect(rule('/media/deals/placeholder.webp')).toBe('deal-images');
    expect(rule('/media/avatars/ab12.webp')).toBe('images');
    expect(rule('/media/seed/shops/media-expert-120.png')).toBe('images');
    expect(rule('/media/seed/notes.txt')).toBeNull();
  });

  it.each([
    '/api/users/',
    '/api/users/achievements',
    '/api/users/7',
    '/api/auth/login',
    '/api/auth/refresh',
    '/api/inbox/',
    '/api/inbox/unread-count',
    '/api/deals/favourites?page=1',
    '/api/deals/favourites-status?ids=1,2',
    '/api/deals/votes-status?ids=1,2',
    '/api/prizes/',
    '/api/prizes/points-history',
    '/api/prizes/4',
    '/api/anonymous/',
  ])('never caches per-user data: %s', (path) => {
    expect(rule(path)).toBeNull();
  });

  it('never caches a request that carries a signed-in user’s token, even for a public path', () => {
    expect(rule('/api/deals/42', { headers: { Authorization: 'Bearer abc' } })).toBeNull();
    expect(rule('/api/banners/', { headers: { authorization: 'Bearer abc' } })).toBeNull();
  });

  it('ignores writes, other origins and the app itself', () => {
    expect(rule('/api/deals/42', { method: 'POST' })).toBeNull();
    expect(rule('/api/deals/42', { method: 'DELETE' })).toBeNull();
    expect(rule('/media/seed/deals/laptop-640.webp', { origin: 'https://cdn.example' })).toBeNull();
    expect(rule('/assets/index-abc.js')).toBeNull();
    expect(rule('/deals/42/laptop')).toBeNull();
  });
});

describe('isPerUserPath', () => {
  it('keeps the public prize catalogue and public deal data out of the per-user list', () => {
    expect(isPerUserPath('/api/prizes/available')).toBe(false);
    expect(isPerUserPath('/api/prizes/available/3')).toBe(false);
    expect(isPerUserPath('/api/prizes/availableX')).toBe(true);
    expect(isPerUserPath('/api/deals/42')).toBe(false);
    expect(isPerUserPath('/api/usersettings')).toBe(false);
  });
});

describe('isStorableResponse', () => {
  const response = (status: number, cacheControl?: string) =>
    new Response(status === 204 ? null : '{}', { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });

  it('stores a public 200, including one the server asks to revalidate (no-cache)', () => {
    expect(isStorableResponse(response(200))).toBe(true);
    expect(isStorableResponse(response(200, 'no-cache'))).toBe(true);
    expect(isStorableResponse(response(200, 'public, max-age=2592000'))).toBe(true);
  });

  it('refuses answers marked private or no-store, errors and partial content', () => {
    expect(isStorableResponse(response(200, 'private, no-store'))).toBe(false);
    expect(isStorableResponse(response(200, 'no-store'))).toBe(false);
    expect(isStorableResponse(response(200, 'max-age=60, private'))).toBe(false);
    expect(isStorableResponse(response(404))).toBe(false);
    expect(isStorableResponse(response(500))).toBe(false);
    expect(isStorableResponse(response(206))).toBe(false);
  });

  it('refuses opaque responses, whose status it cannot see', () => {
    expect(isStorableResponse({ status: 0, type: 'opaque', headers: new Headers() })).toBe(false);
  });
});

describe('cache limits', () => {
  it('keep the last 50 deals for at least a week, in caches with distinct names', () => {
    expect(CACHE_LIMITS.deal.maxEntries).toBe(50);
    expect(CACHE_LIMITS.deal.maxAgeSeconds).toBeGreaterThanOrEqual(7 * 24 * 60 * 60);
    expect(CACHE_LIMITS['deal-images'].maxAgeSeconds).toBeGreaterThanOrEqual(7 * 24 * 60 * 60);
    const names = Object.values(CACHE_LIMITS).map((limits) => limits.cacheName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('navigation fallback', () => {
  const opensShell = (path: string) => !NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));

  it('opens the shell for app routes but never for the API, media, share cards, the crawler files or the feeds', () => {
    expect(opensShell('/deals/42/laptop')).toBe(true);
    expect(opensShell('/search')).toBe(true);
    expect(opensShell('/api/deals/42')).toBe(false);
    expect(opensShell('/media/seed/deals/laptop-640.webp')).toBe(false);
    expect(opensShell('/share-cards/deals/42.jpg')).toBe(false);
    expect(opensShell('/robots.txt')).toBe(false);
    expect(opensShell('/sitemap.xml')).toBe(false);
    expect(opensShell('/sitemaps/deals-1.xml')).toBe(false);
    expect(opensShell('/feeds/new.atom')).toBe(false);
    expect(opensShell('/feeds/search.atom')).toBe(false);
  });
});

describe('isSkipWaitingMessage', () => {
  it('recognises only the SKIP_WAITING message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'OTHER' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });
});
