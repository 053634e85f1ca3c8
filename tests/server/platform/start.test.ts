import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/platform/env';
import { warnWithoutPublicUrl } from '@/server/index';
import { configuredOrigin } from '@/server/seo/urls';
import { memoryLogger } from '../helpers/app';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'start-test-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The real startServer in its own process (without demo data, which would take long), as `npm start` runs it. */
const SCRIPT = `
  const { parseEnv } = await import(${JSON.stringify(join(ROOT, 'src/server/platform/env.ts'))});
  const { createLogger } = await import(${JSON.stringify(join(ROOT, 'src/server/platform/logger.ts'))});
  const { closeOnSignals, startServer } = await import(${JSON.stringify(join(ROOT, 'src/server/index.ts'))});
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const running = await startServer({ env, seed: false, logger });
  closeOnSignals(running, logger);
`;

describe('startServer', () => {
  it('serves on PGlite in DATA_DIR and stops cleanly on SIGTERM with exit code 0', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${lines.join('\n')}`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        const match = /listening url=(\S+)/.exec(line);
        if (match?.[1]) resolve(match[1]);
      });
    });

    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });

    const exitCode = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(lines.some((l) => / INFO stopped/.test(l))).toBe(true);
    // HOST is loopback: nobody else can reach it, so the links it writes without PUBLIC_URL need no warning.
    expect(lines.filter((l) => / WARN .*PUBLIC_URL/.test(l))).toEqual([]);
    expect(lines.some((l) => /request method=GET path=\/api\/health status=200 ms=[\d.]+ id=\S+/.test(l))).toBe(true);
  }, 60_000);
});

describe('the start-up warning about PUBLIC_URL', () => {
  /** The warnings start-up logs for these settings. */
  function startWarnings(overrides: Record<string, string>): string[] {
    const logger = memoryLogger();
    warnWithoutPublicUrl(parseEnv({ DATA_DIR: dataDir, PORT: '3000', NODE_ENV: 'test', ...overrides }), logger);
    return logger.records.filter((r) => r.level === 'warn').map((r) => `${r.message} ${JSON.stringify(r.fields)}`);
  }

  it('warns when the server listens beyond this machine without PUBLIC_URL, naming the origin its links will carry', () => {
    expect(startWarnings({ HOST: '0.0.0.0' })).toEqual([expect.stringContaining('http://0.0.0.0:3000')]);
  });

  it('stays quiet when PUBLIC_URL is set or HOST is loopback (the spawned start above checks its log too)', () => {
    expect(startWarnings({ HOST: '0.0.0.0', PUBLIC_URL: 'https://okazje.example' })).toEqual([]);
    expect(startWarnings({ HOST: '127.0.0.1' })).toEqual([]);
  });
});

describe('the origin of links written without a request (the digest mail)', () => {
  const originOf = (overrides: Record<string, string>) =>
    configuredOrigin(parseEnv({ DATA_DIR: dataDir, PORT: '3000', NODE_ENV: 'test', ...overrides }));

  it('is PUBLIC_URL when set, else the address the server listens at, never a localhost other machines cannot open', () => {
    expect(originOf({ HOST: '0.0.0.0', PUBLIC_URL: 'https://okazje.example/' })).toBe('https://okazje.example');
    expect(originOf({ HOST: '192.168.1.20' })).toBe('http://192.168.1.20:3000');
    expect(originOf({ HOST: '127.0.0.1' })).toBe('http://127.0.0.1:3000');
  });
});
