import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Currency } from '@/shared/constants';
import { formatMoney } from '@/shared/money';
import { discountClaim, realDiscount, type DiscountClaim, type DiscountLevel } from '@/shared/price-truth';
import { withoutForbiddenCharacters } from '@/shared/validation';
import type { Db } from '../db/client';
import { dealImages, deals, shops, specials, users } from '../db/schema';
import { notModerationHidden } from '../services/moderation-visibility';
import { AppError } from '../platform/errors';
import type { MediaStore } from '../storage/media-store';
import { SITE_NAME } from '@/shared/constants';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath, type ShareCardKind } from './urls';

/** Everything a share card shows: its version is a hash of exactly this. */
export interface ShareCardContent {
  title: string;
  /** The deal's shop, the shop's domain; none for a special. */
  subtitle: string | null;
  /**
   * The picture's media key (its URL after `/media/`), the same on every instance, so the version is too; null when
   * the picture is elsewhere or there is none. A key with no object behind it is drawn as no picture.
   */
  imageKey: string | null;
  /** Minor units, like every price of the API. */
  newPrice: number | null;
  oldPrice: number | null;
  currency: Currency;
  /** What the card says about the discount (`discountClaim`, as on every other surface); none for a shop or special. */
  discount: DiscountClaim | null;
}

/** Bumped when the drawing changes, so every card is drawn again under a new version. */
const DESIGN_REVISION = 2;

/** A short hash of everything drawn: any change (price, title, picture, design) gives another version. */
export function shareCardVersion(content: ShareCardContent): string {
  const drawn = [
    DESIGN_REVISION,
    content.title,
    content.subtitle,
    content.imageKey,
    content.newPrice,
    content.oldPrice,
    content.currency,
    content.discount,
  ];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 12);
}

/**
 * The media key of a `/media/…` URL. Other URLs (external pictures) are not fetched: a card is drawn from the media
 * store only. Whether the object exists is left to the drawing, so naming a card's version costs no storage request.
 */
function mediaKey(url: string | null): string | null {
  return url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
}

/**
 * A deal has a card exactly when GET /api/deals/:id answers it to everyone: deals hidden from the deals tab included
 * (they are only left out of lists), a deal a moderator hid or whose author row is gone not.
 */
async function dealContent(db: Db, id: number): Promise<ShareCardContent | null> {
  const [deal] = await db
    .select({
      title: deals.title,
      shopName: shops.name,
      newPrice: deals.newPrice,
      oldPrice: deals.oldPrice,
      currency: deals.currency,
      discount: deals.discount,
      lowestPrice30d: deals.lowestPrice30d,
    })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .leftJoin(shops, eq(shops.id, deals.shopId))
    .where(and(eq(deals.id, id), notModerationHidden(deals)));
  if (!deal) return null;
  // The row's own URL is the image's largest rendition; the first image is the one lists show.
  const [image] = await db
    .select({ url: dealImages.url })
    .from(dealImages)
    .where(eq(dealImages.dealId, id))
    .orderBy(asc(dealImages.position), asc(dealImages.id))
    .limit(1);
  return {
    title: deal.title,
    subtitle: deal.shopName,
    imageKey: mediaKey(image?.url ?? null),
    newPrice: deal.newPrice,
    oldPrice: deal.oldPrice,
    currency: deal.currency as Currency,
    discount: discountClaim(deal.discount, realDiscount(deal.newPrice, deal.lowestPrice30d)),
  };
}

const withoutPrices = { newPrice: null, oldPrice: null, currency: 'PLN', discount: null } as const;

async function shopContent(db: Db, id: number): Promise<ShareCardContent | null> {
  const [shop] = await db.select({ name: shops.name, domain: shops.domain, logoUrl: shops.logoUrl }).from(shops).where(eq(shops.id, id));
  if (!shop) return null;
  return { title: shop.name, subtitle: shop.domain, imageKey: mediaKey(shop.logoUrl), ...withoutPrices };
}

