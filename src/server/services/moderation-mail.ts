import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationSettings, users } from '../db/schema';
import type { MailLocale } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import { moderationStatementMail } from '../mail/moderation-statement-template';
import type { DecisionOutcome } from './moderation';
import { appealUntil, itemPath } from './moderation-notices';

/**
 * The statement of reasons by mail, after the decision committed: to the author's address, in the language they chose
 * for notifications (Polish unless they chose English). A deleted account gets nothing.
 */
export async function mailStatement(db: Db, mailer: Mailer, origin: string, outcome: DecisionOutcome): Promise<void> {
  const { statement, decision } = outcome;
  if (statement === null) return;
  const [author] = await db
    .select({ email: users.email, deletedAt: users.deletedAt, locale: notificationSettings.locale })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, statement.authorId));
  if (!author || author.deletedAt !== null) return;
  const locale: MailLocale = author.locale === 'en' ? 'en' : 'pl';
  const content = {
    decision,
    title: statement.title,
    itemUrl: `${origin}${itemPath(decision.entity_type, decision.entity_id, statement.dealId)}`,
    rulesUrl: `${origin}/publication-rules${decision.rule ? `#${decision.rule}` : ''}`,
    appealUntil: appealUntil(new Date(decision.decided_at)),
  };
  await mailer.send(moderationStatementMail(author.email, content, locale));
}
