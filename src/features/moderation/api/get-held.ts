import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { moderationKeys } from '@/domain/moderation-keys';
import type { HeldList } from '@/shared/schemas/moderation-content';
import type { HeldParams } from '../lib/queue-params';

/** GET /api/moderation/held: content waiting for a moderator's approval, oldest first (operators only). */
export function getHeld(params: HeldParams, signal?: AbortSignal): Promise<HeldList> {
  return apiGet<HeldList>('moderation/held', { ...params }, signal);
}

export const heldQueryOptions = (params: HeldParams) =>
  queryOptions({
    queryKey: moderationKeys.heldPage(params),
    queryFn: ({ signal }) => getHeld(params, signal),
    placeholderData: keepPreviousData,
  });

export function useHeld(params: HeldParams) {
  return useQuery(heldQueryOptions(params));
}