async function specialContent(db: Db, id: number): Promise<ShareCardContent | null> {
  const [special] = await db
    .select({ title: specials.title, mobileImageUrl: specials.mobileImageUrl, desktopImageUrl: specials.desktopImageUrl })
    .from(specials)
    // A retired page has no card, as it has no page.
    .where(and(eq(specials.id, id), isNull(specials.retiredAt)));
  if (!special) return null;
  // The mobile picture is the squarer one, which fills the card's picture panel best.
  return {
    title: special.title,
    subtitle: null,
    imageKey: mediaKey(special.mobileImageUrl) ?? mediaKey(special.desktopImageUrl),
    ...withoutPrices,
  };
}

/**
 * The versioned address of a page's share card (its `share_card` in the API), or null when the page has none: its
 * head then shows the site's image.
 */
export async function shareCardUrl(db: Db, kind: ShareCardKind, id: number): Promise<string | null> {
  const content = await findShareCardContent(db, kind, id);
  return content ? shareCardPath(kind, id, shareCardVersion(content)) : null;
}

/** What the card of a deal, shop or special shows; null when it does not exist. */
export function findShareCardContent(db: Db, kind: ShareCardKind, id: number): Promise<ShareCardContent | null> {
  switch (kind) {
    case 'deals':
      return dealContent(db, id);
    case 'shops':
      return shopContent(db, id);
    case 'specials':
      return specialContent(db, id);
  }
}

/** As findShareCardContent; a card of a deal, shop or special that does not exist answers 404. */
export async function getShareCardContent(db: Db, kind: ShareCardKind, id: number): Promise<ShareCardContent> {
  const content = await findShareCardContent(db, kind, id);
  if (!content) throw new AppError('NotFound', `No share card for ${kind} ${id}`);
  return content;
}

const FONT = 'DejaVu Sans, sans-serif';
/** The app's light-theme tokens (src/app/styles/tokens.css), so a card looks like the site it links to. */
const COLORS = {
  panel: '#fff1e6',
  primary: '#c2410c',
  hot: '#dc2626',
  text: '#1b2230',
  muted: '#5a6372',
};
const MAX_INPUT_PIXELS = 40_000_000;

const PANEL = { x: 36, y: 36, width: 560, height: SHARE_CARD_HEIGHT - 72, radius: 28 };
const PICTURE_INSET = 28;
const TEXT_X = 644;
const TEXT_WIDTH = SHARE_CARD_WIDTH - TEXT_X - 48;
const TITLE_MAX_LINES = 3;

/**
 * Advance widths of DejaVu Sans Bold in em, measured with Pango, by class of letter: text is laid out before librsvg
 * draws it, so lines are wrapped on these estimates. Accented letters are measured by their base letter.
 */
const NARROW = new Set(" ilIjł.,:;!|'\u00a0");
const SEMI_NARROW = new Set('frt()[]-/"');
const WIDE = new Set('mMW%…@—');

function charWidthEm(ch: string): number {
  const base = ch.normalize('NFD')[0] ?? ch;
  if (NARROW.has(ch) || NARROW.has(base)) return 0.37;
  if (SEMI_NARROW.has(base)) return 0.5;
  if (WIDE.has(base)) return 1.05;
  if (base === 'w') return 0.92;
  if (base !== base.toLowerCase()) return 0.8;
  return 0.7;
}

function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += charWidthEm(ch);
  return em * fontSize;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The longest start of `text` that fits with an ellipsis after it, ending after a whole word when that fills half the line. */
function withEllipsis(text: string, fontSize: number, width: number): string {
  const all = [...text.trimEnd()];
  const chars = [...all];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, fontSize) > width) chars.pop();
  const kept = chars.join('');
  const lastSpace = kept.lastIndexOf(' ');
  const cutInWord = chars.length < all.length && all[chars.length] !== ' ';
  if (cutInWord && lastSpace > 0 && textWidth(kept.slice(0, lastSpace), fontSize) > width / 2) return `${kept.slice(0, lastSpace)}…`;
  return `${kept.trimEnd()}…`;
}

