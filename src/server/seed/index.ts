import { sql } from 'drizzle-orm';
import { CATEGORY_TREE } from '@/shared/categories';
import type { BannerLocation, Currency } from '@/shared/constants';
import { dealLinkKey } from '@/shared/deal-link';
import { slugify } from '@/shared/slug';
import { warsawDate } from '@/shared/warsaw-day';
import { queryRows, type Db, type Tx } from '../db/client';
import * as s from '../db/schema';
import { COMMENTS, PRODUCTS, REPLIES, SHOPS, USERNAMES, type SeedProduct } from './catalog-data';
import { renderImages, type ImageSpec, type SeedImage } from './images';
import type { MediaStore } from '../storage/media-store';
import { hashPassword } from '../auth/password';
import { marketingBonusPhoneHash } from '../services/marketing-bonus';
import { planPriceTruth } from './price-history';
import { createRandom, type Random } from './random';

/**
 * Net votes a deal needs to become popular (the 'best' tab; reaching it earns the author points); deals.best_at records
 * when it got there.
 */
export const DEFAULT_POPULAR_THRESHOLD = 25;
export const DEMO_EMAIL = 'demo@example.com';
const DEMO_PHONE = '+48600700800';
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_DEAL_COUNT = 330;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const mainOf = (categoryId: string): string => {
  let node = CATEGORY_TREE.find((n) => n.id === categoryId);
  while (node?.parent) {
    const parent: string = node.parent;
    node = CATEGORY_TREE.find((n) => n.id === parent);
  }
  return node?.id ?? categoryId;
};

/** Polish display of a price in minor units, for the generated description text. */
function money(minor: number, currency: Currency): string {
  const amount = (minor / 100).toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(',00', '');
  const symbols: Record<Currency, [string, string]> = {
    PLN: ['', ' zł'],
    CHF: ['', ' CHF'],
    EUR: ['€', ''],
    USD: ['$', ''],
    GBP: ['£', ''],
  };
  const [prefix, suffix] = symbols[currency];
  return `${prefix}${amount}${suffix}`;
}

async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

interface ImagePools {
  /** The main picture of each product, by its label, so a deal never shows another product. */
  products: Map<string, SeedImage>;
  /** Generic extra gallery pictures (packaging, details) per main category. */
  extras: Map<string, SeedImage[]>;
  avatars: SeedImage[];
  shopLogos: SeedImage[];
  banners: { wide: SeedImage[]; sidebar: SeedImage[] };
  specials: { desktop: SeedImage; mobile: SeedImage }[];
  prizes: SeedImage[];
  badges: SeedImage[];
  lootboxes: SeedImage[];
}

const MAIN_HUES: Record<string, number> = {
  electronics: 210,
  gaming: 265,
  home: 25,
  fashion: 330,
  automotive: 0,
  beauty: 300,
  sport: 140,
  travel: 190,
  culture: 45,
  finance: 160,
  other: 90,
};

const SPECIALS = [
  { title: 'Black Week w x-kom – do -40% na elektronikę', hue: 230, code: 'BLACKWEEK' },
  { title: 'Zimowa wyprzedaż w Decathlonie', hue: 150, code: 'ZIMA15' },
  { title: 'Tydzień gracza – konsole i gry taniej', hue: 270, code: 'GRACZ10' },
];

const PRIZES = [
  { title: 'Kubek Okazje', price: 150, label: 'Kubek' },
  { title: 'Karta podarunkowa Allegro 20 zł', price: 400, label: '20 zł' },
  { title: 'Bluza z logo Okazje', price: 900, label: 'Bluza' },
  { title: 'Karta podarunkowa Empik 50 zł', price: 1000, label: '50 zł' },
  { title: 'Słuchawki JBL Tune 520BT', price: 2500, label: 'Słuchawki' },
  { title: 'Pad DualSense', price: 4000, label: 'Pad' },
];

const ACHIEVEMENTS = [
  { code: 'first_deal', title: 'Pierwsza okazja' },
  { code: 'first_comment', title: 'Pierwszy komentarz' },
  { code: 'popular_deal', title: 'Okazja na Popularnych' },
  { code: 'ten_comments', title: '10 komentarzy' },
  { code: 'daily_streak_7', title: 'Tydzień z rzędu' },
  { code: 'collector', title: 'Kolekcjoner' },
];

/** One picture of the demo, [width, height] in pixels; `renditions` are the widths it is served at (the largest = width). */
const imageSpec = (
  name: string,
  shape: ImageSpec['shape'],
  [width, height]: [number, number],
  renditions: number[],
  label: string,
  hue: number,
): ImageSpec => ({ name, width, height, label, hue, shape, renditions });

