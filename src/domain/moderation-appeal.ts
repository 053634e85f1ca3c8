import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appeal, AppealBody } from '@/shared/schemas/moderation-appeals';
import { currentUserKey } from './current-user';
import { apiRequest } from '@/lib/http';
import { dealKeys } from './query-keys';

/** POST /api/moderation/appeals: the author's complaint against a decision on their deal, comment or account (DSA Art. 20). */
export function postAppeal(body: AppealBody): Promise<Appeal> {
  return apiRequest<Appeal>('moderation/appeals', { method: 'POST', body });
}

/**
 * Sends an appeal. Not a queued action: an appeal is written in a dialog that answers at once (sent, already
 * appealed, too late), so offline it fails and says so. Afterwards the deal, its comments and the account show the
 * appeal as pending.
 */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAppeal,
    onSuccess: (_appeal, body) =>
      queryClient.invalidateQueries({ queryKey: body.entity_type === 'user' ? currentUserKey : dealKeys.details() }),
  });
}
