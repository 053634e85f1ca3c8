import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * Calls each subscriber, in order, once a write (any method but GET and HEAD) under the routes it is mounted on has
 * answered below 400; a path `skip` matches is left out. Each concern that follows a write subscribes on its own.
 */
export function afterWrite(subscribers: ReadonlyArray<() => void>, skip?: RegExp): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400 || skip?.test(c.req.path)) return;
    for (const subscriber of subscribers) subscriber();
  };
}
