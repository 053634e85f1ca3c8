import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { DECISION_REASON_MAX } from '@/shared/schemas/moderation';
import { LiftSanctionBodySchema } from '@/shared/schemas/moderation-appeals';

export const REASON_MAX = DECISION_REASON_MAX;

/**
 * The contract's own reason rule (required, trimmed, at most DECISION_REASON_MAX characters, plain text), told in the
 * operator's language: the shared schema's messages are the API's English ones. Null when the reason may be sent.
 */
export function reasonProblem(reason: string): MessageDescriptor | null {
  const result = v.safeParse(LiftSanctionBodySchema, { reason });
  if (result.success) return null;
  const type = result.issues[0].type;
  if (type === 'non_empty') return msg`Write the reason the member will read`;
  if (type === 'max_length') return msg`The reason may be at most ${{ number: REASON_MAX }} characters long`;
  return msg`Remove the invisible control characters from the text`;
}
