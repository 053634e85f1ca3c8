import { createRouter, type Router } from '../web/router';
import { noStore } from '../web/json';

/** Readiness probe and the benchmark's ceiling: no database, no validation, the cheapest JSON answer. */
export function healthRoutes(): Router {
  return createRouter().get('/', noStore, (c) => c.json({ status: 'ok' }));
}
