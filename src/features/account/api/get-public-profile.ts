import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import type { PublicProfile } from '@/shared/schemas/user';
import { userKeys } from '@/domain/query-keys';

export function getPublicProfile(id: number, signal?: AbortSignal): Promise<PublicProfile> {
  return apiGet<PublicProfile>(`users/${id}`, undefined, signal);
}

export const publicProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.profile(id), queryFn: ({ signal }) => getPublicProfile(id, signal) });

export function usePublicProfile(id: number) {
  return useQuery(publicProfileQueryOptions(id));
}
