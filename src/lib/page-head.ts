import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, SITE_NAME } from '@/shared/constants';

/** "<page> · Okazje"; without a page title the brand alone, as on the home page. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
}

/** What a route's `head` needs of its match: the page's language and origin (router context) and its path. */
export interface HeadMatch {
  context: { i18n: I18n; origin: string };
  pathname: string;
  status?: string;
  _notFound?: boolean;
}

/** What a head built from the page's data needs more: the query cache its loader filled. */
export type DataHeadMatch = HeadMatch & { context: { queryClient: QueryClient } };

/** The route answered not found (its loader threw `notFound()`, or no route knows the path). */
export const answeredNotFound = (match: HeadMatch) => match.status === 'notFound' || match._notFound === true;

export interface ShareImage {
  /** An absolute URL, or a path on this origin. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page says about itself to the browser's tab, search engines and link previews; strings already translated. */
export interface PageHead {
  /** The page's own title; the document title is "<title> · Okazje", the brand alone when absent (the home page). */
  title?: string;
  /** The site's own description when absent, so no page keeps the one the previous page left behind. */
  description?: string;
  /** Indexed pages name their canonical address: the match's own path, unless the page has a different one. */
  canonicalPath?: string;
  /** Private, guarded and not-found pages: `noindex`, and no canonical address. */
  noindex?: boolean;
  ogType?: 'website' | 'product';
  image?: ShareImage;
  /** Structured data (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
  /** The Atom feed of the page's list (/feeds/…), offered to feed readers with `<link rel="alternate">`. */
  feed?: { path: string; title: string };
}

/** A page's share card (the API's `share_card`), described by the page's own name. */
export function shareCard(url: string | null | undefined, alt: string): ShareImage | undefined {
  return url ? { url, width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, alt } : undefined;
}

export type RouteHead = {
  meta: NonNullable<AnyRouteMatch['meta']>;
  links: NonNullable<AnyRouteMatch['links']>;
  scripts: NonNullable<AnyRouteMatch['headScripts']>;
};

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

const SITE_IMAGE = { url: '/icons/icon-512.png', width: 512, height: 512 };

const OG_LOCALES: Record<string, string> = { pl: 'pl_PL', en: 'en_GB' };

const siteDescription = (i18n: I18n) =>
  i18n._(msg`The community of deal hunters: the best promotions, coupons and discount codes in Poland, shared and rated by you.`);

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/**
 * The tags of a page's head, as TanStack Router's `head` returns them. The server renders them into the first HTML
 * and the browser keeps exactly those after hydration (src/app/RouteHead.tsx), so a crawler, a link preview and the
 * tab all read the same title and description, in the page's language.
 */
export function pageHead(match: HeadMatch, head: PageHead): RouteHead {
  const { i18n, origin } = match.context;
  const title = formatDocumentTitle(head.title);
  const description = head.description ?? siteDescription(i18n);
  const url = head.noindex ? undefined : `${origin}${head.canonicalPath ?? match.pathname}`;
  const image = head.image ?? { ...SITE_IMAGE, alt: SITE_NAME };
  const imageUrl = absolute(origin, image.url);
  const meta: RouteHead['meta'] = [
    { title },
    { name: 'description', content: description },
    ...(head.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OG_LOCALES[i18n.locale] ?? 'pl_PL' },
    { property: 'og:type', content: head.ogType ?? 'website' },
    { property: 'og:title', content: head.title ?? title },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    { name: 'twitter:title', content: head.title ?? title },
    { name: 'twitter:description', content: description },
  ];
  return {
    meta,
    links: [
      ...(url ? [{ rel: 'canonical', href: url }] : []),
      ...(head.feed
        ? [{ rel: 'alternate', type: 'application/atom+xml', title: head.feed.title, href: `${origin}${head.feed.path}` }]
        : []),
    ],
    scripts: (head.jsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: jsonForScript(data) })),
  };
}

/** The head of a page that is not there (an unknown deal, shop, path): its own words, never indexed. */
export function notFoundHead(match: HeadMatch, title: string, description?: string): RouteHead {
  return pageHead(match, { title, description, noindex: true });
}

/** A page of one visitor's own (account, sign-in, the operators' console): a title, and never indexed. */
export function privateHead(match: HeadMatch, title: string): RouteHead {
  return pageHead(match, { title, noindex: true });
}

/**
 * A route's `head` written in a module of its own and loaded with the page: in the route file, a head's code and its
 * messages (in both languages) would sit in the route tree, which every first visit downloads. The router awaits a
 * head that is a promise, in the server render and in the browser alike.
 */
export function lazyHead<C>(load: () => Promise<(context: C) => RouteHead>): (context: C) => Promise<RouteHead> {
  return (context) => load().then((head) => head(context));
}
