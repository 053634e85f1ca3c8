import * as v from 'valibot';
import { IdParam } from '@/shared/schemas/common';
import { AppError } from '../platform/errors';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { getShareCardContent, shareCardVersion, ShareCardStore } from '../seo/share-card';

/** A link preview holding the current version may keep it a day; the URL changes with the card. */
const CURRENT_VERSION = 'public, max-age=86400';
/** A stale or missing `v` still gets the current card, but only briefly: its URL will soon name a newer one. */
const OTHER_VERSION = 'public, max-age=300';

const CardParamsSchema = v.object({
  kind: v.picklist(['deals', 'shops', 'specials']),
  file: v.pipe(
    v.string(),
    v.regex(/^\d+\.jpg$/),
    v.transform((file) => file.slice(0, -'.jpg'.length)),
    IdParam,
  ),
});

/** `/share-cards/{deals|shops|specials}/{id}.jpg?v=…`: the og:image of a page (seo/urls.ts shareCardPath). */
export function shareCardRoutes({ db, media, shareCards }: AppDeps): Router {
  const store = new ShareCardStore(shareCards, media);
  return createRouter().get('/:kind/:file', async (c) => {
    // A malformed address names no card: the same 404 as any unknown path, not a validation error.
    const params = v.safeParse(CardParamsSchema, c.req.param());
    if (!params.success) throw new AppError('NotFound', `No share card at ${c.req.path}`);
    const { kind, file: id } = params.output;
    const content = await getShareCardContent(db, kind, id);
    const version = shareCardVersion(content);
    const bytes = await store.card(kind, id, content);
    c.header('Content-Type', 'image/jpeg');
    c.header('Content-Length', String(bytes.byteLength));
    c.header('Cache-Control', c.req.query('v') === version ? CURRENT_VERSION : OTHER_VERSION);
    c.header('ETag', `"${version}"`);
    // Hono answers HEAD through this GET handler; the card is still drawn, so the length is the one a GET sends.
    if (c.req.method === 'HEAD') return c.body(null, 200);
    // A response body takes bytes over a plain ArrayBuffer; the store's may sit on any (Node's pool, the SDK's stream).
    return c.body(new Uint8Array(bytes), 200);
  });
}
