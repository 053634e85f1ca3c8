import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http';
import { editorialKeys } from '@/domain/moderation-keys';
import type { WatchedWords, WatchedWordsBody } from '@/shared/schemas/moderation-content';

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
