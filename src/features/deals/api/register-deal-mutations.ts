import type { QueryClient } from '@tanstack/react-query';
import { queuedActionKeys } from '@/lib/query-keys';
import { reportMutationDefaults } from '@/lib/report';
import { submitDealMutationDefaults } from './submit-deal';
import { favouriteMutationDefaults } from './toggle-favourite';
import { dealVoteMutationDefaults } from './vote-deal';

/**
 * Registers the deal actions' functions and callbacks by mutation key (and the report's, which deals and comments
 * share). Components only name the key, so a mutation restored from storage (the offline queue of issue 7) runs with
 * the same function, optimistic update and rollback as one made in this session. Call once, before any restore.
 */
export function registerDealMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(queuedActionKeys.dealVote, dealVoteMutationDefaults(queryClient));
  queryClient.setMutationDefaults(queuedActionKeys.favourite, favouriteMutationDefaults(queryClient));
  queryClient.setMutationDefaults(queuedActionKeys.report, reportMutationDefaults());
  queryClient.setMutationDefaults(queuedActionKeys.dealSubmit, submitDealMutationDefaults(queryClient));
}
