import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/http';
import { changeOptimistically } from '@/lib/optimistic';
import { normalizeKeyword } from '@/shared/normalize';
import type { FeedFilters, FeedFiltersView } from '@/shared/schemas/feed';
import { isUnauthorized } from './community-failure';
import { alertFailure } from './failure-alert';
import { dealKeys, feedKeys, queuedActionKeys } from './query-keys';
import { useQueuedAction } from './queued-actions';
import { openSignInPrompt } from './sign-in-prompt';

/** GET /api/users/feed-filters: what the member muted, with the shops' and authors' names. */
export const feedFiltersQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.filters(),
    queryFn: ({ signal }) => apiGet<FeedFiltersView>('users/feed-filters', undefined, signal),
  });

/** One thing muted or unmuted: a word, or a shop, category or author by id. */
export type MuteChange =
  | { kind: 'word'; value: string; muted: boolean }
  | { kind: 'shop' | 'user'; value: number; muted: boolean }
  | { kind: 'category'; value: string; muted: boolean };

const toggled = <T>(list: readonly T[], value: T, on: boolean, same: (a: T, b: T) => boolean = Object.is): T[] => {
  const others = list.filter((item) => !same(item, value));
  return on ? [...others, value] : others;
};

const sameWord = (a: string, b: string) => normalizeKeyword(a) === normalizeKeyword(b);

/** The filters with one change made; the whole set is what the API saves. */
export function withMuteChange(filters: FeedFilters, change: MuteChange): FeedFilters {
  const { muted_words, muted_shop_ids, muted_category_ids, muted_user_ids } = filters;
  const next: FeedFilters = { muted_words, muted_shop_ids, muted_category_ids, muted_user_ids };
  switch (change.kind) {
    case 'word':
      return { ...next, muted_words: toggled(muted_words, change.value.trim(), change.muted, sameWord) };
    case 'shop':
      return { ...next, muted_shop_ids: toggled(muted_shop_ids, change.value, change.muted) };
    case 'user':
      return { ...next, muted_user_ids: toggled(muted_user_ids, change.value, change.muted) };
    case 'category':
      return { ...next, muted_category_ids: toggled(muted_category_ids, change.value, change.muted) };
  }
}

/** The shown filters with one change made: an unmuted shop or author also leaves the named lists. */
function withMuteChangeShown(view: FeedFiltersView, change: MuteChange): FeedFiltersView {
  const unmuted = (id: number, kind: MuteChange['kind']) => change.kind === kind && !change.muted && change.value === id;
  return {
    ...withMuteChange(view, change),
    muted_shops: view.muted_shops.filter((shop) => !unmuted(shop.id, 'shop')),
    muted_users: view.muted_users.filter((user) => !unmuted(user.id, 'user')),
  };
}

/**
 * Saves one change on top of the filters as the server holds them now, read just before: a change queued offline and
 * sent later, or made on another device meanwhile, is never overwritten by a copy this device kept.
 */
async function saveMuteChange(change: MuteChange): Promise<FeedFiltersView> {
  const current = await apiGet<FeedFiltersView>('users/feed-filters');
  return apiRequest<FeedFiltersView>('users/feed-filters', { method: 'PUT', body: withMuteChange(current, change) });
}

/**
 * A mute or unmute, queued offline like votes. The lists on screen keep their data (the card that was muted from shows
 * its undo) and are fetched again, narrowed by the server, when next shown.
 */
export const muteMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: saveMuteChange,
  // The settings show the change at once, offline too; a new shop's or author's name comes with the server's answer.
  onMutate: (change: MuteChange) =>
    changeOptimistically(queryClient, [{ queryKey: feedKeys.filters() }], () =>
      queryClient.setQueryData<FeedFiltersView>(feedKeys.filters(), (view) => view && withMuteChangeShown(view, change)),
    ),
  onSuccess: (filters: FeedFiltersView) => {
    queryClient.setQueryData(feedKeys.filters(), filters);
    return queryClient.invalidateQueries({ queryKey: dealKeys.lists(), refetchType: 'none' });
  },
  onError: (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: feedKeys.filters() });
    if (isUnauthorized(error)) openSignInPrompt();
    else alertFailure(error);
  },
});

/**
 * Mutes run one after another (each reads the filters the one before saved), so two quick taps never save over each
 * other.
 */
const MUTE_SCOPE = { id: 'feed-filters' };

/** Returns `mute(change)`; a refusal is told by an alert (the defaults), and the settings show the server's set again. */
export function useMuteChange(): (change: MuteChange) => void {
  useQueuedAction(queuedActionKeys.feedMute, muteMutationDefaults);
  const { mutate } = useMutation<FeedFiltersView, unknown, MuteChange>({ mutationKey: queuedActionKeys.feedMute, scope: MUTE_SCOPE });
  return (change) => mutate(change);
}
