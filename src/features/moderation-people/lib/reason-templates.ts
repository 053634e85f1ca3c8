import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Starting points for the reason the member reads: the operator picks one and edits it before sending, so every
 * answer is specific to the case and still polite and complete (DSA Art. 17 and 20).
 */
export const APPEAL_GRANT_TEMPLATES: readonly MessageDescriptor[] = [
  msg`We looked at it again and agree with you: the content is back and visible to everyone.`,
  msg`Thank you for the explanation. The decision was a mistake and we have reversed it.`,
];

export const APPEAL_REJECT_TEMPLATES: readonly MessageDescriptor[] = [
  msg`Another moderator reviewed the decision and found that it follows the publication rules, so it stays in place.`,
  msg`Your explanation does not change the assessment: the content breaks the rule we named.`,
];

export const SUSPENSION_TEMPLATES: readonly MessageDescriptor[] = [
  msg`Repeated posting of content that breaks the publication rules despite earlier warnings.`,
  msg`Spam: advertising the same shop again and again.`,
  msg`Insulting other members in comments.`,
];

export const LIFT_TEMPLATES: readonly MessageDescriptor[] = [
  msg`After looking at the case again, we are lifting the suspension early.`,
  msg`The suspension was a mistake; we apologise.`,
];

/** Length presets of a suspension, in days. */
export const SUSPENSION_DAY_PRESETS = [1, 3, 7, 30, 365] as const;
