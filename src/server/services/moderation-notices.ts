import type {
  DecisionAction,
  DecisionEntityType,
  ModeratedEntityType,
  ModerationNotice,
  PublicationRule,
} from '@/shared/schemas/moderation';
import { APPEAL_DAYS } from '@/shared/schemas/moderation';
import type { moderationDecisions } from '../db/schema';

type DecisionRow = typeof moderationDecisions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a decision may be appealed (issue 31: within APPEAL_DAYS). */
export function appealUntil(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + APPEAL_DAYS * DAY_MS);
}

/** The app path of a moderated item: a deal's page, or a comment's place on its deal's page. */
export function itemPath(entityType: DecisionEntityType, entityId: number, dealId: number): string {
  if (entityType === 'user') return `/profile/${entityId}`;
  return entityType === 'deal' ? `/deals/${entityId}` : `/deals/${dealId}#comment-${entityId}`;
}

/**
 * What an inbox item about a decision tells: the reason and rule as the member was told them, and, on the author's
 * statement of reasons, until when and where to appeal. A reporter's outcome names no one.
 */
export function moderationNotice(decision: DecisionRow, dealId: number, trigger: string): ModerationNotice {
  const entityType = decision.entityType as ModeratedEntityType;
  return {
    decision_id: decision.id,
    entity_type: entityType,
    entity_id: decision.entityId,
    action: decision.action as DecisionAction,
    reason: decision.reason,
    rule: decision.rule as PublicationRule | null,
    automated: decision.automated,
    decided_at: decision.createdAt.toISOString(),
    // Nothing to appeal in a reporter's outcome, nor in an approval (the member's content went public).
    appeal:
      trigger === 'report_outcome' || trigger === 'moderation_approved'
        ? null
        : { until: appealUntil(decision.createdAt).toISOString(), url: itemPath(entityType, decision.entityId, dealId) },
  };
}
