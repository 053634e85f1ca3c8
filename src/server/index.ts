import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from './app';
import { createCaches } from './caches';
import { loadPageRenderer } from './render/page-render';
import { migrate, openDb, startingAlone, type DbHandle } from './db/client';
import { seedDemo } from './seed';
import { resolveServerEnv } from './auth/signing-secret';
import type { Env, ServerEnv } from './platform/env';
import type { Db } from './db/client';
import { defaultMailer, type Mailer } from './mail/mailer';
import { createPushDispatcher, type PushDispatcher } from './push/dispatcher';
import { createAlertJobs } from './services/alert-jobs';
import type { WorkerLoop } from './platform/worker-loop';
import { sendDueDigests } from './services/alert-digest';
import { sendDueReminders } from './services/favourite-reminders';
import { createLogger, type Logger } from './platform/logger';
import { configuredOrigin, isLoopbackHostname, listenOrigin } from './seo/urls';
import { mediaStores } from './storage/media-stores';

export interface RunningServer {
  url: string;
  port: number;
  app: App;
  handle: DbHandle;
  /** Stops accepting connections, waits for open ones, then closes the database. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  env: Env;
  /** The built client; omitted in API-only runs (tests, benchmark). */
  distDir?: string;
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
  logger?: Logger;
}

/** Opens the database the env points at: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db. */
export async function openConfiguredDb(env: Env): Promise<DbHandle> {
  if (env.DATABASE_URL) return openDb({ databaseUrl: env.DATABASE_URL });
  const dataDir = resolve(env.DATA_DIR, 'db');
  await mkdir(dataDir, { recursive: true });
  return openDb({ dataDir });
}

/** How often the push outbox is read besides the kicks after writes: retries, quiet hours' ends, rows left by a restart. */
const PUSH_POLL_MS = 5_000;
/** The same for the alert outbox: jobs queued by another instance or by moderation, and jobs left by a crash. */
const ALERT_JOBS_POLL_MS = 2_000;
const MINUTE_JOBS_POLL_MS = 60_000;
const KEEP_ALIVE_MS = 65_000;

/**
 * The jobs of the clock, checked every minute: the daily e-mail digests (each member's once a day at the hour they
 * picked) and the reminders of saved deals about to end (their pushes go with the outbox's next poll).
 */
function startMinuteJobs(db: Db, mailer: Mailer, env: ServerEnv, logger: Logger): NodeJS.Timeout {
  const origin = configuredOrigin(env);
  const failed = (job: string) => (error: unknown) =>
    logger.error(`${job} failed`, { error: error instanceof Error ? error.message : String(error) });
  const timer = setInterval(() => {
    const now = new Date();
    sendDueDigests(db, mailer, origin, now).then(({ sent, failed: unsent }) => {
      if (sent > 0 || unsent > 0) logger.info('alert digests', { sent, failed: unsent });
    }, failed('alert digests'));
    sendDueReminders(db, now).then((told) => {
      if (told > 0) logger.info('favourite reminders', { told });
    }, failed('favourite reminders'));
  }, MINUTE_JOBS_POLL_MS);
  timer.unref();
  return timer;
}

function listen(app: App, env: Env): Promise<ServerType> {
  return new Promise((resolveServer, reject) => {
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolveServer(server));
    server.once('error', reject);
    // Node closes an idle keep-alive socket after 5 s, which a client (or a load balancer, idle for 60 s) may be
    // reusing at that moment: its request then fails with ECONNRESET. Idle sockets are kept longer than any such pool.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    }
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolveClose, reject) => {
    server.close((err) => (err ? reject(err) : resolveClose()));
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

/**
 * Reachable from other machines, the server writes its own HOST:PORT into canonical links, Open Graph, the sitemap
 * and robots.txt for any Host it does not believe (see `publicOrigin`): rarely the address visitors use.
 */
export function warnWithoutPublicUrl(env: Pick<ServerEnv, 'PUBLIC_URL' | 'HOST' | 'PORT'>, logger: Logger): void {
  if (env.PUBLIC_URL || isLoopbackHostname(env.HOST)) return;
  logger.warn('PUBLIC_URL is not set: absolute links name this origin for any Host but a loopback one; set PUBLIC_URL', {
    origin: listenOrigin(env),
  });
}

export async function startServer({
  env,
  distDir,
  seed = true,
  logger = createLogger(env.LOG_LEVEL),
}: StartServerOptions): Promise<RunningServer> {
  warnWithoutPublicUrl(env, logger);
  const mediaDir = resolve(env.DATA_DIR, 'media');
  await mkdir(mediaDir, { recursive: true });
  const stores = mediaStores(env, mediaDir);
  const db = await openConfiguredDb(env);
  let app: App;
  let server: ServerType;
  let push: PushDispatcher;
  let alertJobs: WorkerLoop;
  let minuteJobs: NodeJS.Timeout;
  try {
    await startingAlone(db.db, async () => {
      await migrate(db.db);
      if (!seed) return;
      const { seeded } = await seedDemo(db.db, { mediaDir, publishTo: env.MEDIA_STORAGE === 's3' ? stores.media : undefined });
      if (seeded) logger.info('seeded demo data', { mediaDir, mediaStorage: env.MEDIA_STORAGE });
    });
    const pageRenderer = distDir ? await loadPageRenderer(resolve(distDir)) : null;
    if (distDir && !pageRenderer) logger.warn('no render bundle beside the client build: pages are sent as the app shell');
    const serverEnv = await resolveServerEnv(env, db.db);
    const mailer = defaultMailer(serverEnv, logger);
    const caches = createCaches(serverEnv);
    push = createPushDispatcher({ db: db.db, caches, env: serverEnv, logger });
    const dispatcher = push;
    alertJobs = createAlertJobs({ db: db.db, logger, onTold: () => dispatcher.kick() });
    app = createApp({ db: db.db, env: serverEnv, mediaDir, stores, distDir, pageRenderer, logger, mailer, caches, push, alertJobs });
    server = await listen(app, env);
    push.start(PUSH_POLL_MS);
    alertJobs.start(ALERT_JOBS_POLL_MS);
    minuteJobs = startMinuteJobs(db.db, mailer, serverEnv, logger);
  } catch (err) {
    // PGlite must be closed to leave its data directory consistent, even when startup fails.
    await db.close();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${port}`;
  logger.info('listening', { url, database: db.kind, dataDir: env.DATA_DIR, mediaStorage: env.MEDIA_STORAGE });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= closeServer(server)
      .then(() => {
        clearInterval(minuteJobs);
        return Promise.all([alertJobs.stop(), push.stop()]);
      })
      .then(() => db.close());
    return closing;
  };
  return { url, port, app, handle: db, close };
}

/** SIGTERM/SIGINT: finish in-flight requests, close the database (PGlite must flush), exit 0. */
export function closeOnSignals(running: RunningServer, logger: Logger): void {
  const stop = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal });
    running.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error('shutdown failed', { error: err instanceof Error ? err.stack : String(err) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
