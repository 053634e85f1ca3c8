import type { Env } from '../env';

/** The origin absolute links are written with: PUBLIC_URL when set, else the origin the request reached. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL'>, requestUrl: string): string {
  return (env.PUBLIC_URL ?? new URL(requestUrl).origin).replace(/\/$/, '');
}

export type ShareCardKind = 'deals' | 'shops' | 'specials';

/**
 * Where a share card (the 1200×630 og:image) of a deal, shop or special is served. `version` changes whenever what
 * the card shows changes (the row's update time), so a link preview that cached the old card asks for the new one.
 */
export function shareCardPath(kind: ShareCardKind, id: number, version: string): string {
  return `/share-cards/${kind}/${id}.jpg?v=${encodeURIComponent(version)}`;
}

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
