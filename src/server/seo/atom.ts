import { formatMoney } from '@/shared/money';
import type { DealListItem } from '@/shared/schemas/deal';
import { dealSlugPath } from '@/shared/slug';
import { escapeHtml } from '../mail/html';

/** One Atom feed (RFC 4287) of deals: what the feed is, the page it mirrors, and its entries newest first. */
export interface DealFeed {
  title: string;
  /** The feed's own path with its query, e.g. /feeds/search.atom?query=xbox. */
  selfPath: string;
  /** The page of the site the feed follows, e.g. /search?query=xbox. */
  pagePath: string;
  deals: readonly DealListItem[];
}

/**
 * Text for XML: escapeHtml's numeric references are valid XML too; characters XML 1.0 forbids (the C0 controls but
 * tab and line breaks) cannot be written at all, not even escaped, so they are dropped rather than break the feed.
 */
const xmlText = (text: string) => escapeHtml(text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));

/** The line under an entry's title: its price (and the regular one), the shop and who posted it. */
function summaryOf(deal: DealListItem): string {
  const price = deal.new_price === null ? null : formatMoney(deal.new_price, deal.currency);
  const regular = deal.old_price === null ? null : formatMoney(deal.old_price, deal.currency);
  const prices = price && regular ? `${price} (${regular})` : price;
  return [prices, deal.shop?.name, deal.user.username].filter(Boolean).join(' · ');
}

function entryXml(origin: string, deal: DealListItem): string {
  const url = `${origin}${dealSlugPath(deal.id, deal.slug)}`;
  const image = deal.deal_images[0]?.url;
  const imageUrl = image === undefined ? null : new URL(image, origin).href;
  // The HTML a feed reader shows, itself escaped into the XML: the picture, then the summary line.
  const html = [imageUrl ? `<p><img src="${escapeHtml(imageUrl)}" alt=""></p>` : '', `<p>${escapeHtml(summaryOf(deal))}</p>`].join('');
  return [
    '<entry>',
    `<id>${xmlText(url)}</id>`,
    `<title type="text">${xmlText(deal.title)}</title>`,
    `<link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
    `<published>${deal.created_at}</published>`,
    `<updated>${deal.created_at}</updated>`,
    `<author><name>${xmlText(deal.user.username)}</name></author>`,
    `<category term="${xmlText(deal.category)}"/>`,
    `<summary type="text">${xmlText(summaryOf(deal))}</summary>`,
    `<content type="html">${xmlText(html)}</content>`,
    '</entry>',
  ].join('');
}

/**
 * The feed as Atom XML, every link absolute on `origin`. `updated` is the newest entry's time, or `now` for a feed
 * with none, so a reader polling an unchanged feed sees it unchanged.
 */
export function dealFeedXml(origin: string, feed: DealFeed, now: Date): string {
  const updated = feed.deals.reduce((latest, deal) => (deal.created_at > latest ? deal.created_at : latest), '') || now.toISOString();
  const self = `${origin}${feed.selfPath}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pl">',
    `<id>${xmlText(self)}</id>`,
    `<title type="text">${xmlText(feed.title)}</title>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(`${origin}${feed.pagePath}`)}"/>`,
    `<icon>${xmlText(`${origin}/icons/icon-192.png`)}</icon>`,
    ...feed.deals.map((deal) => entryXml(origin, deal)),
    '</feed>',
    '',
  ].join('\n');
}
