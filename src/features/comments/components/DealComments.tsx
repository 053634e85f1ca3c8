import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { AuthorLink, useAuthorName } from '@/components/ui/Author';
import { NewAccountBadge } from '@/components/ui/NewAccountBadge';
import { Avatar } from '@/components/ui/Avatar';
import { VoteControl } from '@/components/ui/VoteControl';
import { useViewer } from '@/domain/current-user';
import { formatRelativeTime } from '@/lib/format';
import { useIsSignedIn } from '@/domain/session';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import { useNow } from '@/lib/use-now';
import { isNewAccount } from '@/shared/standing';
import { useMyVotes } from '@/domain/votes';
import type { VoteValue } from '@/shared/votes';
import type { DealComment } from '@/shared/schemas/deal';
import { isPendingComment, useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useCommentVote, useCommentVoteWaiting } from '../api/vote-comment';
import { groupCommentThreads, type CommentThread } from '../lib/comment-threads';
import { CommentForm } from './CommentForm';
import { ActionMenu } from '@/components/ui/ActionMenu';
import { CommentText } from './CommentText';
import { forgetRefusedComment, useRefusedComment, type RefusedComment } from '../lib/refused-comment';
import { ModerationStateNotice } from '@/components/moderation/ModerationStateNotice';
import { ReportCommentModal } from './ReportCommentModal';
import styles from './DealComments.module.css';

interface DealCommentsProps {
  dealId: number;
  comments: readonly DealComment[];
}

/** What every comment needs to act: who is looking, their votes, and the deal-wide actions. */
interface CommentActions {
  signedIn: boolean;
  viewerId: number | undefined;
  voteOf: (commentId: number) => VoteValue;
  vote: (comment: DealComment, like: boolean) => void;
  report: (comment: DealComment) => void;
  remove: (comment: DealComment) => void;
  /** A refused comment on this deal: a reply goes back into its thread's reply form. */
  refused: RefusedComment | null;
  reply: (threadId: number, parent: DealComment, content: string) => void;
}

/**
 * Comments: a form for a new comment, threads newest first each showing its first reply until expanded, votes,
 * replies under the thread, and a menu to report any comment or remove one's own (after confirming).
 */
export function DealComments({ dealId, comments }: DealCommentsProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  // The signed-in user is the author of new comments and the only one offered 'remove comment' on theirs.
  const viewer = useViewer();
  const threads = groupCommentThreads(comments);
  const voteOf = useMyVotes(
    'comment',
    comments.filter((comment) => !isPendingComment(comment)).map((comment) => comment.id),
  );
  const castVote = useCommentVote(dealId);
  const now = useNow();
  const create = useCreateComment(dealId, {
    id: viewer?.id ?? 0,
    username: viewer?.username ?? t`You`,
    avatar_url: viewer?.avatar_url ?? null,
    is_deleted: false,
    is_new: viewer ? isNewAccount(new Date(viewer.created_at), now) : false,
  });
  const remove = useDeleteComment(dealId);
  const [reporting, setReporting] = useState<number | null>(null);
  const [removing, setRemoving] = useState<DealComment | null>(null);

  const refused = useRefusedComment(dealId);
  const actions: CommentActions = {
    refused,
    signedIn,
    viewerId: viewer?.id,
    voteOf,
    vote: (comment, like) => castVote(comment.id, like, voteOf(comment.id)),
    report: (comment) => (signedIn ? setReporting(comment.id) : openSignInPrompt()),
    remove: setRemoving,
    reply: (threadId, parent, content) => create({ content, parentId: parent.id, threadId }),
  };

  return (
    <section className={styles.section} aria-labelledby="deal-comments">
      <h2 id="deal-comments" className={styles.title}>
        <Trans>Comments ({comments.length})</Trans>
      </h2>
      <CommentForm
        signedIn={signedIn}
        label={t`Write a comment`}
        submitLabel={t`Send`}
        onSubmit={(content) => create({ content, parentId: null, threadId: null })}
        refused={refused?.parentId === null ? refused : null}
      />
      {threads.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No comments yet</Trans>
        </p>
      ) : (
        <ul className={styles.threads}>
          {threads.map((thread) => (
            <Thread key={thread.root.thread_id} thread={thread} actions={actions} />
          ))}
        </ul>
      )}

      <ReportCommentModal dealId={dealId} commentId={reporting} onClose={() => setReporting(null)} />
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={t`Remove comment`} closeLabel={t`Close`}>
        <p className={styles.confirmText}>
          <Trans>Are you sure you want to remove this comment?</Trans>
        </p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t`Cancel`}
          </Button>
          <Button
            onClick={() => {
              if (removing) remove(removing.id);
              setRemoving(null);
            }}
          >
            {t`Remove`}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

