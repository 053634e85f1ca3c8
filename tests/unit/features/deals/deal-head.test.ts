import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { dealHead, dealJsonLd } from '@/features/deals/lib/deal-head';
import { homeHead } from '@/features/deals/lib/home-head';
import { pageHead } from '@/lib/page-head';
import { feedPaths } from '@/shared/feeds';
import { formatMoney } from '@/shared/money';
import { messages as en } from '@/locales/en/messages.po';
import { messages as pl } from '@/locales/pl/messages.po';
import type { DealDetail, DealListItem } from '@/shared/schemas/deal';

const deal: DealListItem = {
  id: 12,
  slug: 'konsola',
  title: 'Konsola "PS5" <Slim>',
  subtitle: null,
  category: 'gaming',
  deal_images: [],
  shop: { id: 3, name: 'MediaMarkt', logo_url: null },
  show_countdown_to_expiration: false,
  show_countdown_to_release: false,
  old_price: 356499,
  new_price: 196099,
  currency: 'PLN',
  discount: 45,
  real_discount: null,
  shipping: 'free',
  comments_count: 0,
  votes_count: 25,
  is_pinned: false,
  is_featured: false,
  is_sponsored: false,
  is_nsfw: false,
  expires_at: '2026-12-31T22:59:00.000Z',
  released_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  user: { id: 1, username: 'ala', avatar_url: null, is_deleted: false, is_new: false },
  direct_url: null,
  is_affiliate: false,
};

const matchIn = (locale: 'pl' | 'en', pathname = '/deals/12/konsola') => ({
  context: { i18n: setupI18n({ locale, messages: { pl, en } }), origin: 'https://okazje.example' },
  pathname,
});

const metaOf = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((meta) => meta && ('name' in meta ? meta.name === key : 'property' in meta && meta.property === key))?.content;

describe('a page head', () => {
  it('names the page with the brand, and gives an absolute canonical address, Open Graph and X tags', () => {
    const head = pageHead(matchIn('pl', '/shops/3'), {
      title: 'MediaMarkt',
      description: 'Kody i okazje',
      image: { url: '/share-cards/shops/3.jpg?v=abc', width: 1200, height: 630, alt: 'MediaMarkt' },
    });
    expect(head.meta[0]).toEqual({ title: 'MediaMarkt · Okazje' });
    expect(metaOf(head, 'description')).toBe('Kody i okazje');
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://okazje.example/shops/3' }]);
    expect(metaOf(head, 'og:url')).toBe('https://okazje.example/shops/3');
    expect(metaOf(head, 'og:locale')).toBe('pl_PL');
    expect(metaOf(head, 'og:image')).toBe('https://okazje.example/share-cards/shops/3.jpg?v=abc');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect([metaOf(head, 'twitter:image'), metaOf(head, 'twitter:image:alt')]).toEqual([
      metaOf(head, 'og:image'),
      metaOf(head, 'og:image:alt'),
    ]);
  });

  it('marks private and missing pages noindex, without a canonical address', () => {
    const head = pageHead(matchIn('en'), { title: 'Deal not found', noindex: true });
    expect(metaOf(head, 'robots')).toBe('noindex');
    expect(head.links).toEqual([]);
    expect(metaOf(head, 'og:url')).toBeUndefined();
    expect(metaOf(head, 'og:locale')).toBe('en_GB');
  });

  it("offers its list's Atom feed to feed readers, on the page's origin", () => {
    const head = pageHead(matchIn('pl', '/search'), { title: 'Wyniki', feed: { path: feedPaths.search('kawa & mleko'), title: 'Wyniki' } });
    expect(head.links).toContainEqual({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Wyniki',
      href: 'https://okazje.example/feeds/search.atom?query=kawa%20%26%20mleko',
    });
    const home = (tab: 'best' | 'hot' | 'new' | 'favourites') =>
      homeHead({ match: { ...matchIn('pl', '/'), search: { tab } } }).links.find((link) => link?.rel === 'alternate')?.href;
    expect(home('new')).toBe('https://okazje.example/feeds/new.atom');
    expect(home('best')).toBe('https://okazje.example/feeds/best.atom');
    // A member's own favourites are nobody else's feed.
    expect(home('favourites')).toBeUndefined();
  });

  it('keeps JSON-LD inside its script element whatever the data holds', () => {
    const head = pageHead(matchIn('pl'), { jsonLd: [{ name: '</script><script>alert(1)</script>' }] });
    expect(head.scripts).toEqual([
      { type: 'application/ld+json', children: '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}' },
    ]);
  });
});

describe("a deal page's head", () => {
  const detail = { ...deal, share_card: '/share-cards/deals/12.jpg?v=abc' } as DealDetail;

  it('describes the deal by its price against the 30-day low, in the page language', () => {
    const truthful = { ...detail, real_discount: 30 };
    const price = formatMoney(196099, 'PLN');
    expect(metaOf(dealHead(matchIn('pl'), truthful, new Date()), 'description')).toBe(
      `Konsola "PS5" <Slim> w sklepie MediaMarkt za ${price}, 30% taniej niż najniższa cena z 30 dni (obniżka reklamowana: 45%). Okazja dodana i oceniana przez społeczność.`,
    );
    expect(metaOf(dealHead(matchIn('en'), truthful, new Date()), 'description')).toBe(
      `Konsola "PS5" <Slim> at MediaMarkt for ${price}, 30% below the lowest price of the last 30 days (advertised reduction: 45%). A deal shared and rated by the community.`,
    );
  });

  it('is a product with its share card, canonical address and structured data', () => {
    const head = dealHead(matchIn('pl'), detail, new Date('2026-11-24T12:00:00Z'));
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:image')).toBe('https://okazje.example/share-cards/deals/12.jpg?v=abc');
    expect(metaOf(head, 'og:image:alt')).toBe(deal.title);
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://okazje.example/deals/12/konsola-ps5-slim' }]);
    expect(head.scripts).toHaveLength(2);
  });
});

describe('deal structured data', () => {
  it('is a Product whose Offer has the price as a decimal in PLN, its availability and last day, and a breadcrumb', () => {
    const [product, breadcrumb] = dealJsonLd(
      deal,
      'Opis',
      'https://a.example',
      'https://a.example/card.jpg',
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: deal.title,
      description: 'Opis',
      url: 'https://a.example/deals/12/konsola-ps5-slim',
      image: ['https://a.example/card.jpg'],
      offers: {
        '@type': 'Offer',
        price: '1960.99',
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-12-31',
        seller: { '@type': 'Organization', name: 'MediaMarkt' },
      },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Okazje', item: 'https://a.example/' },
        { position: 2, name: 'MediaMarkt', item: 'https://a.example/shops/3' },
        { position: 3, name: deal.title, item: 'https://a.example/deals/12/konsola-ps5-slim' },
      ],
    });
  });

  it('says an expired deal is out of stock, and leaves the Offer out when the deal has no price', () => {
    const [expired] = dealJsonLd(deal, 'x', 'https://a.example', null, new Date('2027-01-05T00:00:00Z'));
    expect(expired).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    const [free] = dealJsonLd({ ...deal, new_price: null }, 'x', 'https://a.example', null, new Date());
    expect(free).not.toHaveProperty('offers');
    expect(free).not.toHaveProperty('image');
  });
});
