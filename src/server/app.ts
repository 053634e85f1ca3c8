import { resolve } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Db } from './db/client';
import type { Env } from './env';
import type { AppDeps } from './http/deps';
import { handleError, handleNotFound, HttpError } from './http/errors';
import { createLogger, type Logger } from './http/logger';
import { ReadCache } from './http/read-cache';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { distRoutes, mediaRoutes } from './http/static';
import type { AppEnv } from './http/types';
import { bannerRoutes } from './routes/banners';
import { configRoutes } from './routes/config';
import { couponRoutes } from './routes/coupons';
import { dealRoutes } from './routes/deals';
import { healthRoutes } from './routes/health';
import { shopRoutes } from './routes/shops';
import { specialRoutes } from './routes/specials';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const LIST_CACHE_MAX_ENTRIES = 1000;

export interface CreateAppOptions {
  db: Db;
  env: Env;
  /** Folder served under /media/. */
  mediaDir: string;
  /** The built client (dist/); without it only /api and /media are served. */
  distDir?: string;
  /** Defaults to a stdout logger at env.LOG_LEVEL. */
  logger?: Logger;
  /** Extra /api sub-apps by path (e.g. `{ '/boom': app }`); tests mount failing routes this way. */
  extraApiRoutes?: Record<string, Hono<AppEnv>>;
}

export type App = Hono<AppEnv>;

export function createApp({ db, env, mediaDir, distDir, logger, extraApiRoutes = {} }: CreateAppOptions): App {
  const deps: AppDeps = { db, env, listCache: new ReadCache(env.LIST_CACHE_TTL_MS, LIST_CACHE_MAX_ENTRIES) };
  // Trailing slash optional everywhere: /api/deals and /api/deals/ are the same route.
  const app = new Hono<AppEnv>({ strict: false });

  app.use(requestId());
  app.use(requestLog(logger ?? createLogger(env.LOG_LEVEL)));
  app.use(securityHeaders());
  app.use(compress());

  const api = new Hono<AppEnv>({ strict: false });
  api.use(
    bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: () => {
        throw new HttpError('PayloadTooLarge', `Request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes`);
      },
    }),
  );
  api.route('/health', healthRoutes());
  api.route('/config', configRoutes(deps));
  api.route('/deals', dealRoutes(deps));
  api.route('/banners', bannerRoutes(deps));
  api.route('/shops', shopRoutes(deps));
  api.route('/coupons', couponRoutes(deps));
  api.route('/specials', specialRoutes(deps));
  for (const [path, routes] of Object.entries(extraApiRoutes)) api.route(path, routes);

  app.route('/api', api);
  app.route('/media', mediaRoutes(resolve(mediaDir)));
  if (distDir) app.route('/', distRoutes(resolve(distDir)));

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
