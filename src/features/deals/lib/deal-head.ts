import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notFoundHead, pageHead, shareCard, type DataHeadMatch, type HeadMatch, type RouteHead } from '@/lib/page-head';
import { SITE_NAME } from '@/shared/constants';
import { formatMoney } from '@/shared/money';
import { discountClaim } from '@/shared/price-truth';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';
import { dealPath } from '@/shared/slug';
import { dealQueryOptions } from '../api/get-deal';
import { isOfflineFailure } from './offline-failure';

/** Money as schema.org wants it: a decimal with a dot, in the currency's major unit. */
function decimalPrice(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/**
 * What the deal costs and saves, by `discountClaim`'s rules: the discount against the 30-day low leads; the shop's own
 * figure, and its price before the reduction, are only named as advertised.
 */
function priceSentence(i18n: I18n, deal: DealListItem): string {
  if (deal.new_price === null) return '';
  const price = formatMoney(deal.new_price, deal.currency);
  const claim = discountClaim(deal.discount, deal.real_discount);
  const advertised = claim.advertised;
  const note = advertised === null ? '' : ` ${i18n._(msg`(advertised reduction: ${advertised}%)`)}`;
  const headline = claim.headline;
  if (headline !== null) return ` ${i18n._(msg`for ${price}, ${headline}% below the lowest price of the last 30 days`)}${note}`;
  if (claim.noRealReduction) return ` ${i18n._(msg`for ${price}, no reduction against the lowest price of the last 30 days`)}${note}`;
  if (deal.old_price === null) return ` ${i18n._(msg`for ${price}`)}${note}`;
  const oldPrice = formatMoney(deal.old_price, deal.currency);
  return ` ${i18n._(msg`for ${price} instead of ${oldPrice}`)}${note}`;
}

/** The deal's subtitle, or a sentence of what, where and for how much. */
export function dealDescription(i18n: I18n, deal: DealListItem): string {
  if (deal.subtitle) return deal.subtitle;
  const title = deal.title;
  const shopName = deal.shop?.name;
  const what = shopName ? i18n._(msg`${title} at ${shopName}`) : title;
  return `${what}${priceSentence(i18n, deal)}. ${i18n._(msg`A deal shared and rated by the community.`)}`;
}

/** schema.org Product with its Offer (the price search engines show), and the breadcrumb home › shop › deal. */
export function dealJsonLd(deal: DealListItem, description: string, origin: string, imageUrl: string | null, now: Date): object[] {
  const url = `${origin}${dealPath(deal.id, deal.title)}`;
  const expired = deal.expires_at !== null && new Date(deal.expires_at) <= now;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    description,
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

/** A deal page's head: its title, a description with its price truth, its share card and Product data. */
export function dealHead(match: HeadMatch, deal: DealDetail, now: Date) {
  const { i18n, origin } = match.context;
  const description = dealDescription(i18n, deal);
  const image = shareCard(deal.share_card, deal.title);
  return pageHead(match, {
    title: deal.title,
    description,
    canonicalPath: dealPath(deal.id, deal.title),
    ogType: 'product',
    image,
    jsonLd: dealJsonLd(deal, description, origin, image ? `${origin}${image.url}` : null, now),
  });
}

/** The deal route's head: the deal its loader read, or why there is none (offline without a copy, or not found). */
export function dealRouteHead({
  match,
  loaderData,
}: {
  match: DataHeadMatch & { error?: unknown };
  loaderData?: { id: number };
}): RouteHead {
  const { i18n, queryClient } = match.context;
  const deal = loaderData && queryClient.getQueryData(dealQueryOptions(loaderData.id).queryKey);
  if (deal) return dealHead(match, deal, new Date());
  if (isOfflineFailure(match.error)) return notFoundHead(match, i18n._(msg`Not available offline`));
  return notFoundHead(match, i18n._(msg`Deal not found`));
}
