import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { COMMENT_REPORT_REASONS, ReportBodySchema } from '@/shared/schemas/community';
import { VALIDATION_MESSAGES } from '@/shared/validation';

/**
 * The comment report form (reason required, description 8-500): the description rule is the server's own, the
 * reason is limited to what the comment form offers (spam, offensive, self-promotion, other).
 */
export const ReportFormSchema = v.object({
  reason: v.picklist(COMMENT_REPORT_REASONS, VALIDATION_MESSAGES.reasonRequired),
  description: ReportBodySchema.entries.description,
});

export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<CommentReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  offensive: msg`Offensive`,
  self_promotion: msg`Self-promotion`,
  other: msg`Other`,
};
