import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { INBOX_LIMIT } from '@/shared/constants';
import type { InboxResponse } from '@/shared/schemas/rewards';
import { inboxKeys } from '@/domain/query-keys';

/** The notification list shows the last 40, newest first: one request holds all of them. */
export function getInbox(perPage: number, signal?: AbortSignal): Promise<InboxResponse> {
  return apiGet<InboxResponse>('inbox/', { per_page: perPage }, signal);
}

export const inboxQueryOptions = () => queryOptions({ queryKey: inboxKeys.list(), queryFn: ({ signal }) => getInbox(INBOX_LIMIT, signal) });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
