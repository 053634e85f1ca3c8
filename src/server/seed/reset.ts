import { rm } from 'node:fs/promises';
import path from 'node:path';
import { migrate, openDb } from '../db/client';
import { seedDemo } from './';

/** `npm run db:reset`: recreates the embedded database and the generated demo images from scratch. */
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const dbDir = path.join(dataDir, 'db');
const mediaDir = path.join(dataDir, 'media');

await rm(dbDir, { recursive: true, force: true });
await rm(path.join(mediaDir, 'seed'), { recursive: true, force: true });
const started = Date.now();
const handle = await openDb({ dataDir: dbDir });
try {
  await migrate(handle.db);
  await seedDemo(handle.db, { mediaDir });
  console.log(`database recreated in ${dbDir} (${Date.now() - started} ms)`);
} finally {
  await handle.close();
}
