import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatRelativeTime } from '@/lib/format';
import type { DealComment } from '@/shared/schemas/deal';
import { groupCommentThreads, type CommentThread } from '../lib/comment-threads';
import { useFormatLocale, useNow } from '../lib/use-format-locale';
import { Avatar } from './Avatar';
import styles from './DealComments.module.css';

/** §2 Comments, read-only for now: threads newest first, each showing its first reply until expanded. */
export function DealComments({ comments }: { comments: readonly DealComment[] }) {
  const threads = groupCommentThreads(comments);
  return (
    <section className={styles.section} aria-labelledby="deal-comments">
      <h2 id="deal-comments" className={styles.title}>
        <Trans>Comments ({comments.length})</Trans>
      </h2>
      {threads.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No comments yet</Trans>
        </p>
      ) : (
        <ul className={styles.threads}>
          {threads.map((thread) => (
            <Thread key={thread.root.thread_id} thread={thread} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Thread({ thread }: { thread: CommentThread }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const hiddenCount = thread.replies.length - 1;
  const shown = expanded ? thread.replies : thread.replies.slice(0, 1);
  const repliesId = `comment-${thread.root.id}-replies`;
  return (
    <li className={styles.thread}>
      <Comment comment={thread.root} />
      {shown.length > 0 && (
        <ul id={repliesId} className={styles.replies} aria-label={t`Replies`}>
          {shown.map((reply) => (
            <li key={reply.id}>
              <Comment comment={reply} />
            </li>
          ))}
        </ul>
      )}
      {hiddenCount > 0 && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={repliesId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>Hide replies</Trans> : <Trans>Show all replies ({hiddenCount})</Trans>}
        </button>
      )}
    </li>
  );
}

function Comment({ comment }: { comment: DealComment }) {
  const locale = useFormatLocale();
  const now = useNow();
  return (
    <article className={styles.comment} aria-label={comment.user.username}>
      <header className={styles.header}>
        <Link to="/profile/$id" params={{ id: String(comment.user.id) }} className={styles.author}>
          <Avatar username={comment.user.username} url={comment.user.avatar_url} />
          <span>{comment.user.username}</span>
        </Link>
        <time className={styles.time} dateTime={comment.created_at}>
          {formatRelativeTime(comment.created_at, now, locale)}
        </time>
      </header>
      {/* Plain text by contract: React escapes it, and line breaks the author typed are kept by CSS. */}
      <p className={styles.content}>{comment.content}</p>
    </article>
  );
}
