import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Decision, DecisionBody } from '@/shared/schemas/moderation';
import { showAlert } from '@/lib/alerts';
import { rateLimitMessage } from './failure-alert';
import { ApiError, apiRequest } from '@/lib/http';
import { moderationKeys } from './moderation-keys';
import { dealKeys } from './query-keys';

/** POST /api/moderation/decisions: hide, restore, expire, dismiss or approve one deal or comment. */
export function postDecision(body: DecisionBody): Promise<Decision> {
  return apiRequest<Decision>('moderation/decisions', { method: 'POST', body });
}

/** What the operator reads once the decision is made: what changed, and that the author was told why. */
function decisionDoneMessage({ action, entity_type: type }: Pick<Decision, 'action' | 'entity_type'>): string {
  const deal = type === 'deal';
  switch (action) {
    case 'hide':
      return deal ? t`Deal hidden. Its author got the statement of reasons.` : t`Comment hidden. Its author got the statement of reasons.`;
    case 'expire':
      return t`Deal marked as ended. Its author got the statement of reasons.`;
    case 'restore':
      return deal ? t`Deal restored. Everyone can see it again.` : t`Comment restored. Everyone can see it again.`;
    case 'approve':
      return deal ? t`Deal approved. It is public now.` : t`Comment approved. It is public now.`;
    default:
      return t`Reports dismissed. The reporters were told the outcome.`;
  }
}

/**
 * Why the server refused a decision, in words an operator can act on. A validation message is the server's own
 * (it names the field), since the dialog checks the same rules first and only a rule it does not know gets here.
 */
export function decisionErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t`An unexpected error occurred`;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return t`You are offline. Connect to the internet to send the decision; your text stays here.`;
  }
  if (error.status === 429) return rateLimitMessage(error);
  const detail = error.body?.message ?? '';
  switch (error.status) {
    case 400:
      return t`The server did not accept the decision: ${detail}`;
    case 401:
      return t`Your session has ended. Sign in again to decide.`;
    case 403:
      return t`You cannot decide this item. If a member appealed your own decision on it, another operator decides the appeal.`;
    case 404:
      return t`This item no longer exists. Its author may have deleted it.`;
    case 409:
      return t`This decision changes nothing: another operator may have decided first. Reload the list. (${detail})`;
    default:
      return t`An unexpected error occurred`;
  }
}

/**
 * A decision from the console or a deal page. Not queued offline: a take-down the operator cannot see happen is not
 * one they can vouch for, so offline it fails at once and the dialog says so. Afterwards the queues and every deal
 * (a hidden deal leaves the lists; a hidden comment leaves its deal page) load again.
 */
export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDecision,
    networkMode: 'always',
    onSuccess: (decision) => {
      showAlert({ type: 'success', message: decisionDoneMessage(decision) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all() }),
        queryClient.invalidateQueries({ queryKey: dealKeys.all }),
      ]);
    },
  });
}
