import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReportReason } from '@/shared/schemas/community';
import type { ModeratedEntityType } from '@/shared/schemas/moderation';
import type { HoldReason } from '@/shared/schemas/moderation-content';

/** The report reasons as the console names them (the comment report form uses the same words). */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  duplicate: msg`Duplicate`,
  self_promotion: msg`Self-promotion`,
  offensive: msg`Offensive`,
  wrong_category: msg`Wrong category`,
  expired: msg`Expired`,
  other: msg`Other`,
};

export const ENTITY_TYPE_LABELS: Record<ModeratedEntityType, MessageDescriptor> = {
  deal: msg`Deal`,
  comment: msg`Comment`,
};

export const HOLD_REASON_LABELS: Record<HoldReason, MessageDescriptor> = {
  review_word: msg`Watched word`,
  new_account: msg`New account`,
};