async function renderPools(mediaDir: string, publishTo?: MediaStore): Promise<ImagePools> {
  const productLabels = new Map<string, string>();
  for (const [category, products] of Object.entries(PRODUCTS)) {
    for (const product of products) if (!productLabels.has(product.label)) productLabels.set(product.label, mainOf(category));
  }
  const productSpec = (name: string, label: string, hue: number): ImageSpec =>
    imageSpec(name, 'product', [960, 720], [320, 640, 960], label, hue);
  const productSpecs = [...productLabels].map(([label, main], i) =>
    productSpec(`deals/${slugify(label) || `product-${i + 1}`}`, label, ((MAIN_HUES[main] ?? 0) + (i % 5) * 17) % 360),
  );
  const extraLabels = ['Opakowanie', 'Szczegóły'];
  const extraSpecs = Object.keys(MAIN_HUES).flatMap((main) =>
    extraLabels.map((label, i) => ({
      main,
      spec: productSpec(`deals/${main}-extra-${i + 1}`, label, ((MAIN_HUES[main] ?? 0) + 40 + i * 30) % 360),
    })),
  );
  const avatarSpecs = ['demo', ...USERNAMES].map((name, i) =>
    imageSpec(`avatars/${slugify(name)}`, 'avatar', [256, 256], [64, 128, 256], name.slice(0, 1).toUpperCase(), (i * 37) % 360),
  );
  const logoSpecs = SHOPS.map((shop, i) =>
    imageSpec(`shops/${slugify(shop.name)}`, 'banner', [256, 128], [128, 256], shop.name, (i * 53) % 360),
  );
  const wideSpecs = ['Black Week', 'Gorące okazje', 'Nowości tygodnia', 'Konsole taniej', 'Gry za pół ceny', 'Sprzęt dla gracza'].map(
    (label, i) => imageSpec(`banners/wide-${i + 1}`, 'banner', [1200, 300], [600, 1200], label, (i * 60 + 10) % 360),
  );
  const sidebarSpecs = ['Kupony', 'Cashback'].map((label, i) =>
    imageSpec(`banners/sidebar-${i + 1}`, 'banner', [600, 1200], [300, 600], label, (i * 120 + 200) % 360),
  );
  const specialSpecs = SPECIALS.flatMap((special, i) => [
    imageSpec(`specials/${i + 1}-desktop`, 'banner', [1600, 400], [800, 1600], special.code, special.hue),
    imageSpec(`specials/${i + 1}-mobile`, 'banner', [800, 600], [400, 800], special.code, special.hue),
  ]);
  const prizeSpecs = PRIZES.map((prize, i) =>
    imageSpec(`prizes/${i + 1}`, 'product', [640, 640], [320, 640], prize.label, (i * 47 + 15) % 360),
  );
  const badgeSpecs = ACHIEVEMENTS.map((a, i) =>
    imageSpec(`achievements/${a.code}`, 'badge', [128, 128], [128], String(i + 1), (i * 60) % 360),
  );
  const lootboxSpecs = ['Brąz', 'Złoto'].map((label, i) =>
    imageSpec(`lootboxes/${i + 1}`, 'badge', [320, 320], [320], label, i === 0 ? 25 : 48),
  );
  const all = [
    ...productSpecs,
    ...extraSpecs.map((d) => d.spec),
    ...avatarSpecs,
    ...logoSpecs,
    ...wideSpecs,
    ...sidebarSpecs,
    ...specialSpecs,
    ...prizeSpecs,
    ...badgeSpecs,
    ...lootboxSpecs,
  ];
  const rendered = await renderImages(mediaDir, all, publishTo);
  let offset = 0;
  const take = (n: number) => {
    const part = rendered.slice(offset, offset + n);
    offset += n;
    return part;
  };
  const productImages = take(productSpecs.length);
  const products = new Map<string, SeedImage>();
  [...productLabels.keys()].forEach((label, i) => {
    const image = productImages[i];
    if (image) products.set(label, image);
  });
  const extraImages = take(extraSpecs.length);
  const extras = new Map<string, SeedImage[]>();
  extraSpecs.forEach((d, i) => {
    const image = extraImages[i];
    if (image) extras.set(d.main, [...(extras.get(d.main) ?? []), image]);
  });
  const avatars = take(avatarSpecs.length);
  const shopLogos = take(logoSpecs.length);
  const wide = take(wideSpecs.length);
  const sidebar = take(sidebarSpecs.length);
  const specialImages = take(specialSpecs.length);
  const specials = SPECIALS.map((_, i) => {
    const desktop = specialImages[i * 2];
    const mobile = specialImages[i * 2 + 1];
    if (!desktop || !mobile) throw new Error('special images missing');
    return { desktop, mobile };
  });
  return {
    products,
    extras,
    avatars,
    shopLogos,
    banners: { wide, sidebar },
    specials,
    prizes: take(prizeSpecs.length),
    badges: take(badgeSpecs.length),
    lootboxes: take(lootboxSpecs.length),
  };
}

const SUBTITLES = [
  'Najniższa cena w historii',
  'Tylko online',
  'Darmowa dostawa od 99 zł',
  'Cena z kodem rabatowym',
  'Oferta ograniczona czasowo',
  'Odbiór w sklepie od ręki',
];
const PAID_SHIPPING = ['9,99 zł', '14,99 zł', '4,99 zł', '19,00 zł', '12,90 zł'];
const VARIANTS = ['czarny', 'biały', 'niebieski', 'srebrny', 'zielony'];
const FOREIGN: Currency[] = ['EUR', 'USD', 'GBP', 'CHF'];

interface DealPlan {
  row: typeof s.deals.$inferInsert;
  /** The product's earlier prices, before the deal's own. */
  history: { price: number; at: Date }[];
  images: SeedImage[];
  buttons: Omit<typeof s.dealButtons.$inferInsert, 'dealId'>[];
  offers: Omit<typeof s.dealOffers.$inferInsert, 'dealId'>[];
}

