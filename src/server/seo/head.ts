import { escapeHtml } from '../mail/html';

export const SITE_NAME = 'Okazje';

/** What a page says about itself to search engines and link previews (the `<head>` of its first, server-sent HTML). */
export interface PageHead {
  /** The page's own title; the document title is "<title> · Okazje", the brand alone when absent (the home page). */
  title?: string;
  description: string;
  /** The page's canonical path (`/deals/12/slug`); absent for pages that must not be indexed. */
  canonicalPath?: string;
  /** Private, guarded and not-found pages: `noindex`, and no canonical. */
  noindex?: boolean;
  ogType: 'website' | 'product';
  image?: { path: string; width: number; height: number; alt: string };
  /** Structured data (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
}

/** "<page> · Okazje", the same rule the client's `formatDocumentTitle` applies after hydration. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * JSON inside a script element: `<` is escaped so that no string in the data (a deal title with `</script>`) can end
 * the element early. A data block is never executed, so the CSP's script rules do not apply to it.
 */
function jsonForScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The tags of a page's head, with absolute URLs under `origin` (PUBLIC_URL or the request's). */
export function renderHead(head: PageHead, origin: string): string {
  const title = documentTitle(head.title);
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const url = !head.noindex && head.canonicalPath ? `${origin}${head.canonicalPath}` : undefined;
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pl_PL'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title ?? title),
    meta('property', 'og:description', head.description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (head.image) {
    const image = `${origin}${head.image.path}`;
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'));
  }
  tags.push(meta('name', 'twitter:title', head.title ?? title), meta('name', 'twitter:description', head.description));
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's head: its own `<title>` and description are replaced (so there is one of each), the rest
 * of the tags go right after the description. The shell's other tags (theme, icons, scripts) stay as built.
 */
export function injectHead(indexHtml: string, headTags: string): string {
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  const withoutDescription = withoutTitle.replace(/<meta name="description"[^>]*>\s*/, '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  const anchor = charset.test(withoutDescription) ? charset : /<head>/i;
  return withoutDescription.replace(anchor, (tag) => `${tag}\n    ${headTags}`);
}
