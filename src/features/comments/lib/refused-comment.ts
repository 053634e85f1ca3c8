import { createExternalStore, useExternalStore } from '@/lib/external-store';
import type { ContentRefusal } from '@/domain/moderation';

/**
 * A comment the server refused for breaking a publication rule. The form had already emptied (comments are
 * optimistic and queued), so the refusal brings the text back into the form it was written in, with the reason.
 */
export interface RefusedComment {
  dealId: number;
  /** The thread and comment a reply answered; null for a new thread. */
  threadId: number | null;
  parentId: number | null;
  content: string;
  refusal: ContentRefusal;
}

let refused: RefusedComment | null = null;
const store = createExternalStore(() => refused, { serverSnapshot: () => null });
const emit = store.notify;

export function rememberRefusedComment(comment: RefusedComment): void {
  refused = comment;
  emit();
}

/** Called once the member sends again or dismisses the form: the refusal has been read. */
export function forgetRefusedComment(): void {
  if (refused === null) return;
  refused = null;
  emit();
}

/** The refused comment on this deal, if any; never one on the server's render. */
export function useRefusedComment(dealId: number): RefusedComment | null {
  const current = useExternalStore(store);
  return current?.dealId === dealId ? current : null;
}
