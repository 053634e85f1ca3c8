import * as v from 'valibot';
import { isConsoleSlug, isKnownCategory } from '@/shared/categories';
import { formatMoney } from '@/shared/money';
import { discountClaim } from '@/shared/price-truth';
import { IdParam } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { dealPath } from '@/shared/slug';
import type { Db } from '../db/client';
import { loadListItems } from '../services/deals';
import { getPrize } from '../services/prizes';
import { getShop } from '../services/shops';
import { getSpecial } from '../services/specials';
import { getPublicProfile } from '../services/users';
import { DEFAULT_MARKET_ID } from '@/shared/constants';
import { SITE_NAME, type PageHead } from './head';
import { loadShareCardContent, shareCardVersion } from './share-card';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath, type ShareCardKind } from './urls';

/**
 * The server's answer for a page before the app runs: its head, its true status, or a permanent redirect to its
 * canonical address. The words are Polish, the product's default language (§1); the page itself is still drawn by
 * the client, which sets the same title after it starts.
 */
export type PageAnswer = { status: 200 | 404; head: PageHead } | { status: 301; location: string };

export const SITE_DESCRIPTION =
  'Okazje: społeczność łowców okazji. Najlepsze promocje, kupony i kody rabatowe w Polsce, dodawane i oceniane przez użytkowników.';

const SITE_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512, alt: SITE_NAME };

/** Routes only a signed-in user (or a guest about to sign in) sees, and the operator console (not /moderation-log, which is public): never indexed, never a preview of someone's data. */
const PRIVATE_PREFIXES = ['/account', '/add-deal', '/sign-in', '/sign-up', '/reset-password', '/moderation'];

/**
 * Pages of one visitor's own (signed in, or signing in): never indexed, and never rendered by the server, which sees
 * no session (tokens stay in the browser) and must not send a signed-in user elsewhere. They get the app's shell.
 */