function planDeal(
  rand: Random,
  index: number,
  categoryId: string,
  product: SeedProduct,
  ctx: { now: Date; createdAt: Date; userId: number; shops: Map<string, number>; pools: ImagePools },
): DealPlan {
  const shopName = rand.pick(product.shops);
  const shop = SHOPS.find((x) => x.name === shopName);
  const currency: Currency = index % 25 === 7 ? (FOREIGN[((index / 25) % FOREIGN.length) | 0] ?? 'EUR') : 'PLN';
  const scale = currency === 'PLN' ? 1 : 0.23;
  const isFinance = product.price === 0;
  const isFree = !isFinance && index % 97 === 11;
  let newPrice: number | null = null;
  let oldPrice: number | null = null;
  let discount: number | null = null;
  if (!isFinance) {
    const base = product.price * scale * (0.85 + rand.next() * 0.25);
    newPrice = isFree ? 0 : Math.max(99, Math.round(base / 100) * 100 - 1);
    if (isFree || rand.chance(0.75)) {
      const cut = isFree ? 100 : rand.int(5, 60);
      oldPrice = isFree ? Math.round(base / 100) * 100 - 1 : Math.round(newPrice / (1 - cut / 100) / 100) * 100 - 1;
      discount = Math.round(((oldPrice - newPrice) / oldPrice) * 100);
    }
  }
  const title = newPrice !== null && newPrice > 0 && rand.chance(0.5) ? `${product.title} za ${money(newPrice, currency)}` : product.title;
  const domain = shop?.domain ?? 'allegro.pl';
  const url = `https://www.${domain}/p/${slugify(product.title)}`;
  const isAffiliate = rand.chance(0.4);
  const shipping = isFinance ? null : rand.chance(0.45) ? 'free' : currency === 'PLN' && rand.chance(0.6) ? rand.pick(PAID_SHIPPING) : null;
  const { now, createdAt } = ctx;
  const truth = planPriceTruth(index, newPrice, oldPrice, currency, createdAt);
  let expiresAt: Date | null = null;
  let releasedAt: Date | null = null;
  let showCountdownToExpiration = false;
  let showCountdownToRelease = false;
  const roll = rand.next();
  if (index > 15 && roll < 0.1) {
    expiresAt = new Date(Math.min(now.getTime() - HOUR, createdAt.getTime() + rand.int(2, 10) * DAY));
  } else if (roll < 0.25) {
    expiresAt = new Date(now.getTime() + rand.int(2, 240) * HOUR);
    showCountdownToExpiration = rand.chance(0.6);
  } else if (index < 80 && roll < 0.31) {
    releasedAt = new Date(now.getTime() + rand.int(1, 20) * DAY + rand.int(0, 23) * HOUR);
    showCountdownToRelease = true;
  }
  const hasCoupon = rand.chance(0.15);
  const couponCode = hasCoupon ? `${slugify(shopName).replace(/-/g, '').toUpperCase().slice(0, 8)}${rand.int(5, 30) * 5}` : null;
  const priceText = newPrice !== null ? money(newPrice, currency) : 'bez opłat';
  const description = [
    `<p><strong>${product.title}</strong> w sklepie ${shopName} za <strong>${priceText}</strong>${
      oldPrice !== null ? ` zamiast ${money(oldPrice, currency)}` : ''
    }.</p>`,
    '<ul>',
    `<li>Gwarancja producenta: 24 miesiące</li>`,
    `<li>Dostawa: ${shipping === 'free' ? 'darmowa' : (shipping ?? 'zgodnie z cennikiem sklepu')}</li>`,
    hasCoupon ? `<li>Kod rabatowy: <code>${couponCode}</code></li>` : '',
    '</ul>',
    `<p>${rand.pick([
      'Najniższa cena z ostatnich 30 dni według historii cen.',
      'Promocja trwa do wyczerpania zapasów, warto się pospieszyć.',
      'Świetny stosunek jakości do ceny – opinie kupujących są bardzo dobre.',
      'Cena obowiązuje po zalogowaniu do aplikacji sklepu.',
    ])}</p>`,
  ].join('');
  const main = ctx.pools.products.get(product.label);
  const extras = ctx.pools.extras.get(mainOf(categoryId)) ?? [];
  const images = main ? [main, ...rand.shuffle(extras).slice(0, rand.int(0, 2))] : [];
  const buttons = rand.chance(0.3)
    ? [
        { position: 0, buttonUrl: url, buttonType: 'primary', buttonText: 'Przejdź do promocji' },
        ...(rand.chance(0.5)
          ? [{ position: 1, buttonUrl: `https://www.${domain}/promocje`, buttonType: 'secondary', buttonText: 'Wszystkie promocje sklepu' }]
          : []),
      ]
    : [];
  const offers =
    newPrice !== null && newPrice > 0 && rand.chance(0.15)
      ? rand
          .shuffle(VARIANTS)
          .slice(0, rand.int(2, 3))
          .map((variant, position) => ({
            position,
            url: `${url}?wariant=${slugify(variant)}`,
            imageUrl: images[0]?.variants[0]?.url ?? null,
            title: `${product.title} – ${variant}`,
            newPrice: newPrice + rand.int(-5, 10) * 1000,
            oldPrice,
            currency,
          }))
          .map((o) => ({ ...o, newPrice: Math.max(99, o.newPrice) }))
      : [];
  return {
    row: {
      userId: ctx.userId,
      shopId: ctx.shops.get(shopName) ?? null,
      categoryId,
      title,
      subtitle: rand.chance(0.4) ? rand.pick(SUBTITLES) : null,
      description,
      url,
      urlKey: dealLinkKey(url),
      productKey: dealLinkKey(url),
      lowestPrice30d: truth?.lowestPrice30d ?? null,
      directUrl: isAffiliate ? `${url}?utm_source=okazje&utm_medium=affiliate` : url,
      isAffiliate,
      oldPrice,
      newPrice,
      currency,
      discount,
      shipping,
      isPinned: index === 1 || index === 6,
      isFeatured: index % 17 === 3,
      isSponsored: index % 31 === 5,
      isNsfw: index % 53 === 9,
      isHidden: index % 47 === 20,
      showCountdownToExpiration,
      showCountdownToRelease,
      expiresAt,
      releasedAt,
      couponCode,
      couponCodeText: hasCoupon ? `Użyj kodu w koszyku, aby obniżyć cenę` : null,
      // The coupon terms live on the shop's promotion rules page, not in its cart.
      couponCodeUrl: hasCoupon ? `https://www.${domain}/regulamin-promocji` : null,
      instructions: hasCoupon
        ? '<ol><li>Dodaj produkt do koszyka.</li><li>Wpisz kod rabatowy w podsumowaniu zamówienia.</li><li>Sprawdź, czy cena się zmieniła.</li></ol>'
        : rand.chance(0.1)
          ? '<p>Cena widoczna po dodaniu produktu do koszyka.</p>'
          : null,
      sectionTitle: offers.length > 0 ? 'Inne warianty' : null,
      disableComments: index % 61 === 30,
      createdAt,
      updatedAt: createdAt,
    },
    history: truth?.history ?? [],
    images,
    buttons,
    offers,
  };
}

