import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { WatchedWords } from '@/shared/schemas/moderation-content';

export const watchedWordsQueryOptions = () =>
  queryOptions({
    queryKey: editorialKeys.watchedWords(),
    queryFn: ({ signal }) => apiGet<WatchedWords>('moderation/watched-words', undefined, signal),
  });
export const useWatchedWords = () => useQuery(watchedWordsQueryOptions());
