import { resolve } from 'node:path';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Db } from './db/client';
import type { ServerEnv } from './platform/env';
import type { AppCaches, AppDeps } from './deps';
import { createCaches } from './caches';
import { handleError, handleNotFound } from './web/error-handler';
import { AppError } from './platform/errors';
import { afterAnswerQueue, type AfterAnswer } from './platform/after-answer';
import { createLogger, type Logger } from './platform/logger';
import { isPictureUpload } from './web/picture-upload';
import { requestLog } from './web/request-log';
import { securityHeaders } from './web/security-headers';
import { providersOn } from './services/config';
import { distRoutes } from './render/static';
import { mediaRoutes } from './render/media';
import { afterWrite } from './web/after-write';
import { noteRenderTags } from './render/render-tags';
import { createRouter, type Router } from './web/router';
import { authenticate } from './web/auth';
import { defaultMailer, type Mailer } from './mail/mailer';
import { anonymousRoutes } from './routes/anonymous';
import { authRoutes } from './routes/auth';
import { bannerRoutes } from './routes/banners';
import { configRoutes } from './routes/config';
import { consentRoutes } from './routes/consent';
import { couponRoutes } from './routes/coupons';
import { dealActionsRoutes } from './routes/deal-actions';
import { dealImportRoutes } from './routes/deal-import';
import { dealSubmissionRoutes } from './routes/deal-submission';
import { dealExpiryRoutes } from './routes/deal-expiry';
import { dealRoutes } from './routes/deals';
import { healthRoutes } from './routes/health';
import { inboxRoutes } from './routes/inbox';
import { lootboxesRoutes } from './routes/lootboxes';
import { moderationRoutes } from './routes/moderation';
import { moderationEditorialRoutes } from './routes/moderation-editorial';
import { prizesRoutes } from './routes/prizes';
import { profileDealsRoutes } from './routes/profile-deals';
import { reportsRoutes } from './routes/reports';
import { searchRoutes } from './routes/search';
import { shareCardRoutes } from './routes/share-cards';
import { seoFileRoutes } from './routes/seo-files';
import { feedRoutes } from './routes/feeds';
import { shopRoutes } from './routes/shops';
import { specialRoutes } from './routes/specials';
import { userRewardsRoutes } from './routes/user-rewards';
import { pushRoutes, userNotificationRoutes } from './routes/notifications';
import { createPushDispatcher, type PushDispatcher } from './push/dispatcher';
import { createAlertJobs } from './services/alert-jobs';
import type { WorkerLoop } from './platform/worker-loop';
import { usersRoutes } from './routes/users';
import { feedControlRoutes } from './routes/feed-control';
import { mediaStores, type MediaStores } from './storage/media-stores';
import type { PageRenderer } from '@/shared/server-render';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** The origin of the API calls a server render makes to this app; never seen outside the process. */
const INTERNAL_ORIGIN = 'http://render.internal';

export interface CreateAppOptions {
  db: Db;
  env: ServerEnv;
  /** The local media folder, served under /media/ with MEDIA_STORAGE=local. */
  mediaDir: string;
  /** Defaults to the stores env.MEDIA_STORAGE names (`mediaStores`); `startServer` passes the ones it seeded. */
  stores?: MediaStores;
  /** The built client (dist/); without it only /api and /media are served. */
  distDir?: string;
  /** The render bundle (`loadPageRenderer`): pages are rendered by the server; without it they are the app's shell. */
  pageRenderer?: PageRenderer | null;
  /** Defaults to a stdout logger at env.LOG_LEVEL. */
  logger?: Logger;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox folder DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Work that runs after the answer (a sign-in code mail); tests pass their own to wait for it. */
  afterAnswer?: AfterAnswer;
  /** Defaults to new caches; `startServer` passes the ones its push dispatcher shares. */
  caches?: AppCaches;
  /** Sends Web Push; defaults to one that sends only when drained (tests drain it), `startServer` starts its own. */
  push?: PushDispatcher;
  /** Tells members of deals their alerts and follows wait for; the same defaults as `push`. */
  alertJobs?: WorkerLoop;
  /** Extra /api sub-apps by path (e.g. `{ '/boom': app }`); tests mount failing routes this way. */
  extraApiRoutes?: Record<string, Router>;
}

export type App = Router;

