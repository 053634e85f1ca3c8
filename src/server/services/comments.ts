import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DealComment } from '@/shared/schemas/deal';
import { countLinks, NEW_ACCOUNT_LIMITS } from '@/shared/standing';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import type { Db } from '../db/client';
import { comments, deals, users } from '../db/schema';
import { commentHeld, heldState } from './moderation-held';
import type { ContentListsCache } from './watched-words';
import { notModerationHidden } from './moderation-visibility';
import { AppError } from '../platform/errors';
import { bumpStanding, standingOfUser } from './standing';
import { toUserSummary, userSummaryColumns } from './user-summary';

export interface NewComment {
  userId: number;
  dealId: number;
  /** Plain text, already trimmed by CommentBodySchema; stored as is and rendered as text by the client. */
  content: string;
  parentId?: number | null;
  threadId?: number | null;
}

/**
 * POST /api/deals/{id}/comment. A reply's parent must be a live comment of the same deal; its thread is the parent's
 * thread (the top-level comment's id), and a thread_id sent by the client must agree with it. A top-level comment is
 * its own thread. The deal's comments_count and the author's comments_written (a standing fact) move in the same
 * transaction. A blocked word refuses the comment (422); a review word holds it for a moderator: it then
 * counts in comments_count only once approved, and its author reads it with `moderation`.
 */
export async function addComment(
  db: Db,
  lists: ContentListsCache,
  { userId, dealId, content, parentId, threadId }: NewComment,
  now = new Date(),
): Promise<DealComment> {
  // Before the transaction: the watched words may be read from the database, and PGlite is one connection.
  const heldAt = (await commentHeld(db, lists, content)) ? now : null;
  return db.transaction(async (tx) => {
    // Link spam comes from fresh accounts: a new one may post NEW_ACCOUNT_LIMITS.linksPerComment links per comment.
    if (countLinks(content) > NEW_ACCOUNT_LIMITS.linksPerComment && (await standingOfUser(tx, userId, now)) === 'new') {
      throw new AppError('ValidationError', VALIDATION_MESSAGES.commentLinksNewAccount);
    }
    // A hidden deal takes no new comments: it is under a moderator's decision, which its author may appeal.
    const [deal] = await tx
      .select({ disableComments: deals.disableComments })
      .from(deals)
      .where(and(eq(deals.id, dealId), notModerationHidden(deals)));
    if (!deal) throw new AppError('NotFound', `Deal ${dealId} does not exist`);
    if (deal.disableComments) throw new AppError('Forbidden', 'Comments are disabled for this deal');

    let thread: number | null = null;
    if (parentId !== undefined && parentId !== null) {
      const [parent] = await tx
        .select({ id: comments.id, threadId: comments.threadId })
        .from(comments)
        .where(and(eq(comments.id, parentId), eq(comments.dealId, dealId), isNull(comments.deletedAt)));
      if (!parent) throw new AppError('ValidationError', `parent_id: comment ${parentId} is not a comment of deal ${dealId}`);
      thread = parent.threadId ?? parent.id;
      if (threadId !== undefined && threadId !== null && threadId !== thread) {
        throw new AppError('ValidationError', `thread_id: the reply belongs to thread ${thread}`);
      }
    } else if (threadId !== undefined && threadId !== null) {
      throw new AppError('ValidationError', 'thread_id: a comment without parent_id starts its own thread');
    }

    const [inserted] = await tx
      .insert(comments)
      .values({
        dealId,
        userId,
        content,
        parentId: parentId ?? null,
        threadId: thread,
        moderationHeldAt: heldAt,
        moderationHoldReason: heldAt === null ? null : 'review_word',
      })
      .returning({ id: comments.id, createdAt: comments.createdAt });
    if (!inserted) throw new Error('comment insert returned no row');
    if (thread === null) {
      thread = inserted.id;
      await tx.update(comments).set({ threadId: thread }).where(eq(comments.id, inserted.id));
    }
    if (heldAt === null) {
      await tx
        .update(deals)
        .set({ commentsCount: sql`${deals.commentsCount} + 1` })
        .where(eq(deals.id, dealId));
    }
    await bumpStanding(tx, userId, 'commentsWritten', 1);
    const [author] = await tx.select(userSummaryColumns).from(users).where(eq(users.id, userId));
    if (!author) throw new AppError('Unauthorized', 'The account no longer exists');
    return {
      id: inserted.id,
      content,
      created_at: inserted.createdAt.toISOString(),
      votes_count: 0,
      parent_id: parentId ?? null,
      thread_id: thread,
      user: toUserSummary(author),
      ...(heldAt === null ? {} : { moderation: heldState(heldAt) }),
    };
  });
}

/**
 * DELETE /api/deals/{id}/comment/{commentId}: only the author, soft delete (the row stays for its replies and
 * reports), and the deal's comments_count drops in the same transaction. The guarded UPDATE makes a repeated or
 * concurrent delete count once.
 */
export async function deleteComment(db: Db, userId: number, dealId: number, commentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ userId: comments.userId, counted: notModerationHidden(comments).mapWith(Boolean) })
      .from(comments)
      .where(and(eq(comments.id, commentId), eq(comments.dealId, dealId), isNull(comments.deletedAt)));
    if (!comment) throw new AppError('NotFound', `Comment ${commentId} of deal ${dealId} does not exist`);
    if (comment.userId !== userId) throw new AppError('Forbidden', 'Only the author can remove this comment');
    const removed = await tx
      .update(comments)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
      .returning({ votesCount: comments.votesCount });
    const [gone] = removed;
    if (!gone) throw new AppError('NotFound', `Comment ${commentId} of deal ${dealId} does not exist`);
    await bumpStanding(tx, userId, 'commentsWritten', -1);
    if (gone.votesCount > 0) await bumpStanding(tx, userId, 'positiveComments', -1);
    // comments_count counts what readers see: a hidden or held comment was already out of it.
    if (comment.counted) {
      await tx
        .update(deals)
        .set({ commentsCount: sql`greatest(${deals.commentsCount} - 1, 0)` })
        .where(eq(deals.id, dealId));
    }
  });
}