/** Words broken into lines of at most `width`; a word longer than a line is cut. The last line kept ends with '…' when text is left. */
function wrapText(text: string, fontSize: number, width: number, maxLines: number): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const ch of word) {
      if (textWidth(line + ch, fontSize) > width && line) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, fontSize, width);
  return { lines: kept, cut: true };
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle';
  extra?: string;
}

function svgText(content: string, { x, y, size, fill, bold = false, anchor = 'start', extra = '' }: TextOptions): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${bold ? 700 : 400}" fill="${fill}" text-anchor="${anchor}"${extra}>${escapeXml(content)}</text>`;
}

/** The price as the site writes it; a new price of 0 is the site's 'free'. */
function priceText(minorUnits: number, currency: Currency): string {
  return minorUnits === 0 ? 'Za darmo' : formatMoney(minorUnits, currency);
}

/** The picture fitted into the panel with rounded corners, or null when it cannot be read (the card is drawn without it). */
async function fittedPicture(bytes: Uint8Array): Promise<{ input: Buffer; left: number; top: number } | null> {
  const box = { width: PANEL.width - 2 * PICTURE_INSET, height: PANEL.height - 2 * PICTURE_INSET };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { autoOrient } = await image.metadata();
    // A small picture (a shop's logo) is enlarged at most twice: more only shows its pixels.
    const { data, info } = await image
      .resize(Math.min(box.width, 2 * autoOrient.width), Math.min(box.height, 2 * autoOrient.height), { fit: 'inside' })
      .ensureAlpha()
      .png()
      .toBuffer({ resolveWithObject: true });
    const corners = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><rect width="${info.width}" height="${info.height}" rx="16"/></svg>`,
    );
    const input = await sharp(data)
      .composite([{ input: corners, blend: 'dest-in' }])
      .png()
      .toBuffer();
    return {
      input,
      left: PANEL.x + PICTURE_INSET + Math.round((box.width - info.width) / 2),
      top: PANEL.y + PICTURE_INSET + Math.round((box.height - info.height) / 2),
    };
  } catch {
    return null;
  }
}

function backgroundSvg(content: ShareCardContent, hasPicture: boolean): string {
  const { x, y, width, height, radius } = PANEL;
  // Without a picture the panel carries the title's first letter, so it never looks empty.
  const initial = hasPicture
    ? ''
    : svgText([...content.title.trim()][0]?.toUpperCase() ?? SITE_NAME[0] ?? '', {
        x: x + width / 2,
        y: y + height / 2 + 90,
        size: 260,
        fill: COLORS.primary,
        bold: true,
        anchor: 'middle',
      });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">
    <rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="#ffffff"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${COLORS.panel}"/>
    <rect y="${SHARE_CARD_HEIGHT - 12}" width="${SHARE_CARD_WIDTH}" height="12" fill="${COLORS.primary}"/>
    ${initial}</svg>`;
}

/** The discount badge colours of the app (Price.module.css), for the headline figure. */
const LEVEL_COLORS: Record<DiscountLevel, { fill: string; text: string }> = {
  low: { fill: '#eef0f3', text: COLORS.text },
  medium: { fill: COLORS.primary, text: '#ffffff' },
  high: { fill: COLORS.hot, text: '#ffffff' },
};
const NOTE_SIZE = 24;

