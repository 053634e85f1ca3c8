/**
 * `npm run bench`: 100k deals in a temporary embedded database, the real server in a child process,
 * autocannon against the home list beside a trivial JSON endpoint (the ceiling), PASS/FAIL against the
 * targets of the foundation issue. BENCH_DURATION_S and BENCH_CONNECTIONS override the defaults.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon, { type Result } from 'autocannon';
import { migrate, openDb } from '../../src/server/db/client';
import { seedBulkDeals, seedDemo } from '../../src/server/db/seed';

const DEAL_COUNT = 100_000;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROOT = resolve(import.meta.dirname, '../..');

/** The targets. */
const FIRST_PAGE_MIN_RATIO = 0.5;
const DEEP_PAGE_MAX_P99_MS = 50;

type ServerMode = 'cached' | 'uncached';
type Target = 'ceiling' | 'first-page' | 'deep-page';

interface Scenario {
  name: string;
  path: string;
  /** 'uncached' runs against a server whose read cache is off, so every request reaches the database. */
  server: ServerMode;
  target: Target;
}

/** Named scenarios; search queries join this list when search lands. */
const SCENARIOS: Scenario[] = [
  { name: 'ceiling: GET /api/health', path: '/api/health', server: 'cached', target: 'ceiling' },
  { name: 'new tab, page 1', path: '/api/deals/?page=1&per_page=30', server: 'cached', target: 'first-page' },
  { name: 'best tab, page 1', path: '/api/deals/?page=1&per_page=30&only_best=true', server: 'cached', target: 'first-page' },
  { name: 'deep page 1000 (read cache)', path: '/api/deals/?page=1000&per_page=30', server: 'cached', target: 'deep-page' },
  { name: 'ceiling, no-cache server', path: '/api/health', server: 'uncached', target: 'ceiling' },
  { name: 'new tab, page 1 (no cache)', path: '/api/deals/?page=1&per_page=30', server: 'uncached', target: 'deep-page' },
  { name: 'deep page 1000 (no cache)', path: '/api/deals/?page=1000&per_page=30', server: 'uncached', target: 'deep-page' },
  { name: 'best tab, page 100 (no cache)', path: '/api/deals/?page=100&per_page=30&only_best=true', server: 'uncached', target: 'deep-page' },
];

interface Row {
  scenario: Scenario;
  result: Result;
  ratio: number;
  verdict: string;
}

function log(message: string): void {
  process.stdout.write(`[bench] ${message}\n`);
}

async function prepareDatabase(dataDir: string): Promise<void> {
  const started = performance.now();
  const handle = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(handle.db);
    // The demo data brings the users, shops and images the bulk deals borrow, as on a real instance.
    await seedDemo(handle.db, { mediaDir: join(dataDir, 'media') });
    await seedBulkDeals(handle.db, DEAL_COUNT);
  } finally {
    await handle.close();
  }
  log(`seeded ${DEAL_COUNT} deals in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

function startChildServer(dataDir: string, mode: ServerMode): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0000',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      // Per-request log lines would measure the terminal, not the server.
      LOG_LEVEL: 'warn',
      LIST_CACHE_TTL_MS: mode === 'cached' ? '2000' : '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`bench server exited early (code ${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^READY (\S+)/.exec(line);
      if (!match?.[1]) return;
      ready({
        url: match[1],
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

async function measure(baseUrl: string, scenario: Scenario): Promise<Result> {
  const url = baseUrl + scenario.path;
  // Warm-up: JIT, PGlite's buffer cache and (when on) the read cache, so the figures are steady state.
  await autocannon({ url, connections: 10, duration: 1 });
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
}

function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

function judge(scenario: Scenario, result: Result, ratio: number): string {
  const problems: string[] = [];
  // Requests still waiting when the run ends are not counted anywhere else: no answers is a failure.
  if (result.requests.total === 0) problems.push('no response completed');
  if (failures(result) > 0) problems.push(`${failures(result)} errors/non-2xx`);
  if (scenario.target === 'first-page' && ratio < FIRST_PAGE_MIN_RATIO) {
    problems.push(`req/s ${(ratio * 100).toFixed(0)}% of ceiling < ${FIRST_PAGE_MIN_RATIO * 100}%`);
  }
  if (scenario.target === 'deep-page' && result.latency.p99 > DEEP_PAGE_MAX_P99_MS) {
    problems.push(`p99 ${result.latency.p99} ms > ${DEEP_PAGE_MAX_P99_MS} ms`);
  }
  return problems.length === 0 ? 'PASS' : `FAIL (${problems.join('; ')})`;
}

function printTable(rows: Row[]): void {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'of ceiling', 'target', 'verdict'];
  const lines = rows.map((r) => [
    r.scenario.name,
    r.result.requests.average.toFixed(0),
    String(r.result.latency.p50),
    String(r.result.latency.p99),
    String(failures(r.result)),
    `${(r.ratio * 100).toFixed(0)}%`,
    r.scenario.target === 'first-page'
      ? `≥ ${FIRST_PAGE_MIN_RATIO * 100}% of ceiling`
      : r.scenario.target === 'deep-page'
        ? `p99 ≤ ${DEEP_PAGE_MAX_P99_MS} ms`
        : 'no errors',
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  process.stdout.write(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'okazje-bench-'));
  log(`DATA_DIR ${dataDir}, ${CONNECTIONS} connections, ${DURATION_S} s per scenario`);
  const rows: Row[] = [];
  try {
    await prepareDatabase(dataDir);
    for (const mode of ['cached', 'uncached'] as const) {
      const server = await startChildServer(dataDir, mode);
      log(`${mode} server at ${server.url}`);
      try {
        let ceiling = 0;
        for (const scenario of SCENARIOS.filter((s) => s.server === mode)) {
          const result = await measure(server.url, scenario);
          if (scenario.target === 'ceiling') ceiling = result.requests.average;
          const ratio = ceiling > 0 ? result.requests.average / ceiling : 0;
          rows.push({ scenario, result, ratio, verdict: judge(scenario, result, ratio) });
          log(`${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(rows);
  const failed = rows.filter((r) => r.verdict !== 'PASS');
  process.stdout.write(`\n${failed.length === 0 ? 'PASS' : 'FAIL'}: ${rows.length - failed.length}/${rows.length} scenarios meet their target\n`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