/** What every seeding step works with: one transaction, one random stream (steps draw from it in a fixed order). */
interface SeedContext {
  tx: Tx;
  rand: Random;
  now: Date;
  pools: ImagePools;
}

interface SeededUsers {
  demoId: number;
  /** The demo user first, then the community. */
  userIds: number[];
}

interface SeededDeal {
  plan: DealPlan;
  id: number;
}

const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY);

/** Shops with their logos, and one to three coupons each (some already expired); returns shop ids by name. */
async function seedShopsAndCoupons({ tx, now, pools }: SeedContext): Promise<Map<string, number>> {
  const shopRows = await tx
    .insert(s.shops)
    .values(
      SHOPS.map((shop, i) => ({
        name: shop.name,
        slug: slugify(shop.name),
        domain: shop.domain,
        logoUrl: pools.shopLogos[i]?.url ?? null,
      })),
    )
    .returning({ id: s.shops.id, name: s.shops.name, slug: s.shops.slug });

  await tx.insert(s.coupons).values(
    shopRows.flatMap((shop, i) =>
      Array.from({ length: 1 + (i % 3) }, (_, k) => {
        const percent = [10, 15, 20, 5][(i + k) % 4] ?? 10;
        return {
          shopId: shop.id,
          code: `${shop.slug
            .replace(/[^a-z0-9]/g, '')
            .toUpperCase()
            .slice(0, 8)}${percent}${k > 0 ? k : ''}`,
          title: k === 1 ? `Darmowa dostawa w ${shop.name}` : `-${percent}% na zamówienie w ${shop.name}`,
          description:
            k === 1
              ? 'Kod zwalnia z kosztów dostawy przy zamówieniu od 49 zł.'
              : `Rabat ${percent}% na produkty nieprzecenione, jeden kod na konto.`,
          url: `https://www.${SHOPS[i]?.domain ?? 'allegro.pl'}`,
          expiresAt: k === 2 ? daysAgo(now, 3) : new Date(now.getTime() + (7 + ((i * 5 + k) % 40)) * DAY),
          clicksCount: (i * 37 + k * 11) % 300,
          createdAt: daysAgo(now, (i + k) % 20),
        };
      }),
    ),
  );
  return new Map(shopRows.map((r) => [r.name, r.id]));
}

/** The demo account (a full profile, signed in with DEMO_PASSWORD) and the community users. */
async function seedUsers({ tx, now, pools }: SeedContext, demoHash: string): Promise<SeededUsers> {
  const [demoAvatar, ...avatars] = pools.avatars;
  const userRows = await tx
    .insert(s.users)
    .values([
      {
        email: DEMO_EMAIL,
        username: 'demo',
        passwordHash: demoHash,
        emailVerifiedAt: daysAgo(now, 400),
        phone: DEMO_PHONE,
        birthdate: '1990-05-17',
        gender: 'male',
        avatarUrl: demoAvatar?.variants[1]?.url ?? null,
        marketingConsentGrantedAt: daysAgo(now, 300),
        termsAcceptedAt: daysAgo(now, 400),
        createdAt: daysAgo(now, 400),
      },
      ...USERNAMES.map((username, i) => ({
        email: `${username.replace(/[^a-z0-9_]/g, '')}@example.com`,
        username,
        emailVerifiedAt: daysAgo(now, 30 + i * 20),
        gender: i % 2 === 0 ? 'male' : 'female',
        avatarUrl: avatars[i]?.variants[1]?.url ?? null,
        termsAcceptedAt: daysAgo(now, 30 + i * 20),
        createdAt: daysAgo(now, 30 + i * 20),
      })),
    ])
    .returning({ id: s.users.id });
  const userIds = userRows.map((r) => r.id);
  const demoId = userIds[0];
  if (demoId === undefined) throw new Error('demo user not created');
  return { demoId, userIds };
}

/** DEMO_DEAL_COUNT deals over every category, newest first, with their gallery images, buttons and offers. */
async function seedDeals(ctx: SeedContext, { demoId, userIds }: SeededUsers, shops: Map<string, number>): Promise<SeededDeal[]> {
  const { tx, rand, now, pools } = ctx;
  const categories = rand.shuffle(
    Array.from({ length: DEMO_DEAL_COUNT }, (_, i) => CATEGORY_TREE[i % CATEGORY_TREE.length]?.id ?? 'other'),
  );
  let createdMs = now.getTime() - 20 * 60_000;
  const plans = categories.map((categoryId, index) => {
    const products = PRODUCTS[categoryId] ?? PRODUCTS.other ?? [];
    const product = products[index % products.length] ?? rand.pick(products);
    const createdAt = new Date(createdMs);
    createdMs -= rand.int(30, 300) * 60_000;
    // The demo user authors a few deals so its profile and 'my deals' list are not empty.
    const userId = index % 23 === 4 ? demoId : rand.pick(userIds.slice(1));
    return planDeal(rand, index, categoryId, product, { now, createdAt, userId, shops, pools });
  });
  const dealIds: number[] = [];
  await chunked(plans, 100, async (chunk) => {
    const rows = await tx
      .insert(s.deals)
      .values(chunk.map((p) => p.row))
      .returning({ id: s.deals.id });
    dealIds.push(...rows.map((r) => r.id));
  });
  const planned = plans.map((plan, i) => ({ plan, id: dealIds[i] ?? 0 }));

  await chunked(
    planned.flatMap(({ plan, id }) =>
      plan.images.map((img, position) => ({
        dealId: id,
        position,
        url: img.url,
        width: img.width,
        height: img.height,
        variants: img.variants,
      })),
    ),
    500,
    (rows) => tx.insert(s.dealImages).values(rows),
  );
  const buttons = planned.flatMap(({ plan, id }) => plan.buttons.map((b) => ({ ...b, dealId: id })));
  if (buttons.length > 0) await tx.insert(s.dealButtons).values(buttons);
  const offers = planned.flatMap(({ plan, id }) => plan.offers.map((o) => ({ ...o, dealId: id })));
  if (offers.length > 0) await tx.insert(s.dealOffers).values(offers);
  // Each deal's price when posted, after the product's earlier prices: what a posted deal and its edits write.
  const points = planned.flatMap(({ plan, id }) => {
    const { productKey = null, newPrice = null, currency = 'PLN', createdAt } = plan.row;
    const own = newPrice === null ? [] : [{ price: newPrice, at: createdAt ?? now }];
    return [...plan.history, ...own].map((point) => ({ dealId: id, productKey, currency, ...point }));
  });
  await chunked(points, 500, (rows) => tx.insert(s.pricePoints).values(rows));
  return planned;
}

