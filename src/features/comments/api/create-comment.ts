import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import type { CommentBody } from '@/shared/schemas/community';
import type { UserSummary } from '@/shared/schemas/common';
import type { DealComment } from '@/shared/schemas/deal';
import { newIdempotencyKey } from '@/lib/idempotency';
import { alertCommunityFailure } from '@/domain/community-failure';
import { dealActionScope, dealKeys, queuedActionKeys } from '@/domain/query-keys';
import { useQueuedAction } from '@/domain/queued-actions';
import { placeOfDealComments, updateDealComments } from './cache-updates';
import { changeOptimistically } from '@/lib/optimistic';
import { contentRefusalOf } from '@/domain/moderation';
import { rememberRefusedComment } from '../lib/refused-comment';

export interface CreateCommentVariables {
  dealId: number;
  content: string;
  /** The comment replied to (null for a new thread). */
  parentId: number | null;
  /** The thread of the comment replied to (null for a new thread). */
  threadId: number | null;
  idempotencyKey: string;
  /** Stand-in id of the comment shown before the server answers: negative, so it never matches a real one. */
  tempId: number;
  createdAt: string;
  author: UserSummary;
}

export function postComment(variables: CreateCommentVariables): Promise<DealComment> {
  const body: CommentBody = { content: variables.content, parent_id: variables.parentId, thread_id: variables.threadId };
  return apiRequest<DealComment>(`deals/${variables.dealId}/comment`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': variables.idempotencyKey },
  });
}

/** The comment as shown while it waits for the server (a pending comment has a negative id). */
export function pendingComment(variables: CreateCommentVariables): DealComment {
  return {
    id: variables.tempId,
    content: variables.content,
    created_at: variables.createdAt,
    votes_count: 0,
    parent_id: variables.parentId,
    thread_id: variables.threadId ?? variables.tempId,
    user: variables.author,
  };
}

export const isPendingComment = (comment: DealComment) => comment.id < 0;

/** A new comment is added to the front locally at once, replaced by the server's copy, removed on failure. */
export const createCommentMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: postComment,
  onMutate: (variables: CreateCommentVariables) =>
    changeOptimistically(queryClient, [placeOfDealComments(variables.dealId)], () =>
      updateDealComments(queryClient, variables.dealId, (comments) => [pendingComment(variables), ...comments]),
    ),
  onSuccess: (created: DealComment, variables: CreateCommentVariables) => {
    updateDealComments(queryClient, variables.dealId, (comments) => {
      if (comments.some((comment) => comment.id === variables.tempId)) {
        return comments.map((comment) => (comment.id === variables.tempId ? created : comment));
      }
      // A refetch landed while the comment waited (a replay after a reload or reconnect) and dropped the stand-in.
      return comments.some((comment) => comment.id === created.id) ? comments : [created, ...comments];
    });
    // A refetch still running (e.g. after a vote replayed just before) was asked before this comment existed and
    // would remove it again: it is replaced by one that includes it.
    if (queryClient.isFetching({ queryKey: dealKeys.detail(variables.dealId) }) > 0) {
      void queryClient.invalidateQueries({ queryKey: dealKeys.detail(variables.dealId) });
    }
  },
  onError: (error: unknown, variables: CreateCommentVariables) => {
    updateDealComments(queryClient, variables.dealId, (comments) => comments.filter((comment) => comment.id !== variables.tempId));
    // A comment breaking a publication rule goes back into its form with the reason, so nothing typed is lost.
    const refusal = contentRefusalOf(error);
    if (refusal) {
      const { dealId, threadId, parentId, content } = variables;
      rememberRefusedComment({ dealId, threadId, parentId, content, refusal });
    }
    alertCommunityFailure(error);
  },
});

let lastTempId = 0;
/** Unique negative ids for pending comments, also across reloads (time-based). */
function nextTempId(): number {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
}

export interface NewComment {
  content: string;
  parentId: number | null;
  threadId: number | null;
}

/** Returns `create(comment)`; the caller has already checked the input (trimmed, non-empty) and the session. */
export function useCreateComment(dealId: number, author: UserSummary): (comment: NewComment) => void {
  useQueuedAction(queuedActionKeys.commentCreate, createCommentMutationDefaults);
  const { mutate } = useMutation<DealComment, unknown, CreateCommentVariables>({
    mutationKey: queuedActionKeys.commentCreate,
    scope: dealActionScope(dealId),
  });
  return (comment) =>
    mutate({
      dealId,
      ...comment,
      idempotencyKey: newIdempotencyKey(),
      tempId: nextTempId(),
      createdAt: new Date().toISOString(),
      author,
    });
}