export function isPrivatePage(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const page = (head: Omit<PageHead, 'ogType'> & { ogType?: PageHead['ogType'] }): PageAnswer => ({
  status: 200,
  head: { ogType: 'website', image: SITE_IMAGE, ...head },
});

const notFound = (title: string, description: string): PageAnswer => ({
  status: 404,
  head: { title, description, noindex: true, ogType: 'website' },
});

function parseId(raw: string): number | null {
  const parsed = v.safeParse(IdParam, raw);
  return parsed.success ? parsed.output : null;
}

async function shareCard(db: Db, mediaDir: string, kind: ShareCardKind, id: number, alt: string): Promise<PageHead['image']> {
  const content = await loadShareCardContent(db, mediaDir, kind, id);
  if (!content) return SITE_IMAGE;
  return { path: shareCardPath(kind, id, shareCardVersion(content)), width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, alt };
}

/** Money as schema.org wants it: a decimal with a dot, in the currency's major unit. */
function decimalPrice(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/**
 * What the deal costs and saves, as `discountClaim` rules: the discount against the 30-day low leads; the
 * shop's own figure, and its price before the reduction, are only named as advertised.
 */
function priceSentence(deal: DealListItem): string {
  if (deal.new_price === null) return '';
  const price = ` za ${formatMoney(deal.new_price, deal.currency)}`;
  const claim = discountClaim(deal.discount, deal.real_discount);
  const advertised = claim.advertised === null ? '' : ` (obniżka reklamowana: ${claim.advertised}%)`;
  if (claim.headline !== null) return `${price}, ${claim.headline}% taniej niż najniższa cena z 30 dni${advertised}`;
  if (claim.noRealReduction) return `${price}, bez obniżki wobec najniższej ceny z 30 dni${advertised}`;
  const old = deal.old_price === null ? '' : ` zamiast ${formatMoney(deal.old_price, deal.currency)}`;
  return `${price}${old}${advertised}`;
}

function dealDescription(deal: DealListItem): string {
  if (deal.subtitle) return deal.subtitle;
  const where = deal.shop ? ` w sklepie ${deal.shop.name}` : '';
  return `${deal.title}${where}${priceSentence(deal)}. Okazja dodana i oceniana przez społeczność.`;
}

/** schema.org Product with its Offer (the price search engines show), and the breadcrumb home › shop › deal. */
export function dealJsonLd(deal: DealListItem, origin: string, canonicalPath: string, imageUrl: string | null, now: Date): object[] {
  const url = `${origin}${canonicalPath}`;
  const expired = deal.expires_at !== null && new Date(deal.expires_at) <= now;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    description: dealDescription(deal),
    url,
    ...(imageUrl ? { image: [imageUrl] } : {}),
  };
  if (deal.new_price !== null) {
    product.offers = {
      '@type': 'Offer',
      url,
      price: decimalPrice(deal.new_price),
      priceCurrency: deal.currency,
      availability: expired ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      ...(deal.expires_at ? { priceValidUntil: deal.expires_at.slice(0, 10) } : {}),
      ...(deal.shop ? { seller: { '@type': 'Organization', name: deal.shop.name } } : {}),
    };
  }
  const crumbs = [
    { name: SITE_NAME, url: `${origin}/` },
    ...(deal.shop ? [{ name: deal.shop.name, url: `${origin}/shops/${deal.shop.id}` }] : []),
    { name: deal.title, url },
  ];
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
  return [product, breadcrumb];
}

async function dealPage(
  db: Db,
  mediaDir: string,
  origin: string,
  rawId: string,
  slug: string | undefined,
  query: string,
): Promise<PageAnswer> {
  const missing = notFound('Nie znaleziono okazji', 'Ta okazja nie istnieje albo została usunięta.');
  const id = parseId(rawId);
  if (id === null) return missing;
  const [deal] = await loadListItems(db, [id]);
  if (!deal) return missing;
  const canonicalPath = dealPath(id, deal.title);
  // §2: a missing or outdated slug is one address of the deal among many; search engines and shared links get one.
  if (`/deals/${rawId}${slug === undefined ? '' : `/${slug}`}` !== canonicalPath) {
    return { status: 301, location: `${canonicalPath}${query}` };
  }
  const image = await shareCard(db, mediaDir, 'deals', id, deal.title);
  const imageUrl = image && image !== SITE_IMAGE ? `${origin}${image.path}` : null;
  return {
    status: 200,
    head: {
      title: deal.title,
      description: dealDescription(deal),
      canonicalPath,
      ogType: 'product',
      image,
      jsonLd: dealJsonLd(deal, origin, canonicalPath, imageUrl, new Date()),
    },
  };
}

/**
 * The head and status of a path the app serves. Entity pages are looked up through the same services as the API, so a
 * page answers 404 exactly when its API call would. Other unknown paths answer 200 here: only the client's route tree
 * knows them, and the server render (render/static.ts) takes its 404 from that tree.
 */
export async function resolvePage(db: Db, mediaDir: string, origin: string, path: string, query: string): Promise<PageAnswer> {
  // Not decoded: ids are digits and canonical slugs plain ASCII, so an encoded segment is simply not canonical.
  const segments = path.split('/').filter(Boolean);
  const [first, second, third] = segments;
  if (segments.length === 0) return page({ description: SITE_DESCRIPTION, canonicalPath: '/' });
  if (isPrivatePage(path)) {
    return { status: 200, head: { description: SITE_DESCRIPTION, noindex: true, ogType: 'website' } };
  }
  if (first === 'deals' && second !== undefined && segments.length <= 3) return dealPage(db, mediaDir, origin, second, third, query);
  if (first === 'shops' && second !== undefined && segments.length === 2) {
    const id = parseId(second);
    const shop = id === null ? null : await getShop(db, id, DEFAULT_MARKET_ID);
    if (!shop || id === null) return notFound('Nie znaleziono sklepu', 'Ten sklep nie istnieje.');
    return page({
      title: `${shop.name}: promocje i kupony`,
      description: `Okazje i kody rabatowe ${shop.name}, dodawane i oceniane przez społeczność.`,
      canonicalPath: `/shops/${id}`,
      image: await shareCard(db, mediaDir, 'shops', id, shop.name),
    });
  }
  if (first === 'specials' && second !== undefined && segments.length === 2) {
    const id = parseId(second);
    const special = id === null ? null : await getSpecial(db, id);
    if (!special || id === null) return notFound('Nie znaleziono oferty specjalnej', 'Ta oferta specjalna nie istnieje.');
    return page({
      title: special.title,
      description: `Oferta specjalna: ${special.title}. Szczegóły, kod rabatowy i warunki.`,
      canonicalPath: `/specials/${id}`,
      image: await shareCard(db, mediaDir, 'specials', id, special.title),
    });
  }
  if (first === 'profile' && second !== undefined && segments.length === 2) {
    const id = parseId(second);
    const profile = id === null ? null : await getPublicProfile(db, id);
    if (!profile || id === null) return notFound('Nie znaleziono użytkownika', 'Ten użytkownik nie istnieje.');
    return page({
      title: profile.username,
      description: `Okazje dodane przez ${profile.username}.`,
      canonicalPath: `/profile/${id}`,
    });
  }
  if (first === 'prizes' && second !== undefined && segments.length === 2) {
    const id = parseId(second);
    const prize = id === null ? null : await getPrize(db, id);
    if (!prize || id === null) return notFound('Nie znaleziono nagrody', 'Ta nagroda nie istnieje.');
    return page({ title: prize.title, description: prize.description ?? SITE_DESCRIPTION, canonicalPath: `/prizes/${id}` });
  }
  if (first === 'moderation-log' && segments.length === 1) {
    return page({
      title: 'Dziennik moderacji',
      description:
        'Wszystkie decyzje moderacyjne dotyczące okazji, komentarzy i kont, z zasadą i uzasadnieniem, oraz liczba decyzji w każdym miesiącu.',
      canonicalPath: '/moderation-log',
    });
  }
  if (first === 'categories' && second !== undefined && segments.length === 2) {
    if (!isKnownCategory(second)) return notFound('Nie znaleziono kategorii', 'Ta kategoria nie istnieje.');
    return page({ description: SITE_DESCRIPTION, canonicalPath: `/categories/${second}` });
  }
  if (first === 'gamer-zone' && second !== undefined && segments.length === 2) {
    if (!isConsoleSlug(second)) return notFound('Nie znaleziono konsoli', 'Tej konsoli nie ma w strefie gracza.');
    return page({ description: SITE_DESCRIPTION, canonicalPath: `/gamer-zone/${second}` });
  }
  return page({ description: SITE_DESCRIPTION, canonicalPath: path });
}
