/** `npm run dev`: Vite serves the client and hands /api and /media to the same Hono app as production. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { migrate } from './db/client';
import { seedDemo } from './seed';
import { resolveServerEnv } from './auth/signing-secret';
import { loadEnv } from './platform/env';
import { openConfiguredDb } from './index';
import { mediaStores } from './storage/media-stores';

type Listener = ReturnType<typeof getRequestListener>;

let listener: Promise<Listener> | undefined;

async function createListener(): Promise<Listener> {
  const handle = await openConfiguredDb(loadEnv());
  await migrate(handle.db);
  const env = await resolveServerEnv(loadEnv(), handle.db);
  const mediaDir = resolve(env.DATA_DIR, 'media');
  const stores = mediaStores(env, mediaDir);
  await seedDemo(handle.db, { mediaDir, publishTo: env.MEDIA_STORAGE === 's3' ? stores.media : undefined });
  const app = createApp({ db: handle.db, env, mediaDir, stores });
  return getRequestListener(app.fetch);
}

export async function handleDevRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Lazily, once: the database opens on the first API call, not when Vite starts.
  listener ??= createListener().catch((err: unknown) => {
    listener = undefined;
    throw err;
  });
  const handle = await listener;
  await handle(req, res);
}
