import type {
  AnyDecisionAction,
  DecisionEntityType,
  ModerationInboxTrigger,
  ModerationNotice,
  PublicationRule,
} from '@/shared/schemas/moderation';
import { APPEAL_DAYS } from '@/shared/schemas/moderation';
import type { moderationDecisions } from '../db/schema';

type DecisionRow = typeof moderationDecisions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a decision may be appealed: APPEAL_DAYS after it. */
export function appealUntil(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + APPEAL_DAYS * DAY_MS);
}

/** The app path of a moderated item: a deal's page, or a comment's place on its deal's page. */
export function itemPath(entityType: DecisionEntityType, entityId: number, dealId: number): string {
  if (entityType === 'user') return `/profile/${entityId}`;
  return entityType === 'deal' ? `/deals/${entityId}` : `/deals/${dealId}#comment-${entityId}`;
}

/** Where the member appeals: the item's page, or for a suspension their account page. */
export function appealPath(entityType: DecisionEntityType, entityId: number, dealId: number): string {
  return entityType === 'user' ? '/account' : itemPath(entityType, entityId, dealId);
}

const APPEALABLE_TRIGGERS: ReadonlySet<string> = new Set<ModerationInboxTrigger>([
  'moderation_hidden',
  'moderation_expired',
  'moderation_suspended',
]);

/**
 * What an inbox item about a decision tells: the reason and rule as the member was told them, and, on the author's
 * statement of reasons, until when and where to appeal. A reporter's outcome names no one.
 */
export function moderationNotice(decision: DecisionRow, dealId: number, trigger: string): ModerationNotice {
  const entityType = decision.entityType as DecisionEntityType;
  return {
    decision_id: decision.id,
    entity_type: entityType,
    entity_id: decision.entityId,
    action: decision.action as AnyDecisionAction,
    reason: decision.reason,
    rule: decision.rule as PublicationRule | null,
    automated: decision.automated,
    decided_at: decision.createdAt.toISOString(),
    // Only a statement of reasons for a hide, expiry or suspension can be appealed: a reporter has nothing to appeal, an
    // appeal's outcome is final inside the service (DSA Art. 20), and an approval or a lifted suspension took nothing away.
    appeal: !APPEALABLE_TRIGGERS.has(trigger)
      ? null
      : { until: appealUntil(decision.createdAt).toISOString(), url: appealPath(entityType, decision.entityId, dealId) },
  };
}