/** A small note on the picture panel under the badge: what the figure is measured against, or the shop's own figure. */
function panelNote(text: string, y: number, dashed: boolean): string {
  // textWidth measures the bold face; the note's regular face is about a tenth narrower, so its box fits it.
  const width = Math.round(textWidth(text, NOTE_SIZE) * 0.9 + 32);
  const x = PANEL.x + 20;
  const border = dashed ? ` stroke="${COLORS.muted}" stroke-width="2" stroke-dasharray="6 4"` : '';
  return `<rect x="${x}" y="${y}" width="${width}" height="40" rx="10" fill="#ffffff"${border}/>
    ${svgText(text, { x: x + 16, y: y + 28, size: NOTE_SIZE, fill: COLORS.muted })}`;
}

/**
 * The discount at the panel's top left, as `discountClaim` rules: the figure against the 30-day low in its
 * badge colour with what it is measured against, and the shop's own figure only as a dashed note named as advertised.
 */
function discountMarks(claim: DiscountClaim): string {
  const parts: string[] = [];
  let y = PANEL.y + 20;
  if (claim.headline !== null && claim.level !== null) {
    const label = `-${claim.headline}%`;
    const size = 46;
    const width = Math.round(textWidth(label, size) + 44);
    const x = PANEL.x + 20;
    const colors = LEVEL_COLORS[claim.level];
    parts.push(`<rect x="${x}" y="${y}" width="${width}" height="76" rx="38" fill="${colors.fill}"/>
    ${svgText(label, { x: x + width / 2, y: y + 55, size, fill: colors.text, bold: true, anchor: 'middle' })}`);
    parts.push(panelNote('wobec najniższej ceny z 30 dni', y + 86, false));
    y += 136;
  } else if (claim.noRealReduction) {
    parts.push(panelNote('brak obniżki wobec najniższej ceny z 30 dni', y, false));
    y += 50;
  }
  if (claim.advertised !== null) parts.push(panelNote(`reklamowana: -${claim.advertised}%`, y, true));
  return parts.join('');
}

/** Title sizes, largest first: the largest that shows the whole title in TITLE_MAX_LINES is used. */
const TITLE_SIZES_WITH_PRICE = [52, 46, 40] as const;
/** Without a price the title has the card to itself. */
const TITLE_SIZES_ALONE = [64, 56, 48] as const;
const SUBTITLE_SIZE = 30;
const BLOCK_TOP = 126;
/** Where a title without prices may end: above the bottom bar, with a margin. */
const BLOCK_BOTTOM = SHARE_CARD_HEIGHT - 48;

function fitTitle(title: string, sizes: readonly [number, ...number[]]): { lines: string[]; size: number } {
  let fitted = { ...wrapText(title, sizes[0], TEXT_WIDTH, TITLE_MAX_LINES), size: sizes[0] };
  for (const size of sizes.slice(1)) {
    if (!fitted.cut) break;
    fitted = { ...wrapText(title, size, TEXT_WIDTH, TITLE_MAX_LINES), size };
  }
  return fitted;
}

