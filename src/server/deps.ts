import type { Db } from './db/client';
import type { ServerEnv } from './platform/env';
import type { Mailer } from './mail/mailer';
import type { PushDispatcher } from './push/dispatcher';
import type { AfterAnswer } from './platform/after-answer';
import type { ReadCache } from './platform/read-cache';

/** What route factories receive from the app factory. */
export interface AppDeps {
  db: Db;
  env: ServerEnv;
  /** Anonymous list responses, shared by every list route of this process. */
  listCache: ReadCache;
  /** Anonymous deal details (`GET /api/deals/{id}`), the API answer a page's first visit and every card open read. */
  dealCache: ReadCache;
  /**
   * Caches of anonymous reads that every successful write to deals through the API empties at once: a reader right
   * after a write (the writer, or a guest opening the same deal) sees it from this instance, not a copy from before.
   */
  writeSensitiveCaches: Array<Pick<ReadCache<unknown>, 'clear'>>;
  mailer: Mailer;
  /** Work the answer must not wait for (a sign-in code's password check and mail). */
  afterAnswer: AfterAnswer;
  /** Sends the push outbox; kicked after a write that may have queued pushes has committed. */
  push: PushDispatcher;
  /** Folder served under /media/ (uploaded avatars are written below it). */
  mediaDir: string;
}
