import { dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealQueryOptions } from '@/features/deals/api/get-deal';
import { dealActionScope, dealKeys, queuedActionKeys } from '@/domain/query-keys';
import { votesStatusQueryOptions } from '@/domain/votes';
import type { DealVoteVariables } from '@/features/deals/api/vote-deal';
import type { VoteResult } from '@/shared/schemas/community';
import { createCommunityClient, fakeApi, makeDetail } from './community-fixtures';

afterEach(() => vi.unstubAllGlobals());

const vote = (like: boolean, previousVote: -1 | 0 | 1, key: string): DealVoteVariables => ({
  dealId: 42,
  like,
  previousVote,
  idempotencyKey: key,
});

describe('community mutations for the offline queue', () => {
  it('run from their registered defaults when only the key is known, as a restored mutation is', async () => {
    const api = fakeApi(() => ({ status: 200, body: { entity_id: 42, votes_count: 11, vote_value: 1 } }));
    const queryClient = createCommunityClient();
    queryClient.setQueryData(dealKeys.detail(42), makeDetail({ id: 42, votes_count: 10 }));

    const mutation = queryClient.getMutationCache().build<VoteResult, unknown, DealVoteVariables, unknown>(queryClient, {
      mutationKey: queuedActionKeys.dealVote,
      scope: dealActionScope(42),
    });
    const done = mutation.execute(vote(true, 0, 'key-1'));
    // Optimistic: the count moved before the server answered.
    expect(queryClient.getQueryData<{ votes_count: number }>(dealKeys.detail(42))?.votes_count).toBe(11);
    await done;
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]?.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('are not undone by an answer that was on its way when the action was made (a vote cast while the statuses reload)', async () => {
    // The first load is answered at once; later answers (a reload) wait for the test, which then gives answers from
    // before the vote: the deal at 10 votes, and no vote of the caller's.
    let loaded = false;
    const held: Record<string, () => void> = {};
    fakeApi((request) => {
      const status = request.path.endsWith('votes-status');
      const before = status ? { data: [] } : makeDetail({ id: 42, votes_count: 10 });
      if (request.method === 'POST')
        return new Promise((resolve) => {
          held.vote = () => resolve({ status: 200, body: { entity_id: 42, votes_count: 11, vote_value: 1 } });
        });
      if (!loaded) return { status: 200, body: before };
      return new Promise((resolve) => {
        held[status ? 'status' : 'detail'] = () => resolve({ status: 200, body: before });
      });
    });
    const queryClient = createCommunityClient();
    const statusOptions = votesStatusQueryOptions('deal', [42]);
    await Promise.all([queryClient.fetchQuery(statusOptions), queryClient.fetchQuery(dealQueryOptions(42))]);
    loaded = true;
    const reloads = queryClient.refetchQueries();
    await vi.waitFor(() => expect(Object.keys(held).sort()).toEqual(['detail', 'status']));

    const done = queryClient
      .getMutationCache()
      .build<VoteResult, unknown, DealVoteVariables, unknown>(queryClient, {
        mutationKey: queuedActionKeys.dealVote,
        scope: dealActionScope(42),
      })
      .execute(vote(true, 0, 'key-1'));
    await vi.waitFor(() => expect(held.vote).toBeDefined());
    held.status!();
    held.detail!();
    await reloads;

    expect(queryClient.getQueryData(statusOptions.queryKey)).toEqual({ data: [{ entity_id: 42, vote_value: 1 }] });
    expect(queryClient.getQueryData(dealQueryOptions(42).queryKey)?.votes_count).toBe(11);
    held.vote!();
    await done;
  });

  it('keep the order of actions on one deal: the next starts only after the previous answered', async () => {
    const answers: (() => void)[] = [];
    const api = fakeApi(
      () =>
        new Promise((resolve) => {
          answers.push(() => resolve({ status: 200, body: { entity_id: 42, votes_count: 10, vote_value: 0 } }));
        }),
    );
    const queryClient = createCommunityClient();
    const build = () =>
      queryClient.getMutationCache().build<VoteResult, unknown, DealVoteVariables, unknown>(queryClient, {
        mutationKey: queuedActionKeys.dealVote,
        scope: dealActionScope(42),
      });
    const first = build().execute(vote(true, 0, 'first'));
    const second = build().execute(vote(true, 1, 'second'));
    await vi.waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.headers.get('Idempotency-Key')).toBe('first');
    answers[0]!();
    await first;
    await vi.waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]?.headers.get('Idempotency-Key')).toBe('second');
    answers[1]!();
    await second;
  });

  it('carry their idempotency key and scope through dehydration, so a replay after a reload counts once', () => {
    const queryClient = createCommunityClient();
    queryClient.getMutationCache().build<VoteResult, unknown, DealVoteVariables, unknown>(
      queryClient,
      { mutationKey: queuedActionKeys.dealVote, scope: dealActionScope(42) },
      {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: true,
        status: 'pending',
        variables: vote(false, 0, 'offline-key'),
        submittedAt: Date.now(),
      },
    );
    const restored = createCommunityClient();
    hydrate(restored, dehydrate(queryClient));
    const [mutation] = restored.getMutationCache().getAll();
    expect(mutation?.options.scope).toEqual({ id: 'deal-42' });
    expect((mutation?.state.variables as DealVoteVariables).idempotencyKey).toBe('offline-key');
    // The restored mutation finds its function through the defaults registered by key.
    expect(restored.getMutationDefaults(queuedActionKeys.dealVote).mutationFn).toBeTypeOf('function');
  });
});
