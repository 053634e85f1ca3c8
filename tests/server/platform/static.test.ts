import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { noDb, testApp, testEnv } from '../helpers/app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('deal '.repeat(2000))});`;

let app: App;
let distDir: string;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'static-test-'));
  const dist = join(root, 'dist');
  distDir = dist;
  const media = join(root, 'media');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'icons'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(media, 'deals'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  // What the build writes beside each file (src/performance/build/precompress.ts); the startup chunk has both copies.
  writeFileSync(join(dist, 'assets', 'startup.js'), BUNDLE);
  writeFileSync(join(dist, 'assets', 'startup.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(dist, 'assets', 'startup.js.gz'), gzipSync(BUNDLE, { level: 9 }));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Okazje"}');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(media, 'deals', 'photo.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  writeFileSync(join(root, 'secret.txt'), 'outside the served folders');
  app = testApp({ db: noDb, mediaDir: media, distDir: dist });
});

describe('the built client', () => {
  it('serves hashed assets as immutable with a JavaScript content type', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(BUNDLE);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('makes browsers revalidate %s', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file (a favicon, an icon) with 404, never the app page', async () => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/icons/nope.png']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/text\/html/);
    }
  });

  it("keeps the build's records to itself: Vite's manifest of modules and chunks is a 404", async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('src/main.tsx');
    }
  });

  it('serves the manifest with its own content type', async () => {
    const res = await app.request('/manifest.webmanifest');
    expect(res.headers.get('content-type')).toMatch(/application\/manifest\+json/);
  });

  // Without the render bundle (a development server) pages are the shell; rendered pages are in tests/server/seo.
  it.each(['/faq/', '/no-such-page', '/deals/12/some-deal'])(
    'answers %s with the app shell when the server has no render bundle',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      expect(html).toContain('<div id="root"></div>');
    },
  );

  it('answers a private page with the shell, titled by the brand and never indexed', async () => {
    const html = await (await app.request('/account/settings')).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Okazje</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers /index.html as the bare shell the service worker precaches', async () => {
    const res = await app.request('/index.html');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('answers a missing hashed asset with 404 instead of HTML', async () => {
    const res = await app.request('/assets/old-chunk-999.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it.each(['/api/nope', '/api/', '/api/deals/12/unknown', '/media/missing.webp'])('never falls back to the SPA for %s', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ errorCode: 'NotFound' });
  });

  it('compresses with gzip when the client accepts it', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BUNDLE);
  });

  it("sends the build's compressed copy the browser accepts, as it is, with Vary and the same immutable caching", async () => {
    const asWritten = {
      br: readFileSync(join(distDir, 'assets', 'startup.js.br')),
      gzip: readFileSync(join(distDir, 'assets', 'startup.js.gz')),
    };
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app.request('/assets/startup.js', { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type'), accept).toMatch(/javascript/);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(asWritten[encoding]), accept).toBe(true);
      expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(BUNDLE);
    }
    const plain = await app.request('/assets/startup.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });

  it('sends plain bytes when the client does not ask for compression', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('security headers', () => {
  it.each(['/', '/assets/index-abc123.js', '/api/config/', '/api/nope', '/media/deals/photo.webp'])('are on %s', async (path) => {
    const res = await app.request(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(csp).not.toContain('facebook');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('allow the Facebook and Apple SDK origins and their popups only when those providers are configured', async () => {
    const withProviders = testApp({
      db: noDb,
      mediaDir: mkdtempSync(join(tmpdir(), 'okazje-media-')),
      env: testEnv({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'secret', APPLE_CLIENT_ID: 'pl.okazje.web' }),
    });
    const res = await withProviders.request('/api/config/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/connect\.facebook\.net https:\/\/appleid\.cdn-apple\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/appleid\.apple\.com/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/graph\.facebook\.com/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('/media', () => {
  it('serves files with their type and a long cache', async () => {
    const res = await app.request('/media/deals/photo.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{7,}/);
  });

  it('lists no directory', async () => {
    for (const path of ['/media/', '/media/deals', '/media/deals/']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('photo.webp');
    }
  });

  it.each(['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/deals/..%2f..%2fsecret.txt', '/media//etc/passwd'])(
    'refuses path traversal %s',
    async (path) => {
      // URL parsing may fold `..` away first (then the SPA answers); either way the file outside stays unreachable.
      const res = await app.request(path);
      expect(await res.text()).not.toContain('outside the served folders');
    },
  );
});
