import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/http';
import { editorialKeys } from '@/lib/query-keys';
import type { BannedHosts, BannedHostsBody, WatchedWords, WatchedWordsBody } from '@/shared/schemas/moderation-content';

export const watchedWordsQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.watchedWords(),
    queryFn: ({ signal }) => apiGet<WatchedWords>('moderation/watched-words', undefined, signal),
  });
export const useWatchedWords = () => useQuery(watchedWordsQueryOptions());

export function saveWatchedWords(body: WatchedWordsBody): Promise<WatchedWords> {
  return apiRequest<WatchedWords>('moderation/watched-words', { method: 'PUT', body });
}

export function useSaveWatchedWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWatchedWords,
    onSuccess: (saved) => queryClient.setQueryData(editorialKeys.watchedWords(), saved),
  });
}

export const bannedHostsQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.bannedHosts(),
    queryFn: ({ signal }) => apiGet<BannedHosts>('moderation/banned-hosts', undefined, signal),
  });
export const useBannedHosts = () => useQuery(bannedHostsQueryOptions());

export function saveBannedHosts(body: BannedHostsBody): Promise<BannedHosts> {
  return apiRequest<BannedHosts>('moderation/banned-hosts', { method: 'PUT', body });
}

export function useSaveBannedHosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBannedHosts,
    onSuccess: (saved) => queryClient.setQueryData(editorialKeys.bannedHosts(), saved),
  });
}
