import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Journeys shared by the specs: accounts, codes from the mail outbox, signing in, layout checks. */

const port = Number(process.env.E2E_PORT ?? 4319);
/** Without SMTP the server writes every mail as a JSON file here (the e2e server's DATA_DIR/outbox). */
const outboxDir = fileURLToPath(new URL(`./.output/data-${port}/outbox`, import.meta.url));

/** Where push.spec.ts runs its fake push service: the e2e server's PUSH_ENDPOINT_ALLOWLIST (playwright.config.ts). */
export const FAKE_PUSH_PORT = port + 100;

/**
 * The stage of two-instances.spec.ts (tests/e2e/two-instances.ts, run when TEST_DATABASE_URL is set): a round-robin
 * proxy in front of two servers on one PostgreSQL, each with a DATA_DIR (and so a mail outbox) of its own.
 */
export const TWO_INSTANCES = {
  proxyPort: port + 200,
  instancePorts: [port + 201, port + 202],
  fakePushPort: port + 203,
  dataDirs: ['a', 'b'].map((name) => fileURLToPath(new URL(`./.output/two-instances-${port}/${name}`, import.meta.url))),
  database: `okazje_e2e_${port}`,
} as const;

export const DEMO = { email: 'demo@example.com', password: 'demo12345' } as const;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface Account {
  email: string;
  password: string;
  username: string;
}

/** The time an outbox file was written, from its `<iso-time with dashes>-<recipient>.json` name. */
function sentAt(fileName: string): number {
  return Date.parse(fileName.slice(0, 24).replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3'));
}

/** The mail outbox folders of the servers a journey talks to. */
let outboxDirs: readonly string[] = [outboxDir];

/** For a journey whose requests reach several servers, each writing the mail it sends into an outbox of its own. */
export function readMailFrom(dataDirs: readonly string[]): void {
  outboxDirs = dataDirs.map((dir) => `${dir}/outbox`);
}

/** The newest 6-digit code mailed to `email` since `notBefore`. */
export async function codeFor(email: string, notBefore = 0, used?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const listed = await Promise.all(
          outboxDirs.map(async (dir) => (await readdir(dir).catch(() => [] as string[])).map((name) => ({ dir, name }))),
        );
        const mails = listed
          .flat()
          .filter(({ name }) => name.endsWith('.json'))
          .sort((a, b) => b.name.localeCompare(a.name));
        for (const { dir, name } of mails) {
          if (sentAt(name) < notBefore - 1000) break;
          const mail = JSON.parse(await readFile(`${dir}/${name}`, 'utf8')) as { to: string; text: string };
          if (mail.to !== email) continue;
          code = /\b(\d{6})\b/.exec(mail.text)?.[1];
          // A code the journey has already entered is the previous mail's: the new one is still being sent.
          if (code === used) return undefined;
          if (code) return code;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return code as string;
}

/** Unique credentials per call, so parallel workers and reruns never collide. */
export function newAccount(tag: string): Account {
  const suffix = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { email: `e2e-${suffix}@example.com`, password: 'sekret123', username: `e2e_${suffix}`.slice(0, 32) };
}

/** The e2e server's ADMIN_EMAILS (playwright.config.ts): whoever verifies it runs the community. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

/** A verified account made through the API, for journeys that start after sign-up (and never disturb the demo user). */
export async function registerVerified(request: APIRequestContext, tag: string): Promise<Account> {
  return registerVerifiedAs(request, newAccount(tag));
}

/** `account` signed up and verified through the API (for a fixed address such as E2E_ADMIN_EMAIL). */
export async function registerVerifiedAs(request: APIRequestContext, account: Account): Promise<Account> {
  const started = Date.now();
  // Each account stands for another person, who signs up from an address of their own (the e2e server trusts
  // X-Forwarded-For): the whole suite from one address would trip the per-address sign-up limit, which its own tests prove.
  const address = `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
  const registered = await request.post('/api/auth/register', {
    data: { ...account, terms_accepted: true, market_id: 1 },
    headers: { 'X-Forwarded-For': address },
  });
  expect(registered.status()).toBe(201);
  const code = await codeFor(account.email, started);
  // Verified from the same address: the suite's many verifications from one would trip that limit as well.
  const verified = await request.post('/api/auth/verify-email', {
    data: { email: account.email, code },
    headers: { 'X-Forwarded-For': address },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return account;
}

/** A deal as GET /api/deals/{id} answers it, with the fields the specs read. */
export interface Deal {
  id: number;
  title: string;
  votes_count: number;
  user: { id: number };
  disable_comments: boolean;
  deal_comments: DealComment[];
  deal_images: { url: string }[];
}

export interface DealComment {
  id: number;
  content: string;
  parent_id: number | null;
  thread_id: number;
  user: { id: number };
}

export async function getDeal(request: APIRequestContext, id: number): Promise<Deal> {
  const res = await request.get(`/api/deals/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Deal;
}

/** The member's vote on a deal as the server has it: 1, -1, or 0 for none. */
export async function myDealVote(request: APIRequestContext, tokens: TokenPair, dealId: number): Promise<number> {
  const res = await request.get(`/api/deals/votes-status?id=${dealId}&entity_type=deal`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  const status = (await res.json()) as { data: { entity_id: number; vote_value: number }[] };
  return status.data.find((entry) => entry.entity_id === dealId)?.vote_value ?? 0;
}

/** How many of the deal's comments say exactly `content` (a replay must never make it two). */
export async function commentsWith(request: APIRequestContext, dealId: number, content: string): Promise<number> {
  return (await getDeal(request, dealId)).deal_comments.filter((comment) => comment.content === content).length;
}

export async function login(request: APIRequestContext, email: string, password: string): Promise<TokenPair> {
  const res = await request.post('/api/auth/login', { data: { email, password, market_id: 1 } });
  expect(res.status()).toBe(200);
  return (await res.json()) as TokenPair;
}

/** Signs in the way the app does after a login: tokens in localStorage, read at start. */
export async function signInAs(page: Page, email: string, password: string): Promise<TokenPair> {
  const tokens = await login(page.request, email, password);
  await page.goto('/');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('accessToken', access_token);
    localStorage.setItem('refreshToken', refresh_token);
  }, tokens);
  return tokens;
}

export const signInAsDemo = (page: Page) => signInAs(page, DEMO.email, DEMO.password);

export async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The persisted React Query cache as stored in IndexedDB by idb-keyval (its default database and store). */
function readPersistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const get = db.transaction('keyval').objectStore('keyval').get('okazje-query-cache');
          get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '');
          get.onerror = () => resolve('');
        };
      }),
  );
}

export async function waitUntilPersisted(page: Page, check: (stored: string) => boolean): Promise<void> {
  await expect.poll(async () => check(await readPersistedCache(page))).toBe(true);
}
