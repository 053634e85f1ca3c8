import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyDecisionAction, DecisionEntityType, PublicationRule, Role } from '@/shared/schemas/moderation';
import type { AppealStatus } from '@/shared/schemas/moderation-appeals';
import type { Standing } from '@/shared/standing';
import { DECISION_ACTION_NAMES, PUBLICATION_RULE_NAMES } from '@/domain/moderation-text';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  member: msg({ message: 'Member', context: 'role' }),
  moderator: msg`Moderator`,
  admin: msg`Administrator`,
};

/** The standing names of the ranking help page. */
export const STANDING_LABELS: Record<Standing, MessageDescriptor> = {
  new: msg`New account`,
  member: msg({ message: 'Member', context: 'standing' }),
  regular: msg`Regular`,
};

export const ENTITY_LABELS: Record<DecisionEntityType, MessageDescriptor> = {
  deal: msg`Deal`,
  comment: msg`Comment`,
  user: msg`Account`,
};

export const APPEAL_STATUS_LABELS: Record<AppealStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'appeal status' }),
  granted: msg({ message: 'Granted', context: 'appeal status' }),
  rejected: msg({ message: 'Rejected', context: 'appeal status' }),
};

/** Audit actions other than decisions (`decision.<action>`); an action not listed here is shown as recorded. */
const OTHER_AUDIT_ACTIONS: Record<string, MessageDescriptor> = {
  set_role: msg`Role changed`,
};

export function auditActionLabel(action: string): MessageDescriptor | null {
  const [kind, name] = action.split('.');
  if (kind === 'decision' && name && name in DECISION_ACTION_NAMES) return DECISION_ACTION_NAMES[name as AnyDecisionAction];
  return OTHER_AUDIT_ACTIONS[action] ?? null;
}

export const isRule = (value: string | null): value is PublicationRule => value !== null && value in PUBLICATION_RULE_NAMES;
