/**
 * Query parameters that only say where a click came from. They are dropped from a stored deal link (they leak the
 * sharer's campaign and make one product look like many) and ignored when two links are compared for duplicates.
 */
const TRACKING_PARAM =
  /^(utm_\w+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl|srsltid|ref_src)$/i;

export const isTrackingParam = (name: string): boolean => TRACKING_PARAM.test(name);

/** The link without tracking parameters; anything else (path, other parameters, fragment) is kept as given. */
export function withoutTracking(link: string): string {
  const url = new URL(link);
  url.search = searchWithoutTracking(url.search);
  return url.toString();
}

/**
 * A query string (`?tab=new&utm_source=x`) without tracking parameters: '' when none is left, and exactly as given
 * when it has none. A page arrived at from a campaign is the same page.
 */
export function searchWithoutTracking(search: string): string {
  const params = new URLSearchParams(search);
  const tracking = [...params.keys()].filter(isTrackingParam);
  if (tracking.length === 0) return search;
  for (const name of tracking) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * What two links to the same offer have in common: the host without `www.`, its port when not the default, the
 * path without a trailing slash, and the parameters left after tracking ones are dropped. The scheme and the
 * fragment do not count. Used to find a deal already posted for a link.
 */
export function dealLinkKey(link: string): string {
  const url = new URL(withoutTracking(link));
  const host = url.hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${port}${path}${url.search}`;
}

/**
 * The shop part of a link key (dealLinkKey): its host and port, everything before the path or the parameters. Two
 * deals with the same one link to the same shop. `LINK_KEY_HOST_PATTERN` is the same rule for SQL's `substring`.
 */
export const LINK_KEY_HOST_PATTERN = '^[^/?]*';

export function linkKeyHost(key: string): string {
  return new RegExp(LINK_KEY_HOST_PATTERN).exec(key)?.[0] ?? '';
}

/** The shop part of a link's key, or null for text that is not a link yet (a link being typed). */
export function linkShop(link: string): string | null {
  try {
    return linkKeyHost(dealLinkKey(link));
  } catch {
    return null;
  }
}
