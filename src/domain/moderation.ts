import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { AccountSuspendedDetails } from '@/shared/errors';
import type { ContentRefusedDetails } from '@/shared/schemas/moderation-content';
import { PUBLICATION_RULES, type PublicationRule } from '@/shared/constants';
import { formatMediumDate } from '@/lib/format';
import { ApiError } from '@/lib/http';

/** A write refused because a moderator suspended the account: never retried, always explained. */
export function isAccountSuspended(error: unknown): error is ApiError {
  return error instanceof ApiError && error.errorCode === 'AccountSuspended';
}

/** The end of the suspension a 403 AccountSuspended names, null when the body carries none. */
export function suspendedUntilOf(error: ApiError): string | null {
  const until = (error.body as Partial<AccountSuspendedDetails> | null)?.suspended_until;
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? until : null;
}

/** What the member reads instead of a generic error when a write meets their suspension. */
export function accountSuspendedMessage(error: ApiError): string {
  const until = suspendedUntilOf(error);
  if (until === null) return t`Your account is suspended, so this was not saved. You can still read, appeal and manage your account.`;
  const date = formatMediumDate(until, i18n.locale);
  return t`Your account is suspended until ${date}, so this was not saved. You can still read, appeal and manage your account.`;
}

/** The server's refusal of a text or link that breaks a publication rule: its message names the rule, `field` the input. */
export interface ContentRefusal {
  message: string;
  rule: PublicationRule | null;
  field: string | null;
}

export function contentRefusalOf(error: unknown): ContentRefusal | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'ContentRefused' || !error.body) return null;
  const details = error.body as Partial<ContentRefusedDetails>;
  const rule = (PUBLICATION_RULES as readonly string[]).includes(details.rule ?? '') ? (details.rule as PublicationRule) : null;
  return { message: error.body.message, rule, field: typeof details.field === 'string' ? details.field : null };
}
