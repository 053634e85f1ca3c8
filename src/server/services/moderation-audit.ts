import { desc, sql } from 'drizzle-orm';
import type { AuditEntry, AuditLog, OperatorRole } from '@/shared/schemas/moderation';
import type { Db, Tx } from '../db/client';
import { moderationAudit } from '../db/schema';

export interface AuditRow {
  actorId: number;
  actorRole: OperatorRole;
  action: string;
  entityType: string;
  entityId: number;
  before: unknown;
  after: unknown;
}

/** One operator action, one row, written by the caller's transaction so it exists exactly when the action does. */
export async function writeAudit(tx: Tx, row: AuditRow): Promise<void> {
  await tx.insert(moderationAudit).values(row);
}

/** GET /api/moderation/audit (admins): newest first, paged. */
export async function listAudit(db: Db, q: { page: number; per_page: number }): Promise<AuditLog> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(moderationAudit)
      .orderBy(desc(moderationAudit.createdAt), desc(moderationAudit.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(moderationAudit),
  ]);
  const count = total?.n ?? 0;
  const data: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actor: { id: row.actorId, role: row.actorRole as OperatorRole },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  }));
  return { data, metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}
