import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN_EMAIL, TWO_INSTANCES } from './support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4319);
// One data folder per port, so two runs in one checkout (e.g. on E2E_PORT) never wipe each other's database.
const dataDir = fileURLToPath(new URL(`./.output/data-${port}`, import.meta.url));
// Two instances on one PostgreSQL behind a round-robin proxy (two-instances.ts) need a PostgreSQL: CI has one.
const twoInstances = Boolean(process.env.TEST_DATABASE_URL);

/**
 * End-to-end tests run against the production build served by the real server, on a throw-away DATA_DIR
 * (embedded database seeded with the demo data at start). Browsers cannot be downloaded here, so Debian's
 * Chromium is used; the flags keep it from reaching for Google's hosts on this closed network.
 */
export default defineConfig({
  testDir: '.',
  outputDir: './.output/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // In CI two browsers, the server and its embedded database share two cores: a first load of a page can take
  // several seconds of CPU there (seen: 5 s from the list's answer to its cards). The states waited for are the same.
  timeout: 45_000,
  expect: { timeout: 12_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /two-instances\.spec\.ts/ },
    ...(twoInstances
      ? [
          {
            name: 'two-instances',
            use: { ...devices['Pixel 7'], baseURL: `http://127.0.0.1:${TWO_INSTANCES.proxyPort}` },
            testMatch: /two-instances\.spec\.ts/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `rm -rf "${dataDir}" && node --import tsx src/server/start.ts`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789',
        // auth.spec.ts plays a guessing attack from many addresses through X-Forwarded-For (browsers send none).
        TRUST_PROXY: 'true',
        // push.spec.ts runs a fake push service there (the browsers' own cannot be reached from this machine).
        PUSH_ENDPOINT_ALLOWLIST: `127.0.0.1:${port + 100}`,
        // moderation.spec.ts signs up this address and runs the community as its admin.
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      },
    },
    ...(twoInstances
      ? [
          {
            command: 'node --import tsx tests/e2e/two-instances.ts',
            cwd: root,
            url: `http://127.0.0.1:${TWO_INSTANCES.proxyPort}/api/health`,
            timeout: 240_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
  ],
});