function Thread({ thread, actions }: { thread: CommentThread; actions: CommentActions }) {
  const { t } = useLingui();
  const authorName = useAuthorName();
  const [expanded, setExpanded] = useState(false);
  const [chosenReply, setReplyingTo] = useState<DealComment | null>(null);
  const refusedReply = actions.refused?.threadId === thread.root.thread_id ? actions.refused : null;
  const refusedParent = refusedReply
    ? ([thread.root, ...thread.replies].find((comment) => comment.id === refusedReply.parentId) ?? null)
    : null;
  const replyingTo = chosenReply ?? refusedParent;
  const hiddenCount = thread.replies.length - 1;
  const shown = expanded ? thread.replies : thread.replies.slice(0, 1);
  const repliesId = `comment-${thread.root.id}-replies`;

  const startReply = (comment: DealComment) => {
    if (!actions.signedIn) {
      openSignInPrompt();
      return;
    }
    setReplyingTo(comment);
  };

  return (
    <li className={styles.thread}>
      <Comment comment={thread.root} actions={actions} onReply={startReply} />
      {shown.length > 0 && (
        <ul id={repliesId} className={styles.replies} aria-label={t`Replies`}>
          {shown.map((reply) => (
            <li key={reply.id}>
              <Comment comment={reply} actions={actions} onReply={startReply} />
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
      {replyingTo && (
        <div className={styles.replyForm}>
          <CommentForm
            signedIn={actions.signedIn}
            label={
              // A deleted account's placeholder name reads as nonsense after 'reply to'; name the comment instead.
              replyingTo.user.is_deleted ? t`Reply to a deleted user’s comment` : t`Reply to ${authorName(replyingTo.user)}`
            }
            submitLabel={t`Reply`}
            autoFocus
            onCancel={() => {
              setReplyingTo(null);
              if (refusedParent) forgetRefusedComment();
            }}
            refused={refusedParent ? refusedReply : null}
            onSubmit={(content) => {
              actions.reply(thread.root.thread_id, replyingTo, content);
              setReplyingTo(null);
              // The new reply is the newest: show them all so the author sees it land.
              setExpanded(true);
            }}
          />
        </div>
      )}
    </li>
  );
}

interface CommentProps {
  comment: DealComment;
  actions: CommentActions;
  onReply: (comment: DealComment) => void;
}

function Comment({ comment, actions, onReply }: CommentProps) {
  const { t, i18n } = useLingui();
  const authorName = useAuthorName();
  const now = useNow();
  const pending = isPendingComment(comment);
  const own = actions.viewerId !== undefined && actions.viewerId === comment.user.id;
  const voteWaiting = useCommentVoteWaiting(comment.id);
  const menuItems = [
    { label: t`Report comment`, onSelect: () => actions.report(comment) },
    ...(own ? [{ label: t`Remove comment`, onSelect: () => actions.remove(comment) }] : []),
  ];
  return (
    // The id is the comment's address: moderation notices and the console link to /deals/{id}#comment-{id}.
    <article
      id={`comment-${comment.id}`}
      className={styles.comment}
      aria-label={authorName(comment.user)}
      data-pending={pending || undefined}
    >
      <header className={styles.header}>
        <AuthorLink user={comment.user} className={styles.author}>
          <Avatar src={comment.user.avatar_url} alt="" size={24} />
          <span>{authorName(comment.user)}</span>
        </AuthorLink>
        <NewAccountBadge user={comment.user} />
        <time className={styles.time} dateTime={comment.created_at}>
          {formatRelativeTime(comment.created_at, now, i18n)}
        </time>
        {pending ? (
          <span className={styles.pending}>
            <Trans>Waiting to sync</Trans>
          </span>
        ) : (
          <ActionMenu label={t`Comment actions`} items={menuItems} className={styles.menu} />
        )}
      </header>
      {comment.moderation && (
        <ModerationStateNotice moderation={comment.moderation} entityType="comment" entityId={comment.id} size="compact" forAuthor={own} />
      )}
      <CommentText text={comment.content} className={styles.content} />
      {!pending && (
        <footer className={styles.footer}>
          <VoteControl
            subject="comment"
            size="s"
            count={comment.votes_count}
            vote={actions.voteOf(comment.id)}
            onVote={(like) => actions.vote(comment, like)}
            disabledReason={own ? t`You cannot vote on your own comment` : undefined}
            waiting={voteWaiting}
          />
          <button type="button" className={styles.replyButton} onClick={() => onReply(comment)}>
            <Trans>Reply</Trans>
          </button>
        </footer>
      )}
    </article>
  );
}
