/** `npm start`: check the env, build the client when it is missing or stale, then serve. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EnvError, loadEnv } from './platform/env';
import { createLogger } from './platform/logger';
import { renderBundlePath } from './render/page-render';

const ROOT = resolve(import.meta.dirname, '../..');
// DIST_DIR lets parallel e2e runs in one checkout build and serve their own copy of the client.
const DIST_DIR = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(ROOT, 'dist');
const DIST_INDEX = join(DIST_DIR, 'index.html');
const BUILD_INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function clientBuildIsStale(): boolean {
  if (!existsSync(DIST_INDEX) || !existsSync(renderBundlePath(DIST_DIR))) return true;
  const built = statSync(DIST_INDEX).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

function vite(args: string[]): void {
  const result = spawnSync('npx', ['vite', 'build', ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The client into DIST_DIR, then the server's render bundle beside it (see `renderBundlePath`). */
function buildClient(): void {
  vite(['--outDir', DIST_DIR, '--emptyOutDir']);
  vite(['--ssr', 'src/entry-server.tsx', '--outDir', `${DIST_DIR}-ssr`, '--emptyOutDir']);
}

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  // Loaded after the env check so a bad variable is reported before the database layer even loads.
  const { closeOnSignals, startServer } = await import('./index');
  if (clientBuildIsStale()) {
    logger.info('building the client (dist/ is missing or older than its sources)');
    buildClient();
  }
  const running = await startServer({ env, distDir: DIST_DIR, logger });
  closeOnSignals(running, logger);
}

main().catch((err: unknown) => {
  process.stderr.write(`Startup failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