/** About a quarter of deals get enough up-votes to become popular; authors never vote on their own deals. */
async function seedDealVotes(
  { tx, rand, now }: SeedContext,
  { userIds }: SeededUsers,
  planned: SeededDeal[],
  threshold: number,
): Promise<void> {
  const voteRows: (typeof s.votes.$inferInsert)[] = [];
  for (const { plan, id } of planned) {
    const voters = rand.shuffle(userIds.filter((u) => u !== plan.row.userId));
    const popular = rand.chance(0.25);
    const ups = popular ? rand.int(threshold, voters.length) : rand.int(0, 18);
    const downs = popular ? 0 : rand.int(0, 3);
    voters.slice(0, ups + downs).forEach((userId, k) => {
      const created = plan.row.createdAt as Date;
      voteRows.push({
        userId,
        entityType: 'deal',
        entityId: id,
        value: k < ups ? 1 : -1,
        // Seeded accounts are verified and at least a month old: members, whose votes weigh 1.
        weight: 1,
        createdAt: new Date(Math.min(now.getTime(), created.getTime() + (k + 1) * 20 * 60_000)),
      });
    });
  }
  await chunked(voteRows, 1000, (rows) => tx.insert(s.votes).values(rows));
}

/** Threaded comments: top-level first (thread_id = own id), then replies pointing at them; then votes on comments. */
async function seedComments({ tx, rand, now }: SeedContext, { demoId, userIds }: SeededUsers, planned: SeededDeal[]): Promise<void> {
  const topLevel: { dealId: number; userId: number; content: string; createdAt: Date }[] = [];
  for (const { plan, id } of planned) {
    if (plan.row.disableComments || !rand.chance(0.45)) continue;
    const created = (plan.row.createdAt as Date).getTime();
    for (let k = 0, n = rand.int(1, 4); k < n; k++) {
      topLevel.push({
        dealId: id,
        userId: rand.chance(0.12) ? demoId : rand.pick(userIds.slice(1)),
        content: rand.pick(COMMENTS),
        createdAt: new Date(created + Math.floor(rand.next() * Math.max(now.getTime() - created, 60_000) * 0.7)),
      });
    }
  }
  const topIds: number[] = [];
  await chunked(topLevel, 500, async (rows) => {
    const inserted = await tx.insert(s.comments).values(rows).returning({ id: s.comments.id });
    topIds.push(...inserted.map((r) => r.id));
  });
  await tx
    .update(s.comments)
    .set({ threadId: sql`${s.comments.id}` })
    .where(sql`${s.comments.threadId} is null`);
  const replies = topLevel.flatMap((parent, i) =>
    Array.from({ length: rand.chance(0.5) ? rand.int(1, 3) : 0 }, (_, k) => ({
      dealId: parent.dealId,
      userId: rand.chance(0.1) ? demoId : rand.pick(userIds.slice(1)),
      parentId: topIds[i] ?? null,
      threadId: topIds[i] ?? null,
      content: rand.pick(REPLIES),
      createdAt: new Date(Math.min(now.getTime(), parent.createdAt.getTime() + (k + 1) * 45 * 60_000)),
    })),
  );
  await chunked(replies, 500, (rows) => tx.insert(s.comments).values(rows));

  const commentIds = await tx.select({ id: s.comments.id, userId: s.comments.userId }).from(s.comments);
  const commentVotes = commentIds.flatMap((c) =>
    rand.chance(0.3)
      ? rand
          .shuffle(userIds.filter((u) => u !== c.userId))
          .slice(0, rand.int(1, 5))
          .map((userId) => ({ userId, entityType: 'comment', entityId: c.id, value: rand.chance(0.85) ? 1 : -1, weight: 1 }))
      : [],
  );
  await chunked(commentVotes, 1000, (rows) => tx.insert(s.votes).values(rows));
}

/**
 * votes_count, weighted_score, comments_count, best_at and the users' standing counters derived from the inserted
 * rows in SQL, so they always agree.
 */
async function deriveCounters(tx: Tx, threshold: number): Promise<void> {
  await tx.execute(sql`
    update comments set votes_count = v.total
    from (select entity_id, sum(value)::int as total from votes where entity_type = 'comment' group by entity_id) v
    where comments.id = v.entity_id`);
  await tx.execute(sql`
    update deals set votes_count = coalesce(v.total, 0), weighted_score = coalesce(v.weighted, 0), comments_count = coalesce(c.total, 0)
    from deals d
    left join (
      select entity_id, sum(value)::int as total, sum(value * weight)::int as weighted from votes where entity_type = 'deal' group by entity_id
    ) v on v.entity_id = d.id
    left join (select deal_id, count(*)::int as total from comments where deleted_at is null group by deal_id) c on c.deal_id = d.id
    where deals.id = d.id`);
  // best_at: the moment the threshold-th up-vote arrived, i.e. when the deal became popular.
  await tx.execute(sql`
    update deals set best_at = v.reached, popular_rewarded_at = v.reached
    from (
      select entity_id, (array_agg(created_at order by created_at))[${threshold}::int] as reached
      from votes where entity_type = 'deal' and value = 1 group by entity_id
    ) v
    where deals.id = v.entity_id and deals.weighted_score >= ${threshold} and v.reached is not null`);
  await tx.execute(sql`
    update users set
      votes_cast = (select count(*) from votes v where v.user_id = users.id),
      comments_written = (select count(*) from comments c where c.user_id = users.id and c.deleted_at is null),
      positive_comments = (select count(*) from comments c where c.user_id = users.id and c.deleted_at is null and c.votes_count > 0),
      deals_reached_best = (select count(*) from deals d where d.user_id = users.id and d.best_at is not null)`);
}

