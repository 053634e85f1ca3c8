import { sql } from 'drizzle-orm';
import type {
  AnyDecisionAction,
  DecisionEntityType,
  MonthlyDecisionCounts,
  OperatorRole,
  PublicationRule,
  PublicLog,
} from '@/shared/schemas/moderation';
import { queryRows, type Db } from '../db/client';
import { itemPath } from './moderation-notices';
import { notModerationHiddenAs } from './moderation-visibility';

interface LogRow {
  id: number;
  created_at: Date | string;
  action: AnyDecisionAction;
  entity_type: DecisionEntityType;
  entity_id: number;
  rule: PublicationRule | null;
  reason: string;
  decider_role: OperatorRole;
  automated: boolean;
  /** The deal that shows the item, when everyone can see it now. */
  visible_deal_id: number | null;
}

/**
 * GET /api/moderation/log (public): every decision, newest first, with only what the public may know: the item, the
 * rule, the reason as told, and the decider's role. Reporters and accounts are never read here, so never answered.
 */
export async function publicLog(db: Db, q: { page: number; per_page: number }): Promise<PublicLog> {
  const [rows, [total], months] = await Promise.all([
    queryRows<LogRow>(
      db,
      sql`select m.id, m.created_at, m.action, m.entity_type, m.entity_id, m.rule, m.reason, m.decider_role, m.automated,
          case
            when m.entity_type = 'deal' then (select d.id from deals d where d.id = m.entity_id and ${notModerationHiddenAs('d')})
            when m.entity_type = 'comment' then (select c.deal_id from comments c join deals d on d.id = c.deal_id
              where c.id = m.entity_id and ${notModerationHiddenAs('c')} and c.deleted_at is null and ${notModerationHiddenAs('d')})
          end as visible_deal_id
        from moderation_decisions m
        order by m.created_at desc, m.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from moderation_decisions`),
    queryRows<{ month: string; action: AnyDecisionAction; n: number }>(
      db,
      sql`select to_char(created_at at time zone 'Europe/Warsaw', 'YYYY-MM') as month, action, count(*)::int as n
        from moderation_decisions group by 1, 2 order by 1 desc, 2`,
    ),
  ]);
  const count = total?.n ?? 0;
  const monthly: MonthlyDecisionCounts[] = [];
  for (const row of months) {
    let entry = monthly.at(-1);
    if (entry?.month !== row.month) {
      entry = { month: row.month, counts: {} };
      monthly.push(entry);
    }
    entry.counts[row.action] = row.n;
  }
  return {
    data: rows.map((row) => ({
      id: row.id,
      decided_at: new Date(row.created_at).toISOString(),
      action: row.action,
      entity_type: row.entity_type,
      // A sanction is about a person: the public log says that an account was suspended, never which.
      entity_id: row.entity_type === 'user' ? null : row.entity_id,
      url: row.visible_deal_id === null ? null : itemPath(row.entity_type, row.entity_id, row.visible_deal_id),
      rule: row.rule,
      reason: row.reason,
      decided_by: row.decider_role,
      automated: row.automated,
    })),
    metadata: { count, pages_count: Math.ceil(count / q.per_page) },
    monthly,
  };
}
