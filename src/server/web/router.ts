import { Hono } from 'hono';
import type { AppEnv } from './types';

/** A router of this app: the app itself, /api, and every group of routes mounted on them. */
export type Router = Hono<AppEnv>;

/** Every router is made here, so all share one environment and one path rule: a trailing slash is optional everywhere. */
export function createRouter(): Router {
  return new Hono<AppEnv>({ strict: false });
}
