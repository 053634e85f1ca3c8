import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyDecisionAction, DecisionEntityType, OperatorRole, PublicationRule } from '@/shared/schemas/moderation';

/** A publication rule by its heading on /publication-rules, so the member finds the section they are linked to. */
export const PUBLICATION_RULE_NAMES: Record<PublicationRule, MessageDescriptor> = {
  'what-to-post': msg`What you may post`,
  'how-to-post': msg`How to describe a deal well`,
  affiliate: msg`Affiliate links and partnerships`,
  prohibited: msg`What we do not publish`,
  comments: msg`Comments`,
};

/** A decision's action in words (a noun: "Ukrycie"), as the public log, the inbox and the console say it. */
export const DECISION_ACTION_NAMES: Record<AnyDecisionAction, MessageDescriptor> = {
  hide: msg({ message: 'Hidden', context: 'decision action' }),
  restore: msg`Restored`,
  expire: msg`Marked as expired`,
  dismiss: msg`Reports dismissed`,
  approve: msg`Approved`,
  suspend: msg`Account suspended`,
  lift: msg`Suspension lifted`,
  uphold: msg`Appeal rejected`,
};

export const DECISION_ENTITY_NAMES: Record<DecisionEntityType, MessageDescriptor> = {
  deal: msg`Deal`,
  comment: msg`Comment`,
  user: msg`Account`,
};

export const OPERATOR_ROLE_NAMES: Record<OperatorRole, MessageDescriptor> = {
  moderator: msg`moderator`,
  admin: msg`administrator`,
};
