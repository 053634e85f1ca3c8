import type { Db } from './db/client';
import type { ServerEnv } from './platform/env';
import type { Mailer } from './mail/mailer';
import type { PushDispatcher } from './push/dispatcher';
import type { WorkerLoop } from './platform/worker-loop';
import type { AfterAnswer } from './platform/after-answer';
import type { ReadCache } from './platform/read-cache';
import type { VapidKeysCache } from './push/vapid';
import type { DealCountCache } from './services/deals';
import type { ContentListsCache } from './services/watched-words';
import type { MediaStore } from './storage/media-store';

/** A cache of public reads that writes empty: wholly, or what shows what they changed (platform/content-tags.ts). */
export interface Invalidatable {
  clear(): void;
  invalidate(tags: readonly string[]): void;
}

/**
 * Every in-process cache of one app, made once by the composition root and handed to what reads through it; nothing
 * keeps a cache of its own beside these. All are short-lived or never change (the VAPID keys), since several
 * instances may serve one database.
 */
export interface AppCaches {
  /** Anonymous list responses, shared by every list route of this process. */
  lists: ReadCache;
  /** Anonymous deal details (`GET /api/deals/{id}`), the API answer a page's first visit and every card open read. */
  deals: ReadCache;
  /** The total of a deal list per filter, shared by every page and sort of that filter. */
  dealCounts: DealCountCache;
  /** The watched words and banned hosts every deal, comment and username write is checked against. */
  contentLists: ContentListsCache;
  /** This deployment's Web Push keys, read once. */
  vapidKeys: VapidKeysCache;
  /** Adds a cache of anonymous reads (rendered pages, feeds) to those `invalidate` and `invalidatePublicReads` empty. */
  register(cache: Invalidatable): void;
  /**
   * Empties, in the lists, the deal details and every registered cache, what shows any of `tags` (the deal a vote
   * changed, the lists a new deal joins), and nothing else: a reader right after a write (the writer, or a guest
   * opening the same deal) sees it from this instance, while a write that changes nothing a page shows costs no
   * render.
   */
  invalidate(tags: readonly string[]): void;
  /** Empties them all: hidden, restored or pinned content shows everywhere at once. */
  invalidatePublicReads(): void;
}

/** What route factories receive from the app factory. */
export interface AppDeps {
  db: Db;
  env: ServerEnv;
  caches: AppCaches;
  mailer: Mailer;
  /** Work the answer must not wait for (a sign-in code's password check and mail). */
  afterAnswer: AfterAnswer;
  /** Sends the push outbox; kicked after a write that may have queued pushes has committed. */
  push: PushDispatcher;
  /** Runs the alert outbox (who hears of a deal); kicked after a write that may have queued a job has committed. */
  alertJobs: WorkerLoop;
  /** What /media/ serves: uploads (avatars, deal and banner pictures) and the seeded pictures. */
  media: MediaStore;
  /** Rendered share cards by content version, which any instance draws again when they are missing. */
  shareCards: MediaStore;
}
