import { CURRENCIES, DESCRIPTION_MAX, SHOP_NAME_MAX, TITLE_MAX, type Currency } from '@/shared/constants';
import { withoutTracking } from '@/shared/deal-link';
import type { DealImport, ImportedImage } from '@/shared/schemas/deal-import';
import type { Db } from '../db/client';
import { checkLink } from './content-rules';
import type { ContentListsCache } from './watched-words';
import { AppError } from '../platform/errors';
import { safeFetch } from '../outbound/safe-fetch';
import { storeDealImage } from './deal-images';
import type { MediaStore } from '../storage/media-store';
import { knownShop, shopHost } from './deal-submission';
import { scanPage } from './page-scan';

const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
// storeDealImage sniffs the bytes itself, so a shop that labels a JPEG `image/jpg` still gets its picture in.
const IMAGE_TYPES = ['image/*'];
const LINK_MAX = 2048;
/** Prices are stored as PostgreSQL integers. */
const MINOR_UNITS_MAX = 2_147_483_647;
/** Bounds the walk over a page's JSON-LD, which the page's author controls. */
const JSON_LD_MAX_DEPTH = 12;
const JSON_LD_MAX_NODES = 5_000;

export interface LinkImportDeps {
  db: Db;
  caches: { contentLists: ContentListsCache };
  media: MediaStore;
  /** LINK_IMPORT_ALLOWLIST. */
  allowlist: readonly string[];
  /** For the page, and again for its picture. */
  timeoutMs: number;
}

type PageFacts = Omit<DealImport, 'url' | 'image' | 'shop_name'> & {
  /** The page's og:site_name as plain text, when it is a name and not just an address. */
  site_name: string | null;
};

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** Whitespace collapsed, trimmed, cut to `max` UTF-16 units without leaving half a surrogate pair; null when empty. */
function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A shop's name from og:site_name as plain text: tags and control characters dropped, whitespace collapsed, cut to
 * SHOP_NAME_MAX. Null when nothing is left or it is only an address ("www.sklep.pl", "https://sklep.pl/"), which
 * says no more than the host does.
 */
export function siteName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Control and format characters (bidi overrides, zero-width spaces) would make a name read differently than it is.
  const text = cleanText(value.replace(/<[^>]*>/g, ' ').replace(/[\p{Cc}\p{Cf}]/gu, ' '), SHOP_NAME_MAX);
  if (text === null) return null;
  if (/^(https?:\/\/|www\.)/i.test(text) || /^[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/.test(text)) return null;
  return text;
}

/**
 * A price as shops write it ("1299.99", "1 299,99 zł", "1.299,00", "49,-", 1299.99) in integer minor units. The
 * last separator is the decimal one when one or two digits follow it; with three it groups thousands.
 */
export function toMinorUnits(value: unknown): number | null {
  let units: number | null = null;
  if (typeof value === 'number') {
    units = Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  } else if (typeof value === 'string') {
    const number = /\d[\d.,]*/.exec(value.replace(/[\s\u00a0\u202f'’]/g, ''))?.[0].replace(/[.,]$/, '');
    if (!number) return null;
    const separator = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','));
    const decimals = separator < 0 ? '' : number.slice(separator + 1);
    const decimal = separator >= 0 && decimals.length !== 3;
    const whole = (decimal ? number.slice(0, separator) : number).replace(/[.,]/g, '');
    const fraction = decimal ? Math.round(Number(`0.${decimals}`) * 100) : 0;
    units = Number(whole || '0') * 100 + fraction;
  }
  return units !== null && Number.isSafeInteger(units) && units <= MINOR_UNITS_MAX ? units : null;
}

/** An ISO code we trade in, or the Polish złoty written as shops write it; anything else is unknown. */
function toCurrency(value: unknown): Currency | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  if (code === 'ZŁ' || code === 'ZL') return 'PLN';
  return CURRENCIES.find((currency) => currency === code) ?? null;
}

/** A currency a price string names by its symbol ("1 299 zł", "€12"), for pages that give no separate code. */
function currencyInText(value: unknown): Currency | null {
  if (typeof value !== 'string') return null;
  if (/zł|pln/i.test(value)) return 'PLN';
  if (value.includes('€')) return 'EUR';
  if (value.includes('£')) return 'GBP';
  return null;
}

interface PriceCandidate {
  kind: 'new' | 'old';
  amount: number | null;
  currency: Currency | null;
}

function candidate(kind: PriceCandidate['kind'], amount: unknown, currency: unknown): PriceCandidate {
  return { kind, amount: toMinorUnits(amount), currency: toCurrency(currency) ?? currencyInText(amount) };
}

/** An absolute http(s) link from a page's attribute, resolved against the page; null for anything else. */
function absoluteLink(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const text = url.toString();
    return text.length <= LINK_MAX ? text : null;
  } catch {
    return null;
  }
}

