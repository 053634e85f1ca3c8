import { eq } from 'drizzle-orm';
import type { Decision } from '@/shared/schemas/moderation';
import type { Db } from '../db/client';
import { notificationSettings, users } from '../db/schema';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import { moderationSanctionMail, type SanctionMailKind } from '../mail/moderation-sanction-template';
import { appealUntil } from './moderation-notices';

/**
 * The statement of reasons about an account (a suspension, its lifting, an appeal's outcome) by mail, after the
 * decision committed, in the language the member chose for notifications. A deleted account gets nothing.
 */
export async function mailSanction(db: Db, mailer: Mailer, origin: string, kind: SanctionMailKind, decision: Decision): Promise<void> {
  const [member] = await db
    .select({ email: users.email, deletedAt: users.deletedAt, suspendedUntil: users.suspendedUntil, locale: notificationSettings.locale })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, decision.entity_id));
  if (!member || member.deletedAt !== null) return;
  const locale: MailLocale = member.locale === 'en' ? 'en' : 'pl';
  const content = {
    kind,
    reason: decision.reason,
    rule: decision.rule,
    suspendedUntil: member.suspendedUntil,
    appealUntil: kind === 'suspend' ? appealUntil(new Date(decision.decided_at)) : null,
    accountUrl: `${origin}/account`,
    rulesUrl: `${origin}/publication-rules${decision.rule ? `#${decision.rule}` : ''}`,
  };
  await mailer.send(moderationSanctionMail(member.email, content, locale));
}
