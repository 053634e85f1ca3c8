/**
 * The stage of two-instances.spec.ts, started by playwright.config.ts when TEST_DATABASE_URL is set: a fresh
 * PostgreSQL database, a local S3-compatible server for media, two servers as `npm start` runs them (started at the
 * same moment, each with a DATA_DIR of its own: no shared disk) and a round-robin proxy in front, so each request may
 * land on the other instance. The proxy names the instance that answered in `X-Served-By`. SIGTERM stops it all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startFakeS3 } from '../server/helpers/fake-s3';
import { TWO_INSTANCES } from './support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('two instances need TEST_DATABASE_URL (a PostgreSQL they share)');

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${TWO_INSTANCES.database}" with (force)`);
    await admin.query(`create database "${TWO_INSTANCES.database}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${TWO_INSTANCES.database}`;
  return url.toString();
}

function startInstance(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // One signing secret, as every instance of one deployment has: a token issued by one is taken by the other.
      JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789',
      // The proxy passes the browser's X-Forwarded-For on, as a load balancer would.
      TRUST_PROXY: 'true',
      PUSH_ENDPOINT_ALLOWLIST: `127.0.0.1:${TWO_INSTANCES.fakePushPort}`,
    },
  });
}

async function healthy(port: number, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 360; tries++) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the instance on port ${port} did not start`);
}

/** Forwards each request to the next instance in turn, with its body and headers, and names the one that answered. */
function roundRobin(ports: readonly number[]): http.Server {
  let next = 0;
  return http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % ports.length;
    const forwarded = http.request(
      { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': `instance-${index + 1}` });
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
}

const s3 = await startFakeS3();
const databaseUrl = await freshDatabase();
await Promise.all(
  TWO_INSTANCES.dataDirs.map((dir) => rm(dir, { recursive: true, force: true }).then(() => mkdir(dir, { recursive: true }))),
);
const instances = TWO_INSTANCES.instancePorts.map((port, index) =>
  startInstance(port, TWO_INSTANCES.dataDirs[index] ?? '', { ...s3.env, DATABASE_URL: databaseUrl }),
);
const proxy = roundRobin(TWO_INSTANCES.instancePorts);

async function stop(): Promise<void> {
  for (const instance of instances) instance.kill('SIGTERM');
  proxy.close();
  await Promise.all(instances.map((instance) => (instance.exitCode === null ? new Promise((done) => instance.once('exit', done)) : null)));
  await s3.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

try {
  await Promise.all(TWO_INSTANCES.instancePorts.map((port, index) => healthy(port, instances[index] as ChildProcess)));
} catch (error) {
  for (const instance of instances) instance.kill('SIGTERM');
  await s3.close();
  throw error;
}
proxy.listen(TWO_INSTANCES.proxyPort, '127.0.0.1');
