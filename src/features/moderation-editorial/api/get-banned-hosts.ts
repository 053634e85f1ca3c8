import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { BannedHosts } from '@/shared/schemas/moderation-content';

export const bannedHostsQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.bannedHosts(),
    queryFn: ({ signal }) => apiGet<BannedHosts>('moderation/banned-hosts', undefined, signal),
  });
export const useBannedHosts = () => useQuery(bannedHostsQueryOptions());
