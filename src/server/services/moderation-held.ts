import { eq, sql } from 'drizzle-orm';
import type { ModeratedEntityType, ModerationState } from '@/shared/schemas/moderation';
import type { HeldItem, HeldList, HeldQuery, HoldReason } from '@/shared/schemas/moderation-content';
import { queryRows, type Db, type Tx } from '../db/client';
import { comments, deals } from '../db/schema';
import { onDealCreated } from './alert-triggers';
import { checkLink, checkTexts } from './content-rules';
import { itemPath } from './moderation-notices';
import { standingOfUser } from './standing';
import { contentLists, type ContentListsCache } from './watched-words';

/*
 * Held content: a deal or comment with a review word, or a deal of a `new` account while
 * PREMODERATE_NEW_ACCOUNTS is on, waits for a moderator. Until approved it is out of every list, search, sitemap and
 * alert, as hidden content is (moderation-visibility.ts), and answers 404 to all but its author and operators.
 */

/** What the author and operators read on held content: waiting, no reason yet and nothing to appeal. */
export function heldState(heldAt: Date): ModerationState {
  return { state: 'held', reason: '', rule: null, decided_at: heldAt.toISOString(), appeal: null };
}

/** The text of a deal or comment a deal write or a comment sets, for the watched words. */
export interface DealTexts {
  title: string;
  description: string;
  url: string;
}

/**
 * Every publication check of a deal write (create and edit): a blocked word or a refused link answers 422
 * ContentRefused; else the reason to hold the deal, if any: a review word, or a `new` account under pre-moderation.
 */
export async function dealHold(
  db: Db,
  lists: ContentListsCache,
  { premoderate, userId, now = new Date() }: { premoderate: boolean; userId: number; now?: Date },
  deal: DealTexts,
): Promise<HoldReason | null> {
  const review = await checkTexts(db, lists, [
    { field: 'title', text: deal.title },
    { field: 'description', text: deal.description },
  ]);
  await checkLink(db, lists, 'url', deal.url);
  if (review.length > 0) return 'review_word';
  if (premoderate && (await standingOfUser(db, userId, now)) === 'new') return 'new_account';
  return null;
}

/** A comment with a blocked word is refused; one with a review word is held (answers true). */
export async function commentHeld(db: Db, lists: ContentListsCache, content: string): Promise<boolean> {
  return (await checkTexts(db, lists, [{ field: 'content', text: content }])).length > 0;
}

/**
 * `approve` of held content, in the decision's transaction: the hold ends, and the content is published as if posted
 * now. An approved deal is new from now on (so it is not buried below the deals posted while it waited) and its
 * keyword alerts fire now, as they would have on posting; an approved comment counts in the deal's comments_count.
 */
export async function publishHeld(tx: Tx, type: ModeratedEntityType, id: number, dealId: number, now: Date): Promise<void> {
  if (type === 'deal') {
    await tx
      .update(deals)
      .set({ moderationHeldAt: null, moderationHoldReason: null, createdAt: now, updatedAt: now })
      .where(eq(deals.id, id));
    await onDealCreated(tx, id);
    return;
  }
  await tx.update(comments).set({ moderationHeldAt: null, moderationHoldReason: null }).where(eq(comments.id, id));
  await tx
    .update(deals)
    .set({ commentsCount: sql`${deals.commentsCount} + 1` })
    .where(eq(deals.id, dealId));
}

/** `hide` of held content ends the hold too: the content is hidden from then on, and a restore publishes it. */
export async function endHold(tx: Tx, type: ModeratedEntityType, id: number): Promise<void> {
  const table = type === 'deal' ? deals : comments;
  await tx.update(table).set({ moderationHeldAt: null, moderationHoldReason: null }).where(eq(table.id, id));
}

interface HeldRow {
  entity_type: ModeratedEntityType;
  entity_id: number;
  held_at: Date | string;
  hold_reason: HoldReason;
  title: string;
  body: string;
  author_id: number;
  author_username: string;
  deal_id: number;
}

/** Stored deal descriptions are HTML: the words are what is between the tags. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * GET /api/moderation/held (operators): held deals and comments (not hidden since), held longest ago first, with the
 * review words they hold today (empty for pre-moderation).
 */
export async function heldList(db: Db, lists: ContentListsCache, q: HeldQuery): Promise<HeldList> {
  const heldDeals = sql`select 'deal' as entity_type, d.id as entity_id, d.moderation_held_at as held_at,
      d.moderation_hold_reason as hold_reason, d.title, d.description as body, d.user_id, d.id as deal_id
    from deals d where d.moderation_held_at is not null and d.moderation_hidden_at is null`;
  const heldComments = sql`select 'comment' as entity_type, c.id as entity_id, c.moderation_held_at as held_at,
      c.moderation_hold_reason as hold_reason, '' as title, c.content as body, c.user_id, c.deal_id
    from comments c where c.moderation_held_at is not null and c.moderation_hidden_at is null and c.deleted_at is null`;
  const held =
    q.entity_type === 'deal' ? heldDeals : q.entity_type === 'comment' ? heldComments : sql`${heldDeals} union all ${heldComments}`;
  const [rows, [total], { matcher }] = await Promise.all([
    queryRows<HeldRow>(
      db,
      sql`select h.entity_type, h.entity_id, h.held_at, h.hold_reason, h.title, h.body, h.deal_id,
          u.id as author_id, u.username as author_username
        from (${held}) h join users u on u.id = h.user_id
        order by h.held_at, h.entity_type, h.entity_id
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${held}) h`),
    contentLists(db, lists),
  ]);
  const count = total?.n ?? 0;
  const data: HeldItem[] = rows.map((row) => ({
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    held_at: new Date(row.held_at).toISOString(),
    hold_reason: row.hold_reason,
    matched_words: row.hold_reason === 'review_word' ? matcher.find(`${row.title}\n${textOf(row.body)}`).review : [],
    item: {
      text: row.entity_type === 'deal' ? row.title : row.body.slice(0, 160),
      author: { id: row.author_id, username: row.author_username },
      url: itemPath(row.entity_type, row.entity_id, row.deal_id),
      hidden: false,
    },
  }));
  return { data, metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}
