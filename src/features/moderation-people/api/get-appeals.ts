import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import type { AppealsList, AppealStatus } from '@/shared/schemas/moderation-appeals';

export interface AppealsParams {
  status: AppealStatus;
  page: number;
}

export function getAppeals(params: AppealsParams, signal?: AbortSignal): Promise<AppealsList> {
  return apiGet<AppealsList>('moderation/appeals', { status: params.status, page: params.page }, signal);
}

export const appealsQueryOptions = (params: AppealsParams) =>
  queryOptions({
    queryKey: moderationPeopleKeys.appealsList(params),
    queryFn: ({ signal }) => getAppeals(params, signal),
    // Another page or status keeps the list shown (dimmed) until its answer arrives, as every paged list does.
    placeholderData: keepPreviousData,
  });

/** GET /api/moderation/appeals (operators): open ones oldest first, decided ones newest first. */
export function useAppeals(params: AppealsParams) {
  return useQuery(appealsQueryOptions(params));
}
