import { Hono } from 'hono';
import { noStore } from '../web/json';
import type { AppEnv } from '../web/types';

/** Readiness probe and the benchmark's ceiling: no database, no validation, the cheapest JSON answer. */
export function healthRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>({ strict: false }).get('/', noStore, (c) => c.json({ status: 'ok' }));
}