/** 40 favourite deals: 8 of the demo user's, the rest spread over the community. */
async function seedFavourites({ tx, rand }: SeedContext, { demoId, userIds }: SeededUsers, planned: SeededDeal[]): Promise<void> {
  const favouriteDeals = rand.shuffle(planned.map(({ id }) => id)).slice(0, 40);
  await tx
    .insert(s.favourites)
    .values([
      ...favouriteDeals.slice(0, 8).map((dealId) => ({ userId: demoId, dealId })),
      ...favouriteDeals.slice(8).map((dealId, i) => ({ userId: userIds[1 + (i % (userIds.length - 1))] ?? demoId, dealId })),
    ]);
}

/** Wide banners over the deal lists and the gamer zone tabs, small ones in the sidebar. */
async function seedBanners({ tx, pools }: SeedContext): Promise<void> {
  const bannerRows = await tx
    .insert(s.banners)
    .values([
      ...pools.banners.wide.map((img, i) => ({
        url: i % 3 === 2 ? null : `https://www.${SHOPS[i]?.domain ?? 'allegro.pl'}/promocje`,
        imageUrl: img.url,
        width: img.width,
        height: img.height,
        position: i,
      })),
      ...pools.banners.sidebar.map((img, i) => ({
        url: `https://www.${SHOPS[i + 10]?.domain ?? 'allegro.pl'}`,
        imageUrl: img.url,
        width: img.width,
        height: img.height,
        position: i,
      })),
    ])
    .returning({ id: s.banners.id });
  const wideLocations: BannerLocation[][] = [
    ['web_best_deals', 'web_new_deals'],
    ['web_best_deals'],
    ['web_new_deals'],
    ['web_gamerzone_hardware_tab'],
    ['web_gamerzone_games_tab'],
    ['web_gamerzone_hardware_tab', 'web_gamerzone_games_tab'],
  ];
  await tx.insert(s.bannerLocations).values(
    bannerRows.flatMap((b, i) =>
      (i < wideLocations.length ? (wideLocations[i] ?? []) : ['web_sidebar' as const]).map((location) => ({
        bannerId: b.id,
        location,
      })),
    ),
  );
}

/** The specials (promotions), each offering four priced deals of the demo. */
async function seedSpecials({ tx, now, pools }: SeedContext, planned: SeededDeal[]): Promise<void> {
  for (const [i, special] of SPECIALS.entries()) {
    const images = pools.specials[i];
    const [row] = await tx
      .insert(s.specials)
      .values({
        title: special.title,
        desktopImageUrl: images?.desktop.url ?? null,
        mobileImageUrl: images?.mobile.url ?? null,
        description: `<p>${special.title}. Zebraliśmy najlepsze oferty w jednym miejscu – ceny sprawdzone przez społeczność.</p>`,
        couponCode: special.code,
        buttonUrl: `https://www.${SHOPS[i * 5]?.domain ?? 'allegro.pl'}/promocje`,
        buttonText: 'Przejdź do promocji',
        instructions: '<p>Kod działa na produkty oznaczone w sklepie. Jeden kod na zamówienie.</p>',
        createdAt: daysAgo(now, (i + 1) * 3),
      })
      .returning({ id: s.specials.id });
    if (!row) continue;
    const source = planned.filter(({ plan }) => plan.row.newPrice).slice(i * 4, i * 4 + 4);
    await tx.insert(s.specialOffers).values(
      source.map(({ plan }, position) => ({
        specialId: row.id,
        position,
        title: plan.row.title,
        url: plan.row.url ?? 'https://allegro.pl',
        imageUrl: plan.images[0]?.variants[1]?.url ?? null,
        newPrice: plan.row.newPrice ?? null,
        oldPrice: plan.row.oldPrice ?? null,
        currency: plan.row.currency ?? 'PLN',
      })),
    );
  }
}

/** The prize shop and two lootboxes, with the demo user's claims (one of each status) and one opened lootbox. */
async function seedPrizesAndLootboxes({ tx, now, pools }: SeedContext, { demoId }: SeededUsers): Promise<void> {
  const prizeRows = await tx
    .insert(s.prizes)
    .values(
      PRIZES.map((prize) => ({ title: prize.title, price: prize.price, description: `Nagroda do odebrania za ${prize.price} punktów.` })),
    )
    .returning({ id: s.prizes.id });
  await tx.insert(s.prizeImages).values(prizeRows.map((p, i) => ({ prizeId: p.id, url: pools.prizes[i]?.url ?? '' })));
  const [cheapPrize, secondPrize, thirdPrize] = prizeRows;
  if (cheapPrize && secondPrize && thirdPrize) {
    await tx.insert(s.userPrizes).values([
      { userId: demoId, prizeId: cheapPrize.id, status: 'success', createdAt: daysAgo(now, 40) },
      { userId: demoId, prizeId: secondPrize.id, status: 'pending', createdAt: daysAgo(now, 2) },
      {
        userId: demoId,
        prizeId: thirdPrize.id,
        status: 'rejected',
        claimInformation: 'Rozmiar L, odbiór w paczkomacie WAW123M',
        rejectionReason: 'Nagroda niedostępna – punkty zwrócone.',
        createdAt: daysAgo(now, 60),
      },
    ]);
  }

  const lootboxRows = await tx
    .insert(s.lootboxes)
    .values([
      { title: 'Skrzynka brązowa', price: 100, imageUrl: pools.lootboxes[0]?.url ?? null },
      { title: 'Skrzynka złota', price: 500, imageUrl: pools.lootboxes[1]?.url ?? null },
    ])
    .returning({ id: s.lootboxes.id });
  const [bronze, gold] = lootboxRows;
  if (bronze && gold && cheapPrize && secondPrize) {
    const lootPrizes = await tx
      .insert(s.lootboxPrizes)
      .values([
        { lootboxId: bronze.id, points: 30, weight: 60 },
        { lootboxId: bronze.id, points: 150, weight: 30 },
        { lootboxId: bronze.id, prizeId: cheapPrize.id, weight: 10 },
        { lootboxId: gold.id, points: 200, weight: 50 },
        { lootboxId: gold.id, points: 1000, weight: 20 },
        { lootboxId: gold.id, prizeId: secondPrize.id, weight: 30 },
      ])
      .returning({ id: s.lootboxPrizes.id });
    const won = lootPrizes[0];
    if (won)
      await tx
        .insert(s.lootboxOpenings)
        .values({ lootboxId: bronze.id, userId: demoId, lootboxPrizeId: won.id, createdAt: daysAgo(now, 5) });
  }
}