function typesOf(node: JsonObject): string[] {
  return asList(node['@type']).filter((type): type is string => typeof type === 'string');
}

/** Every JSON-LD object that is a schema.org Product, wherever it sits (top level, arrays, `@graph`, `mainEntity` …). */
function findProducts(roots: unknown[]): JsonObject[] {
  const products: JsonObject[] = [];
  let visited = 0;
  const walk = (node: unknown, depth: number) => {
    if (depth > JSON_LD_MAX_DEPTH || ++visited > JSON_LD_MAX_NODES) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    if (typesOf(node).some((type) => /^(https?:\/\/schema\.org\/)?(Product|IndividualProduct|ProductModel|ProductGroup)$/.test(type))) {
      products.push(node);
    }
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value, depth + 1);
  };
  walk(roots, 0);
  return products;
}

/** Prices of a Product's `offers`: an Offer, an AggregateOffer (`lowPrice`) or a list of either, with price specifications. */
function offerPrices(offers: unknown, depth = 0): PriceCandidate[] {
  if (depth > 3) return [];
  return asList(offers).flatMap((offer): PriceCandidate[] => {
    if (!isObject(offer)) return [];
    const currency = offer['priceCurrency'];
    const found: PriceCandidate[] = [candidate('new', offer['price'] ?? offer['lowPrice'], currency)];
    for (const spec of asList(offer['priceSpecification'])) {
      if (!isObject(spec)) continue;
      // Shops show the price before the discount as a StrikethroughPrice (Google) or a ListPrice specification.
      const kind = /StrikethroughPrice|ListPrice/.test(String(spec['priceType'] ?? '')) ? 'old' : 'new';
      found.push(candidate(kind, spec['price'], spec['priceCurrency'] ?? currency));
    }
    return [...found, ...offerPrices(offer['offers'], depth + 1)];
  });
}

function productImage(image: unknown): unknown {
  const first = asList(image)[0];
  return isObject(first) ? (first['url'] ?? first['contentUrl']) : first;
}

/** The charset a page declares in its first bytes (`<meta charset>` or the http-equiv form), for a header without one. */
function declaredCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
}

/** Polish shops still serve ISO-8859-2 and windows-1250 pages: decode by the declared charset, UTF-8 otherwise. */
function decodePage(bytes: Uint8Array, charset: string | null): string {
  for (const label of [charset, declaredCharset(bytes)]) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An unknown label: try the next source, then UTF-8.
    }
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The Omnibus notice a Polish shop must show beside a reduction ("Najniższa cena z 30 dni przed obniżką: 1 299,00 zł"):
 * the phrase, then within a short stretch an amount in złoty.
 */
const OMNIBUS_NOTICE =
  /(?:najni[żz]sz[aąy]\s+cen[aąy][^0-9]{0,40}?30\s+dni|lowest\s+price[^0-9]{0,40}?30\s+days)[^0-9]{0,80}?(\d[\d\s.]{0,12}(?:,\d{1,2})?)\s*(?:zł|pln)/i;
/** Where the notice may sit around its "30 dni": the phrase before it, the amount after it, with the words between. */
const NOTICE_BEFORE = 200;
const NOTICE_AFTER = 600;
const NOTICE_TRIES = 20;

/** The Omnibus notice in a page's text (see `scanPage`): only the few stretches around "30 dni"/"30 days" are read. */
function noticedLowestPrice(text: string): number | null {
  const anchor = /30\s+d(?:ni|ays)/gi;
  for (let tries = 0; tries < NOTICE_TRIES; tries++) {
    const at = anchor.exec(text)?.index;
    if (at === undefined) return null;
    const stretch = text.slice(Math.max(0, at - NOTICE_BEFORE), at + NOTICE_AFTER).replace(/\s+/g, ' ');
    const amount = OMNIBUS_NOTICE.exec(stretch)?.[1];
    if (amount !== undefined) return toMinorUnits(amount);
  }
  return null;
}

/** The 30-day lowest price a shop page states in its text; a notice inside a script is code, not a notice. */
export function omnibusLowestPrice(html: string): number | null {
  return noticedLowestPrice(scanPage(html).text);
}

/** The page's address for its links: the first base element's href, resolved against the page, when it is a link. */
function baseOf(baseHref: string | null, pageUrl: string): string {
  return baseHref !== null && URL.canParse(baseHref, pageUrl) ? new URL(baseHref, pageUrl).toString() : pageUrl;
}

