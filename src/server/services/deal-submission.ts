import { eq, sql } from 'drizzle-orm';
import { slugify } from '@/shared/slug';
import type { Db, Tx } from '../db/client';
import { deals, shops, users } from '../db/schema';
import { AppError } from '../errors';
import { onDealCreated } from './alert-triggers';

/** Category of submitted deals until someone files them (the form has no category field). */
export const SUBMITTED_DEAL_CATEGORY = 'other';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The submitted description is plain text from a textarea. Stored descriptions are HTML (rendered by SanitizedHtml),
 * so the text is escaped completely and only its structure becomes markup: blank lines separate paragraphs, single
 * line breaks become <br>. Nothing the user typed can become a tag or attribute, so no HTML sanitizer is needed.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The host a shop is known by: lowercase, without a leading "www.". */
export function shopHost(url: string): string {
  return new URL(url).hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/**
 * The shop whose domain is the host or a parent of it (sklep.x-kom.pl → x-kom.pl; the longest domain wins), else a
 * new shop named after the host. A concurrent submission creating the same shop waits on the slug's unique index and
 * then reuses the committed row.
 */
async function shopForHost(tx: Tx, host: string): Promise<number> {
  const [known] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(sql`${shops.domain} = ${host} or right(${host}, length(${shops.domain}) + 1) = '.' || ${shops.domain}`)
    .orderBy(sql`length(${shops.domain}) desc`, shops.id)
    .limit(1);
  if (known) return known.id;
  const slug = slugify(host.replace(/\./g, ' '));
  const [created] = await tx
    .insert(shops)
    .values({ name: host, slug, domain: host })
    .onConflictDoNothing({ target: shops.slug })
    .returning({ id: shops.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug));
  if (!existing) throw new Error(`shop ${slug} neither created nor found`);
  return existing.id;
}

export interface DealSubmissionInput {
  userId: number;
  url: string;
  title: string;
  description: string;
}

/** POST /api/deals/: stores the deal in the author's market and fires the keyword alerts in the same transaction. */
export async function submitDeal(db: Db, { userId, url, title, description }: DealSubmissionInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [author] = await tx.select({ marketId: users.marketId }).from(users).where(eq(users.id, userId));
    if (!author) throw new AppError('Unauthorized', 'The account no longer exists');
    const shopId = await shopForHost(tx, shopHost(url));
    const [deal] = await tx
      .insert(deals)
      .values({
        marketId: author.marketId,
        userId,
        shopId,
        categoryId: SUBMITTED_DEAL_CATEGORY,
        title,
        description: plainTextToHtml(description),
        url,
        directUrl: url,
      })
      .returning({ id: deals.id });
    if (!deal) throw new Error('deal insert returned no row');
    await onDealCreated(tx, deal.id);
    return deal.id;
  });
}
