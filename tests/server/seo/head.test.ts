import { describe, expect, it } from 'vitest';
import { injectHead, renderHead } from '@/server/seo/head';
import { dealJsonLd } from '@/server/seo/page-head';
import type { DealListItem } from '@/shared/schemas/deal';

const SHELL = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <title>Okazje – promocje i kupony</title>
    <meta name="description" content="Opis strony." />
    <script type="module" src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

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

describe('the page head', () => {
  it('writes title, description, absolute canonical, Open Graph and Twitter tags, escaping the text', () => {
    const html = renderHead(
      {
        title: 'Konsola "PS5" <Slim>',
        description: 'Tanio & szybko',
        canonicalPath: '/deals/12/konsola',
        ogType: 'product',
        image: { path: '/share-cards/deals/12.jpg?v=abc', width: 1200, height: 630, alt: 'Konsola "PS5"' },
      },
      'https://okazje.example',
    );
    expect(html).toContain('<title>Konsola &#34;PS5&#34; &#60;Slim&#62; · Okazje</title>');
    expect(html).toContain('<meta name="description" content="Tanio &#38; szybko" />');
    expect(html).toContain('<link rel="canonical" href="https://okazje.example/deals/12/konsola" />');
    expect(html).toContain('<meta property="og:url" content="https://okazje.example/deals/12/konsola" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:locale" content="pl_PL" />');
    expect(html).toContain('<meta property="og:image" content="https://okazje.example/share-cards/deals/12.jpg?v=abc" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="og:image:alt" content="Konsola &#34;PS5&#34;" />');
    expect(html).toContain('<meta name="twitter:image:alt" content="Konsola &#34;PS5&#34;" />');
    expect(html).not.toContain('<Slim>');
  });

  it('marks private and missing pages noindex, without a canonical address', () => {
    const html = renderHead(
      { title: 'Nie znaleziono okazji', description: 'x', canonicalPath: '/deals/1', noindex: true, ogType: 'website' },
      'https://a.example',
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('keeps JSON-LD inside its script element whatever the data holds', () => {
    const html = renderHead(
      { description: 'x', ogType: 'website', jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      'https://a.example',
    );
    expect(html).toContain('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('replaces the shell title and description, so each appears once, and keeps the rest of the shell', () => {
    const html = injectHead(SHELL, renderHead({ title: 'Sklep', description: 'Opis sklepu', ogType: 'website' }, 'https://a.example'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Sklep · Okazje</title>');
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('deal structured data', () => {
  it('is a Product whose Offer has the price as a decimal in PLN, its availability and last day, and a breadcrumb', () => {
    const [product, breadcrumb] = dealJsonLd(
      deal,
      'https://a.example',
      '/deals/12/konsola',
      'https://a.example/card.jpg',
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: deal.title,
      url: 'https://a.example/deals/12/konsola',
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
        { position: 3, name: deal.title, item: 'https://a.example/deals/12/konsola' },
      ],
    });
  });

  it('says an expired deal is out of stock, and leaves the Offer out when the deal has no price', () => {
    const [expired] = dealJsonLd(deal, 'https://a.example', '/d', null, new Date('2027-01-05T00:00:00Z'));
    expect(expired).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    const [free] = dealJsonLd({ ...deal, new_price: null }, 'https://a.example', '/d', null, new Date());
    expect(free).not.toHaveProperty('offers');
    expect(free).not.toHaveProperty('image');
  });
});