/** POST /api/deals/{id}/favourite, a write under /deals that never queues news. */
const FAVOURITE_TOGGLE = /^\/api\/deals\/[^/]+\/favourite\/?$/;

export function createApp({
  db,
  env,
  mediaDir,
  stores = mediaStores(env, mediaDir),
  distDir,
  pageRenderer = null,
  logger,
  mailer,
  afterAnswer,
  caches = createCaches(env),
  push,
  alertJobs,
  extraApiRoutes = {},
}: CreateAppOptions): App {
  const log = logger ?? createLogger(env.LOG_LEVEL);
  const dispatcher = push ?? createPushDispatcher({ db, caches, env, logger: log });
  const deps: AppDeps = {
    db,
    env,
    media: stores.media,
    shareCards: stores.shareCards,
    caches,
    mailer: mailer ?? defaultMailer(env, log),
    afterAnswer: afterAnswer ?? afterAnswerQueue(log),
    push: dispatcher,
    alertJobs: alertJobs ?? createAlertJobs({ db, logger: log, onTold: () => dispatcher.kick() }),
  };
  const app = createRouter();

  app.use(requestId());
  app.use(requestLog(log));
  app.use(securityHeaders(providersOn(env)));
  app.use(compress());

  const api = createRouter();
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PayloadTooLarge', `Request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes`);
    },
  });
  // Picture uploads (up to 10 MB) apply their own larger limit on their routes; every other body keeps 1 MB.
  api.use((c, next) => (isPictureUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));
  api.use(authenticate(env.JWT_SECRET, db));
  // A new deal or a vote may be news for members (its alert job, committed with it, is taken now, and the pushes it
  // queues are sent after it); a favourite is none. Each write route empties the guests' caches of what it changed
  // itself (platform/content-tags.ts).
  const afterDealWrite = afterWrite([() => deps.alertJobs.kick()], FAVOURITE_TOGGLE);
  api.use('/deals', afterDealWrite);
  api.use('/deals/*', afterDealWrite);
  api.route('/health', healthRoutes());
  api.route('/config', configRoutes(deps));
  api.route('/consent', consentRoutes(deps));
  api.route('/auth', authRoutes(deps));
  // Fixed paths (/deals/favourites, /users/daily …) are mounted before the `/:id` routes that would catch them.
  api.route('/deals', profileDealsRoutes(deps));
  api.route('/deals', dealExpiryRoutes(deps));
  api.route('/deals', dealSubmissionRoutes(deps));
  api.route('/deals', dealImportRoutes(deps));
  api.route('/deals', dealActionsRoutes(deps));
  api.route('/deals', dealRoutes(deps));
  api.route('/users', userRewardsRoutes(deps));
  api.route('/users', userNotificationRoutes(deps));
  api.route('/push', pushRoutes(deps));
  api.route('/users', feedControlRoutes(deps));
  api.route('/users', usersRoutes(deps));
  api.route('/reports', reportsRoutes(deps));
  api.route('/prizes', prizesRoutes(deps));
  api.route('/lootboxes', lootboxesRoutes(deps));
  api.route('/inbox', inboxRoutes(deps));
  api.route('/anonymous', anonymousRoutes(deps));
  api.route('/banners', bannerRoutes(deps));
  api.route('/search', searchRoutes(deps));
  api.route('/shops', shopRoutes(deps));
  api.route('/coupons', couponRoutes(deps));
  api.route('/specials', specialRoutes(deps));
  api.route('/moderation', moderationRoutes(deps));
  api.route('/moderation', moderationEditorialRoutes(deps));
  for (const [path, routes] of Object.entries(extraApiRoutes)) api.route(path, routes);

  app.route('/api', api);
  app.route('/', seoFileRoutes(deps));
  app.route('/feeds', feedRoutes(deps));
  app.route('/share-cards', shareCardRoutes(deps));
  app.route('/media', mediaRoutes(deps.media));
  if (distDir) app.route('/', distRoutes(resolve(distDir), deps, pageRenderer));
  // A page's loaders call the API through this app in-process: no socket, no second trip through the network stack.
  // Each answer's tags go to the render that asked, so the page is kept until what it shows changes.
  pageRenderer?.connectApi(async (url, init) => noteRenderTags(await app.fetch(new Request(new URL(url, INTERNAL_ORIGIN), init))));

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