/**
 * Points history matching the prizes and lootboxes above, and the demo user's last 14 daily claims; the balance
 * (sum) stays positive, as the real ledger guarantees.
 */
async function seedPoints({ tx, now }: SeedContext, { demoId, userIds }: SeededUsers): Promise<void> {
  const ledger: (typeof s.pointsLedger.$inferInsert)[] = [
    { userId: demoId, reason: 'other', customReason: 'Bonus na start', points: 300, createdAt: daysAgo(now, 390) },
    { userId: demoId, reason: 'marketing_consent_bonus', points: 100, createdAt: daysAgo(now, 300) },
    { userId: demoId, reason: 'other', customReason: 'popular_deal', points: 50, createdAt: daysAgo(now, 90) },
    { userId: demoId, reason: 'other', customReason: 'popular_deal', points: 50, createdAt: daysAgo(now, 45) },
    { userId: demoId, reason: 'buy_prize', points: -150, createdAt: daysAgo(now, 40) },
    { userId: demoId, reason: 'buy_lootbox', points: -100, createdAt: daysAgo(now, 5) },
    { userId: demoId, reason: 'lootbox_points_prize', points: 30, createdAt: daysAgo(now, 5) },
    { userId: demoId, reason: 'buy_prize', points: -400, createdAt: daysAgo(now, 2) },
  ];
  const claimDays = Array.from({ length: 14 }, (_, k) => daysAgo(now, k + 1));
  ledger.push(...claimDays.map((day) => ({ userId: demoId, reason: 'daily_points' as const, points: 10, createdAt: day })));
  for (const userId of userIds.slice(1, 12)) {
    ledger.push({ userId, reason: 'daily_points', points: 10, createdAt: daysAgo(now, (userId % 5) + 1) });
    ledger.push({ userId, reason: 'other', customReason: 'popular_deal', points: 50, createdAt: daysAgo(now, (userId % 9) + 2) });
  }
  await tx.insert(s.pointsLedger).values(ledger);
  // The demo user's bonus was paid for its phone, which therefore earns no other account the bonus.
  await tx.insert(s.marketingBonusPhones).values({ phoneHash: marketingBonusPhoneHash(DEMO_PHONE), createdAt: daysAgo(now, 300) });
  await tx.insert(s.dailyClaims).values(claimDays.map((day) => ({ userId: demoId, warsawDate: warsawDate(day), createdAt: day })));
}

/** The badges, four of them the demo user's. */
async function seedAchievements({ tx, pools }: SeedContext, { demoId, userIds }: SeededUsers): Promise<void> {
  const achievementRows = await tx
    .insert(s.achievements)
    .values(ACHIEVEMENTS.map((a, i) => ({ code: a.code, title: a.title, imageUrl: pools.badges[i]?.url ?? null })))
    .returning({ id: s.achievements.id });
  await tx
    .insert(s.userAchievements)
    .values([
      ...achievementRows.slice(0, 4).map((a) => ({ userId: demoId, achievementId: a.id })),
      ...userIds.slice(1, 10).flatMap((userId, i) => achievementRows.slice(0, 1 + (i % 3)).map((a) => ({ userId, achievementId: a.id }))),
    ]);
}

/** The demo user's keyword alerts, and inbox items for the PlayStation 5 deals one of them found (the newest read). */
async function seedAlerts({ tx, now }: SeedContext, { demoId }: SeededUsers, planned: SeededDeal[]): Promise<void> {
  const alerts = await tx
    .insert(s.keywordAlerts)
    .values([
      { userId: demoId, keyword: 'PlayStation 5', keywordNormalized: 'playstation 5' },
      { userId: demoId, keyword: 'Słuchawki', keywordNormalized: 'sluchawki' },
    ])
    .returning({ id: s.keywordAlerts.id });
  const ps5Deals = planned.filter(({ plan }) => /playstation 5/i.test(plan.row.title)).slice(0, 3);
  if (alerts[0] && ps5Deals.length > 0) {
    await tx.insert(s.inboxItems).values(
      ps5Deals.map(({ id, plan }, i) => ({
        userId: demoId,
        dealId: id,
        alertId: alerts[0]?.id ?? null,
        trigger: 'created',
        readAt: i === 0 ? now : null,
        createdAt: plan.row.createdAt as Date,
      })),
    );
  }
}

/**
 * Fills an empty database with a deterministic, realistic demo (Polish deals, shops, users, comments, votes, points…).
 * The steps run in this order on purpose: they share one random stream, so reordering them would change the data.
 * The pictures are rendered into `mediaDir` (kept as a cache between seeds); `publishTo` is the media store they are
 * served from when that is not mediaDir itself (MEDIA_STORAGE=s3).
 */
