import type { DealComment } from '@/shared/schemas/deal';

export interface CommentThread {
  /** The comment that started the thread. */
  root: DealComment;
  /** Its replies, oldest first, so a conversation reads top to bottom. */
  replies: DealComment[];
}

const byTimeAsc = (a: DealComment, b: DealComment) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

/**
 * Comments grouped by thread, newest thread first. The root is the thread's top-level comment; if it
 * was removed the oldest remaining comment stands in for it, so replies are never lost.
 */
export function groupCommentThreads(comments: readonly DealComment[]): CommentThread[] {
  const byThread = new Map<number, DealComment[]>();
  for (const comment of comments) {
    const thread = byThread.get(comment.thread_id);
    if (thread) thread.push(comment);
    else byThread.set(comment.thread_id, [comment]);
  }
  const threads: CommentThread[] = [];
  for (const list of byThread.values()) {
    const sorted = [...list].sort(byTimeAsc);
    const root = sorted.find((comment) => comment.parent_id === null) ?? sorted[0];
    if (!root) continue;
    threads.push({ root, replies: sorted.filter((comment) => comment !== root) });
  }
  return threads.sort((a, b) => byTimeAsc(b.root, a.root));
}
