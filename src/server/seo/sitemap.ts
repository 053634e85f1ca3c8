import { and, asc, between, eq, isNull, max, sql } from 'drizzle-orm';
import { CATEGORY_ALIASES, CATEGORY_TREE, CONSOLE_SLUGS } from '@/shared/categories';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import { dealPath } from '@/shared/slug';
import type { Db } from '../db/client';
import { deals, shops, specials } from '../db/schema';
import { escapeHtml } from '../mail/html';
import { notModerationHidden } from '../services/moderation-visibility';

/** Deal URLs per child sitemap: a fifth of the protocol's 50,000, so one child stays a small, quick download. */
export const DEAL_SITEMAP_SIZE = 10_000;
/** The protocol's ceiling per sitemap; shops and specials number in the hundreds, this only keeps the file valid. */
const SITEMAP_MAX_URLS = 50_000;
const PG_MAX_INTEGER = 2_147_483_647;

/**
 * Public pages without rows of their own. /terms-of-service and /privacy-policy are left out: they show the same pages
 * as /terms and /privacy, the addresses the footer links to.
 */
const PAGE_PATHS: readonly string[] = [
  '/',
  '/coupons',
  '/gamer-zone',
  ...CONSOLE_SLUGS.map((slug) => `/gamer-zone/${slug}`),
  ...[...CATEGORY_TREE.map((node) => node.id), ...Object.keys(CATEGORY_ALIASES)].map((slug) => `/categories/${slug}`),
  '/dealboxes',
  '/faq',
  '/ranking',
  '/contact',
  '/how-to-collect-points',
  '/exchange-points-in-mobile-app',
  '/trusted-partners',
  '/publication-rules',
  '/moderation-log',
  '/terms',
  '/privacy',
];

/**
 * Pages a crawler is asked to skip: the API, pages for one signed-in user, guest-only forms and search results (thin
 * pages, one per query). These pages also say `noindex` in their head.
 */
const DISALLOWED_PATHS = ['/api/', '/account', '/add-deal', '/sign-in', '/sign-up', '/reset-password', '/search'];

export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** The deals listed: the site's market, not hidden (hidden deals stay out of every list, so out of search engines too). */
const listedDeal = () => and(eq(deals.marketId, DEFAULT_MARKET_ID), eq(deals.isHidden, false), notModerationHidden(deals));
const listedSpecial = () => and(eq(specials.marketId, DEFAULT_MARKET_ID), isNull(specials.retiredAt));

/**
 * The deal children: deals-{n} holds the deals with ids ((n-1)·pageSize, n·pageSize]. Fixed id ranges keep a deal in
 * the same child for good (a new or hidden deal changes only its own child) and make each child an index range scan;
 * ranges without a listed deal get no child.
 */
export async function dealSitemapPages(db: Db, pageSize = DEAL_SITEMAP_SIZE): Promise<{ page: number; lastmod: Date }[]> {
  const page = sql<number>`(${deals.id} - 1) / ${pageSize}::int + 1`.mapWith(Number);
  const rows = await db
    .select({ page, lastmod: max(deals.updatedAt) })
    .from(deals)
    .where(listedDeal())
    // By position: a repeated expression would carry a second bind parameter, which PostgreSQL does not match up.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.flatMap((row) => (row.lastmod ? [{ page: row.page, lastmod: row.lastmod }] : []));
}

/** The canonical deal URLs of child `page` (empty past the end), each with its deal's update time. */
export async function dealSitemapEntries(db: Db, page: number, pageSize = DEAL_SITEMAP_SIZE): Promise<SitemapEntry[]> {
  const first = (page - 1) * pageSize + 1;
  // Ids are 32-bit integers: a page beyond them is past the end, not a query error.
  if (!Number.isSafeInteger(page) || page < 1 || first > PG_MAX_INTEGER) return [];
  const rows = await db
    .select({ id: deals.id, title: deals.title, updatedAt: deals.updatedAt })
    .from(deals)
    .where(and(listedDeal(), between(deals.id, first, Math.min(first + pageSize - 1, PG_MAX_INTEGER))))
    .orderBy(asc(deals.id));
  return rows.map((row) => ({ path: dealPath(row.id, row.title), lastmod: row.updatedAt }));
}

async function shopEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db.select({ id: shops.id, createdAt: shops.createdAt }).from(shops).orderBy(asc(shops.id)).limit(SITEMAP_MAX_URLS);
  return rows.map((row) => ({ path: `/shops/${row.id}`, lastmod: row.createdAt }));
}

async function specialEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: specials.id, createdAt: specials.createdAt })
    .from(specials)
    .where(listedSpecial())
    .orderBy(asc(specials.id))
    .limit(SITEMAP_MAX_URLS);
  return rows.map((row) => ({ path: `/specials/${row.id}`, lastmod: row.createdAt }));
}

const newest = (dates: readonly Date[]): Date | null =>
  dates.reduce<Date | null>((latest, date) => (latest && latest >= date ? latest : date), null);

/**
 * The children of /sitemap.xml with the newest change of their rows. The pages child changes with the deals its lists
 * show. A child with no rows is left out: a sitemap must list at least one URL.
 */
export async function sitemapChildren(db: Db): Promise<SitemapEntry[]> {
  const [dealPages, [shopRow], [specialRow]] = await Promise.all([
    dealSitemapPages(db),
    db.select({ lastmod: max(shops.createdAt) }).from(shops),
    db
      .select({ lastmod: max(specials.createdAt) })
      .from(specials)
      .where(listedSpecial()),
  ]);
  const children: SitemapEntry[] = [{ path: '/sitemaps/pages.xml', lastmod: newest(dealPages.map((p) => p.lastmod)) }];
  if (shopRow?.lastmod) children.push({ path: '/sitemaps/shops.xml', lastmod: shopRow.lastmod });
  if (specialRow?.lastmod) children.push({ path: '/sitemaps/specials.xml', lastmod: specialRow.lastmod });
  for (const { page, lastmod } of dealPages) children.push({ path: `/sitemaps/deals-${page}.xml`, lastmod });
  return children;
}

/** The URLs of the child sitemap `name` (`pages.xml`, `deals-3.xml` …); empty for an unknown or empty child. */
export async function childSitemapEntries(db: Db, name: string): Promise<SitemapEntry[]> {
  if (name === 'pages.xml') return PAGE_PATHS.map((path) => ({ path, lastmod: null }));
  if (name === 'shops.xml') return shopEntries(db);
  if (name === 'specials.xml') return specialEntries(db);
  const dealPage = /^deals-([1-9]\d{0,9})\.xml$/.exec(name)?.[1];
  return dealPage ? dealSitemapEntries(db, Number(dealPage)) : [];
}

/** `<loc>` and `<lastmod>` of one entry; escapeHtml's numeric references are valid XML as well. */
function entryXml(tag: 'url' | 'sitemap', origin: string, { path, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeHtml(origin + path)}</loc>${modified}</${tag}>`;
}

function sitemapXml(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', origin: string, entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml(tag, origin, entry)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</${root}>\n`;
}

export const sitemapIndexXml = (origin: string, children: readonly SitemapEntry[]) =>
  sitemapXml('sitemapindex', 'sitemap', origin, children);

export const urlSetXml = (origin: string, urls: readonly SitemapEntry[]) => sitemapXml('urlset', 'url', origin, urls);

export function robotsTxt(origin: string): string {
  const disallow = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
