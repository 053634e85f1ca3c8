import type { Db } from '../db/client';
import type { ServerEnv } from '../env';
import type { Mailer } from '../mail/mailer';
import type { ReadCache } from './read-cache';

/** What route factories receive from the app factory. */
export interface AppDeps {
  db: Db;
  env: ServerEnv;
  /** Anonymous list responses, shared by every list route of this process. */
  listCache: ReadCache;
  mailer: Mailer;
  /** Folder served under /media/ (uploaded avatars are written below it). */
  mediaDir: string;
}
