import type { QueryClient } from '@tanstack/react-query';
import { muteMutationDefaults } from '@/domain/feed-filters';
import { followMutationDefaults } from '@/domain/follows';
import { seenMutationDefaults } from '@/domain/seen-deals';
import { queuedActionKeys } from '@/domain/query-keys';
import { registerQueuedAction } from '@/domain/queued-actions';
import { reportMutationDefaults } from '@/domain/report';
import { hideMutationDefaults, unhideMutationDefaults } from './hide-deal';
import { submitDealMutationDefaults } from './submit-deal';
import { favouriteMutationDefaults } from './toggle-favourite';
import { dealVoteMutationDefaults } from './vote-deal';

/**
 * Registers the deal actions (and the report, which deals and comments share, and the feed's mutes, follows and seen deals) by mutation key, as their hooks do on
 * first use (`useQueuedAction`): the restore of the stored queue needs every action's function before it runs.
 */
export function registerDealMutations(queryClient: QueryClient): void {
  registerQueuedAction(queryClient, queuedActionKeys.dealVote, dealVoteMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.favourite, favouriteMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.report, reportMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.dealSubmit, submitDealMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.hideDeal, hideMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.unhideDeal, unhideMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.feedMute, muteMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.follow, followMutationDefaults);
  registerQueuedAction(queryClient, queuedActionKeys.seen, seenMutationDefaults);
}