/** The card's text layer: site name, shop, title, prices and the discount. Exported for tests, which read what it says. */
export function shareCardTextSvg(content: ShareCardContent): string {
  const parts = [svgText(SITE_NAME, { x: TEXT_X, y: 92, size: 32, fill: COLORS.primary, bold: true })];
  const { newPrice, oldPrice, currency, subtitle } = content;
  const title = fitTitle(content.title, newPrice === null ? TITLE_SIZES_ALONE : TITLE_SIZES_WITH_PRICE);
  const lineHeight = Math.round(title.size * 1.2);
  const subtitleHeight = subtitle ? SUBTITLE_SIZE + 28 : 0;
  const blockHeight = subtitleHeight + title.size + (title.lines.length - 1) * lineHeight + Math.round(title.size * 0.25);
  // Under the prices' fixed place the block starts at the top; alone it is centred in the space below the site name.
  const top = newPrice === null ? BLOCK_TOP + Math.max(0, Math.round((BLOCK_BOTTOM - BLOCK_TOP - blockHeight) / 2)) : BLOCK_TOP;
  if (subtitle) {
    const fitted = textWidth(subtitle, SUBTITLE_SIZE) > TEXT_WIDTH ? withEllipsis(subtitle, SUBTITLE_SIZE, TEXT_WIDTH) : subtitle;
    parts.push(svgText(fitted, { x: TEXT_X, y: top + SUBTITLE_SIZE, size: SUBTITLE_SIZE, fill: COLORS.muted }));
  }
  title.lines.forEach((line, i) => {
    const y = top + subtitleHeight + title.size + i * lineHeight;
    parts.push(svgText(line, { x: TEXT_X, y, size: title.size, fill: COLORS.text, bold: true }));
  });
  const showOld = oldPrice !== null && oldPrice > 0 && oldPrice !== newPrice;
  if (newPrice !== null) {
    const text = priceText(newPrice, currency);
    const size = Math.min(84, Math.floor(TEXT_WIDTH / (textWidth(text, 1) || 1)));
    parts.push(svgText(text, { x: TEXT_X, y: showOld ? 516 : 570, size, fill: COLORS.hot, bold: true }));
  }
  if (showOld) {
    parts.push(
      svgText(formatMoney(oldPrice, currency), {
        x: TEXT_X,
        y: 572,
        size: 36,
        fill: COLORS.muted,
        extra: ' text-decoration="line-through"',
      }),
    );
  }
  if (content.discount !== null) parts.push(discountMarks(content.discount));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">${parts.join('')}</svg>`;
}

/**
 * The 1200×630 JPEG of a card: the picture (the bytes behind `imageKey`, null when there are none) on a light panel
 * at the left, title and prices at the right.
 */
export async function renderShareCard(stored: ShareCardContent, pictureBytes: Uint8Array | null): Promise<Buffer> {
  // Rows written before the schemas refused control characters and non-characters may still hold them, and the
  // SVG below is XML, which cannot carry them at all: they are dropped, as they are not visible anyway.
  const content = {
    ...stored,
    title: withoutForbiddenCharacters(stored.title),
    subtitle: stored.subtitle === null ? null : withoutForbiddenCharacters(stored.subtitle),
  };
  const picture = pictureBytes ? await fittedPicture(pictureBytes) : null;
  return sharp(Buffer.from(backgroundSvg(content, picture !== null)))
    .composite([...(picture ? [picture] : []), { input: Buffer.from(shareCardTextSvg(content)), left: 0, top: 0 }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * Rendered cards in their store, `{kind}-{id}-{version}.jpg`: each version is drawn once by whichever instance is
 * asked for it first, and read from the store after that. Drawing a new version removes the older ones of that id.
 * Identical requests arriving together at one instance share one drawing; two instances drawing the same version at
 * once store the same bytes, so neither needs to wait for the other.
 */
export class ShareCardStore {
  private readonly pending = new Map<string, Promise<Uint8Array>>();

  /** `cards` holds the drawn cards; `media` the pictures they are drawn from. */
  constructor(
    private readonly cards: MediaStore,
    private readonly media: MediaStore,
  ) {}

  /** The card's JPEG bytes, drawn now when this version is not stored yet. */
  card(kind: ShareCardKind, id: number, content: ShareCardContent): Promise<Uint8Array> {
    const key = `${kind}-${id}-${shareCardVersion(content)}.jpg`;
    const running = this.pending.get(key);
    if (running) return running;
    const work = this.ensure(`${kind}-${id}-`, key, content).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async ensure(idPrefix: string, key: string, content: ShareCardContent): Promise<Uint8Array> {
    const stored = await this.cards.read(key);
    if (stored) return stored;
    const picture = content.imageKey === null ? null : await this.media.read(content.imageKey);
    const bytes = await renderShareCard(content, picture);
    await this.cards.put(key, bytes, 'image/jpeg');
    const older = (await this.cards.list(idPrefix)).filter((other) => other !== key);
    await Promise.all(older.map((other) => this.cards.remove(other)));
    return bytes;
  }
}
