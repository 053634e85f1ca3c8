import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { showAlert } from '@/lib/alerts';
import { ApiError, apiGet, apiRequest } from '@/lib/http';
import { FOLLOWS_MAX } from '@/shared/constants';
import { changeOptimistically } from '@/lib/optimistic';
import type { Follow, FollowsResponse } from '@/shared/schemas/feed';
import type { Shop } from '@/shared/schemas/shop';
import type { PublicProfile } from '@/shared/schemas/user';
import { isUnauthorized } from './community-failure';
import { alertFailure } from './failure-alert';
import { feedKeys, queuedActionKeys, shopKeys, userKeys } from './query-keys';
import { useQueuedAction } from './queued-actions';
import { useIsSignedIn } from './session';
import { openSignInPrompt } from './sign-in-prompt';

/** GET /api/users/follows: the members and shops the signed-in member follows, the latest first. */
export const followsQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.follows(),
    queryFn: ({ signal }) => apiGet<FollowsResponse>('users/follows', undefined, signal),
  });

/** The member's follows, for a signed-in member only. */
export function useFollows() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...followsQueryOptions(), enabled: signedIn });
}

/** What a follow button names: the member or shop, as the follows list shows it. */
export type FollowTarget = Pick<Follow, 'entity_type' | 'entity_id' | 'name' | 'image_url'>;

export interface FollowChange {
  target: FollowTarget;
  following: boolean;
}

const sameTarget = (follow: Pick<Follow, 'entity_type' | 'entity_id'>, target: FollowTarget) =>
  follow.entity_type === target.entity_type && follow.entity_id === target.entity_id;

/** POST /api/users/follows (201, or 200 when followed already) or DELETE …/follows/{type}/{id} (204 either way). */
const sendFollowChange = ({ target, following }: FollowChange) =>
  following
    ? apiRequest<void>('users/follows', { method: 'POST', body: { entity_type: target.entity_type, entity_id: target.entity_id } })
    : apiRequest<void>(`users/follows/${target.entity_type}/${target.entity_id}`, { method: 'DELETE' });

/** The cached page of the followed member or shop, whose follower count the change moves. */
const countKey = ({ entity_type, entity_id }: FollowTarget) =>
  entity_type === 'user' ? userKeys.profile(entity_id) : shopKeys.detail(entity_id);

function withCount<T extends PublicProfile | Shop>(page: T | undefined, delta: number): T | undefined {
  return page && { ...page, followers_count: Math.max(0, (page.followers_count ?? 0) + delta) };
}

/**
 * A follow or unfollow, queued offline like votes: the button and the follower count change at once, and the server's
 * counts are read again once it has answered. A refusal puts both back and says why (a guest is asked to sign in).
 */
export const followMutationDefaults = (queryClient: QueryClient) => ({
  mutationFn: sendFollowChange,
  onMutate: ({ target, following }: FollowChange) =>
    changeOptimistically(queryClient, [{ queryKey: feedKeys.follows() }, { queryKey: countKey(target) }], () => {
      const list = queryClient.getQueryData<FollowsResponse>(feedKeys.follows());
      const was = list?.data.some((follow) => sameTarget(follow, target)) ?? false;
      if (was === following) return;
      queryClient.setQueryData<FollowsResponse>(feedKeys.follows(), (current) => {
        const others = (current?.data ?? []).filter((follow) => !sameTarget(follow, target));
        return { data: following ? [{ ...target, created_at: new Date().toISOString() }, ...others] : others };
      });
      queryClient.setQueryData<PublicProfile | Shop>(countKey(target), (page) => withCount(page, following ? 1 : -1));
    }),
  onSettled: (_data: unknown, _error: unknown, { target }: FollowChange) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feedKeys.follows() }),
      queryClient.invalidateQueries({ queryKey: countKey(target) }),
    ]),
  onError: (error: unknown) => {
    if (isUnauthorized(error)) openSignInPrompt();
    // The only conflict a follow meets is the cap, which the member can act on.
    else if (error instanceof ApiError && error.status === 409) {
      showAlert({
        type: 'danger',
        message: t`You follow ${FOLLOWS_MAX} members and shops already: stop following one in the settings first.`,
      });
    } else alertFailure(error);
  },
});

/** Follows of one member or shop run in order, so a quick follow and unfollow arrive as made. */
const followScope = (target: FollowTarget) => ({ id: `follow-${target.entity_type}-${target.entity_id}` });

/**
 * Whether the viewer follows `target`, and `toggle()`. A guest's tap asks them to sign in; `ready` is false until a
 * member's follows are known, so the button never shows the wrong state for a moment.
 */
export function useFollow(target: FollowTarget): { following: boolean; ready: boolean; toggle: () => void } {
  useQueuedAction(queuedActionKeys.follow, followMutationDefaults);
  const signedIn = useIsSignedIn();
  const follows = useFollows();
  const { mutate } = useMutation<unknown, unknown, FollowChange>({ mutationKey: queuedActionKeys.follow, scope: followScope(target) });
  const following = follows.data?.data.some((follow) => sameTarget(follow, target)) ?? false;
  return {
    following,
    ready: !signedIn || follows.data !== undefined,
    toggle: () => {
      if (!signedIn) openSignInPrompt();
      else mutate({ target, following: !following });
    },
  };
}
