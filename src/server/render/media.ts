import type { Context } from 'hono';
import { AppError } from '../platform/errors';
import type { MediaInfo, MediaStore } from '../storage/media-store';
import { etagMatches } from '../web/json';
import { createRouter, type Router } from '../web/router';
import type { AppEnv } from '../web/types';

/** Media keys are never reused for other content (each upload gets a fresh random name), so they can be kept long. */
const MEDIA = 'public, max-age=2592000';

/** A client's copy is current: the tag it holds is ours, or, when it sends no tag, it is no older than the object. */
function clientIsCurrent(c: Context<AppEnv>, info: MediaInfo): boolean {
  const noneMatch = c.req.header('If-None-Match');
  if (noneMatch !== undefined) return etagMatches(noneMatch, info.etag);
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  // HTTP dates have whole seconds; the object's time may not.
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

function setHeaders(c: Context<AppEnv>, info: MediaInfo): void {
  c.header('Cache-Control', MEDIA);
  c.header('ETag', info.etag);
  c.header('Last-Modified', info.lastModified.toUTCString());
}

/**
 * `/media/*` from the media store (local folder or bucket): objects only (no listing), keys checked by the store (no
 * traversal, no hidden or staging files), 404 for anything else. A revalidation is answered from the object's
 * metadata alone (304), and so is HEAD.
 */
export function mediaRoutes(store: MediaStore): Router {
  const media = createRouter();
  const notFound = (c: Context<AppEnv>) => new AppError('NotFound', `No media at ${c.req.path}`);
  media.on(['GET', 'HEAD'], '*', async (c) => {
    const key = c.req.path.replace(/^\/media\//, '');
    const revalidating = c.req.header('If-None-Match') !== undefined || c.req.header('If-Modified-Since') !== undefined;
    if (c.req.method === 'HEAD' || revalidating) {
      const info = await store.head(key);
      if (!info) throw notFound(c);
      setHeaders(c, info);
      if (clientIsCurrent(c, info)) return c.body(null, 304);
      if (c.req.method === 'HEAD') {
        c.header('Content-Type', info.contentType);
        c.header('Content-Length', String(info.size));
        return c.body(null, 200);
      }
    }
    const object = await store.get(key);
    if (!object) throw notFound(c);
    setHeaders(c, object);
    c.header('Content-Type', object.contentType);
    c.header('Content-Length', String(object.size));
    return c.body(object.body, 200);
  });
  return media;
}
