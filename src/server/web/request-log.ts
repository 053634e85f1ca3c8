import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../platform/logger';
import type { AppEnv } from './types';

/**
 * One line per request. Only method, path (no query string: it may carry codes or tokens), status,
 * duration and request id are logged; headers such as Authorization never are.
 */
export const requestLog =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    c.set('logger', logger);
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      id: c.get('requestId'),
    });
  };