export async function seedDemo(
  db: Db,
  opts: { mediaDir: string; publishTo?: MediaStore; now?: Date; popularThreshold?: number },
): Promise<{ seeded: boolean }> {
  const threshold = opts.popularThreshold ?? DEFAULT_POPULAR_THRESHOLD;
  const existing = await db.select({ id: s.deals.id }).from(s.deals).limit(1);
  if (existing.length > 0) return { seeded: false };
  const now = opts.now ?? new Date();
  const rand = createRandom(20261120);
  const pools = await renderPools(opts.mediaDir, opts.publishTo);
  const demoHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, rand, now, pools };
    const shops = await seedShopsAndCoupons(ctx);
    const users = await seedUsers(ctx, demoHash);
    const planned = await seedDeals(ctx, users, shops);
    await seedDealVotes(ctx, users, planned, threshold);
    await seedComments(ctx, users, planned);
    await deriveCounters(tx, threshold);
    await seedFavourites(ctx, users, planned);
    await seedBanners(ctx);
    await seedSpecials(ctx, planned);
    await seedPrizesAndLootboxes(ctx, users);
    await seedPoints(ctx, users);
    await seedAchievements(ctx, users);
    await seedAlerts(ctx, users, planned);
  });
  return { seeded: true };
}

/**
 * Benchmark data: `count` more deals in a few set-based statements (generate_series), reusing the demo's users,
 * shops and image pool; on an empty database it makes its own users and shop and points images at a placeholder.
 * Every 40th deal gets up-votes from real vote rows so the 'best' tab is populated and votes_count still equals
 * the rows it counts.
 */
export async function seedBulkDeals(db: Db, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, username, email_verified_at, created_at)
      select 'bulk' || g || '@example.com', 'bulk_user_' || g, now(), now()
      from generate_series(1, greatest(0, 31 - (select count(*) from users)::int)) g`);
    await tx.execute(sql`
      insert into shops (name, slug, domain)
      select 'Sklep testowy', 'sklep-testowy', 'example.com' where not exists (select 1 from shops)`);
    const [maxRow] = await tx.select({ max: sql<number>`coalesce(max(${s.deals.id}), 0)::int` }).from(s.deals);
    const before = maxRow?.max ?? 0;
    const titles = Object.values(PRODUCTS).flatMap((products) => products.map((p) => p.title));
    // Building the secondary indexes once afterwards is several times faster than maintaining them row by row.
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      tx,
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'deals' and indexname <> 'deals_pkey'`,
    );
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.indexname)}`);
    await tx.execute(sql`
      insert into deals (market_id, user_id, shop_id, category_id, title, description, url, direct_url, product_key, old_price,
        new_price, currency, discount, shipping, expires_at, created_at, updated_at)
      select 1,
        u.ids[1 + g % array_length(u.ids, 1)],
        sh.ids[1 + g % array_length(sh.ids, 1)],
        c.ids[1 + (g * 7) % array_length(c.ids, 1)],
        t.titles[1 + g % array_length(t.titles, 1)] || ' #' || g,
        '<p>Oferta testowa numer ' || g || '.</p>',
        'https://example.com/p/' || g,
        'https://example.com/p/' || g,
        'example.com/p/' || (g % ${Math.max(1, Math.floor(count / 5))}),
        10000 + (g * 37) % 500000,
        5000 + (g * 37) % 250000,
        'PLN',
        (g * 11) % 80,
        case when g % 2 = 0 then 'free' else '9,99 zł' end,
        case when g % 10 = 0 then now() - interval '1 day' else null end,
        now() - interval '3 days' - g * interval '20 seconds',
        now() - interval '3 days' - g * interval '20 seconds'
      from generate_series(1, ${count}::int) g,
        (select array_agg(id order by id) as ids from users) u,
        (select array_agg(id order by id) as ids from shops) sh,
        (select array_agg(id order by id) as ids from categories) c,
        (select array_agg(x) as titles from jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb) x) t`);
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
    // Every bulk product (about five deals) gets each deal's price when posted and two earlier ones.
    await tx.execute(sql`
      insert into price_points (deal_id, product_key, price, currency, at)
      select d.id, d.product_key, d.new_price + k * 1000, d.currency, d.created_at - k * interval '9 days'
      from deals d cross join generate_series(0, 2) k
      where d.id > ${before} and d.new_price is not null`);
    // On an empty database there is no pool: nullif turns the modulo into null (no match, so the placeholder)
    // instead of a division by zero, which a guard beside it in the join condition does not prevent.
    await tx.execute(sql`
      with pool as (
        select row_number() over (order by url) - 1 as k, url, width, height, variants
        from (select distinct on (url) url, width, height, variants from deal_images order by url) x
      ), size as (select count(*) as n from pool)
      insert into deal_images (deal_id, position, url, width, height, variants)
      select d.id, 0, coalesce(p.url, '/media/seed/deals/placeholder.webp'), coalesce(p.width, 960), coalesce(p.height, 720), coalesce(p.variants, '[]'::jsonb)
      from deals d cross join size left join pool p on p.k = d.id % nullif(size.n, 0)
      where d.id > ${before}`);
    await tx.execute(sql`
      insert into votes (user_id, entity_type, entity_id, value, weight, created_at)
      select u.id, 'deal', d.id, 1, 1, d.created_at + interval '1 hour'
      from deals d cross join (select id from users order by id limit ${DEFAULT_POPULAR_THRESHOLD + 1}) u
      where d.id > ${before} and d.id % 40 = 0 and u.id <> d.user_id
      on conflict do nothing`);
    await tx.execute(sql`
      update deals set votes_count = v.total, weighted_score = v.total,
        best_at = case when v.total >= ${DEFAULT_POPULAR_THRESHOLD} then deals.created_at + interval '1 hour' else null end,
        popular_rewarded_at = case when v.total >= ${DEFAULT_POPULAR_THRESHOLD} then deals.created_at + interval '1 hour' else null end
      from (select entity_id, sum(value)::int as total from votes where entity_type = 'deal' and entity_id > ${before} group by entity_id) v
      where deals.id = v.entity_id`);
  });
  // VACUUM sets the visibility map, so list pages and counts become index-only scans without heap visits.
  await db.execute(sql`vacuum analyze deals`);
  await db.execute(sql`vacuum analyze deal_images`);
  await db.execute(sql`vacuum analyze votes`);
}
