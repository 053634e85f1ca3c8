import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { CachedBody } from './read-cache';

export function toCachedBody(value: unknown): CachedBody {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/** `If-None-Match` may list several validators, or `*`; weak and strong forms compare equal for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Sends JSON with an ETag, answering 304 when the client already holds this body. */
export function sendJson(c: Context, payload: CachedBody): Response {
  c.header('ETag', payload.etag);
  c.header('Cache-Control', 'no-cache');
  if (matches(c.req.header('If-None-Match'), payload.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(payload.body, 200);
}
