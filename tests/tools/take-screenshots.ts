/**
 * Takes the manifest's install-dialog screenshots (public/screenshots/) from the real app: run the production build
 * (`npm start`, or any PORT) and then `node --import tsx tests/tools/take-screenshots.ts http://127.0.0.1:3000`.
 * Sizes match the manifest entries in src/app/pwa-manifest.ts; the PNGs are committed.
 */
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const OUT = fileURLToPath(new URL('../../public/screenshots/', import.meta.url));

const shots = [
  { file: 'home-narrow.png', width: 390, height: 844, mobile: true },
  { file: 'home-wide.png', width: 1280, height: 800, mobile: false },
];

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: 1,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
      locale: 'pl-PL',
      colorScheme: 'light',
      serviceWorkers: 'block',
    });
    // A first-time visitor would see the cookie banner; the store picture shows the app itself.
    await context.addInitScript(() => window.localStorage.setItem('cookieBannerClosedAt', new Date().toISOString()));
    const page = await context.newPage();
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.locator('main img').first().waitFor();
    await page.evaluate(() =>
      Promise.all([...document.images].filter((img) => img.loading !== 'lazy').map((img) => img.decode().catch(() => undefined))),
    );
    await page.screenshot({ path: `${OUT}${shot.file}` });
    console.log(`public/screenshots/${shot.file} ${shot.width}x${shot.height}`);
    await context.close();
  }
} finally {
  await browser.close();
}