/** What a shop page says about its product: Open Graph and product meta, JSON-LD, then the plain <title>. */
export function readPage(html: string, pageUrl: string): PageFacts {
  const page = scanPage(html);
  const { meta } = page;
  const jsonLd: unknown[] = [];
  for (const block of page.jsonLd) {
    try {
      jsonLd.push(JSON.parse(block));
    } catch {
      // A broken block says nothing; the page's other sources still count.
    }
  }
  const product = findProducts(jsonLd)[0];
  const base = baseOf(page.baseHref, pageUrl);

  const title = [meta.get('og:title'), meta.get('twitter:title'), product?.['name'], page.title]
    .map((value) => cleanText(value, TITLE_MAX))
    .find((value) => value !== null);
  const description = [meta.get('og:description'), meta.get('description'), meta.get('twitter:description'), product?.['description']]
    .map((value) => cleanText(value, DESCRIPTION_MAX))
    .find((value) => value !== null);
  const imageUrl = [
    meta.get('og:image:secure_url'),
    meta.get('og:image'),
    meta.get('og:image:url'),
    meta.get('twitter:image'),
    meta.get('twitter:image:src'),
    productImage(product?.['image']),
    page.imageSrc,
  ]
    .map((value) => absoluteLink(value, base))
    .find((value) => value !== null);

  // The page's own product meta first (it states the price shown), then JSON-LD offers, then the generic forms.
  const prices: PriceCandidate[] = [
    ...(meta.has('product:sale_price:amount')
      ? [
          candidate('new', meta.get('product:sale_price:amount'), meta.get('product:sale_price:currency')),
          candidate('old', meta.get('product:price:amount'), meta.get('product:price:currency')),
        ]
      : [candidate('new', meta.get('product:price:amount'), meta.get('product:price:currency'))]),
    candidate('old', meta.get('product:original_price:amount'), meta.get('product:original_price:currency')),
    ...offerPrices(product?.['offers']),
    candidate('new', meta.get('og:price:amount'), meta.get('og:price:currency')),
    candidate('new', meta.get('price'), meta.get('pricecurrency')),
  ];
  const chosen = prices.find((price) => price.kind === 'new' && price.amount !== null);
  const newPrice = chosen?.amount ?? null;
  const currency = chosen?.currency ?? null;
  // A "before" price only counts above the price paid and in the same money.
  const oldPrice =
    newPrice === null
      ? undefined
      : prices.find(
          (price) =>
            price.kind === 'old' &&
            price.amount !== null &&
            price.amount > newPrice &&
            (price.currency === null || price.currency === currency),
        );
  return {
    site_name: siteName(meta.get('og:site_name')),
    title: title ?? null,
    description: description ?? null,
    image_url: imageUrl ?? null,
    new_price: newPrice,
    old_price: oldPrice?.amount ?? null,
    // The notice is in złoty: it says nothing about a price in another currency.
    lowest_price_30d: currency === null || currency === 'PLN' ? noticedLowestPrice(page.text) : null,
    currency,
  };
}

/**
 * The page's picture downloaded through the same guarded fetcher and stored as a deal picture. Only the picture is
 * lost when it cannot be had (an error answer, too large, not a picture we can decode): the import still answers.
 */
async function importImage(deps: LinkImportDeps, userId: number, imageUrl: string): Promise<ImportedImage | null> {
  try {
    const picture = await safeFetch(imageUrl, {
      allowlist: deps.allowlist,
      timeoutMs: deps.timeoutMs,
      maxBytes: IMAGE_MAX_BYTES,
      accept: IMAGE_TYPES,
    });
    if (picture.status < 200 || picture.status >= 300) return null;
    return await storeDealImage(deps, userId, picture.body);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Who an imported deal is credited to: a known shop of the host, else the page's own name, else the host. */
export async function importedShopName(db: Db, pageUrl: string, pageSiteName: string | null): Promise<string> {
  const host = shopHost(pageUrl);
  return (await knownShop(db, host))?.name ?? pageSiteName ?? host;
}

/**
 * POST /api/deals/import: fetches a shop page on the user's behalf and reads what a deal form can be prefilled with.
 * Missing facts are nulls; only a link that cannot be fetched at all is an error.
 */
export async function importDealLink(deps: LinkImportDeps, userId: number, link: string): Promise<DealImport> {
  // The submission would refuse a shortened or banned link: it is refused before it is fetched, and so is a
  // page a link redirected to a banned shop.
  await checkLink(deps.db, deps.caches.contentLists, 'url', link);
  const page = await safeFetch(link, {
    allowlist: deps.allowlist,
    timeoutMs: deps.timeoutMs,
    maxBytes: PAGE_MAX_BYTES,
    accept: HTML_TYPES,
  });
  if (page.status < 200 || page.status >= 300) throw new AppError('FetchFailed', `The shop answered with HTTP status ${page.status}`);
  await checkLink(deps.db, deps.caches.contentLists, 'url', page.url);
  const { site_name: pageSiteName, ...facts } = readPage(decodePage(page.body, page.charset), page.url);
  const image = facts.image_url ? await importImage(deps, userId, facts.image_url) : null;
  return { url: withoutTracking(page.url), ...facts, image, shop_name: await importedShopName(deps.db, page.url, pageSiteName) };
}
