import { and, eq, isNull } from 'drizzle-orm';
import type { ReportReason } from '@/shared/schemas/community';
import type { Db } from '../db/client';
import { comments, deals, reports } from '../db/schema';
import { AppError } from '../errors';

export interface NewReport {
  entity_id: number;
  entity_type: 'deal' | 'comment';
  reason: ReportReason;
  description: string;
}

/** Answer of POST /api/reports/: the stored report (the first one when the caller reported this entity before). */
export interface StoredReport {
  id: number;
  entity_id: number;
  entity_type: 'deal' | 'comment';
  reason: ReportReason;
  description: string;
  created_at: string;
}

async function entityExists(db: Db, type: NewReport['entity_type'], id: number): Promise<boolean> {
  const rows =
    type === 'deal'
      ? await db.select({ id: deals.id }).from(deals).where(eq(deals.id, id))
      : await db
          .select({ id: comments.id })
          .from(comments)
          .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
  return rows.length > 0;
}

/**
 * POST /api/reports/. One report per user and entity (unique constraint): a repeat stores nothing and answers the
 * first report with `created: false`, so resubmitting never inflates the moderation queue.
 */
export async function createReport(db: Db, userId: number, input: NewReport): Promise<{ report: StoredReport; created: boolean }> {
  if (!(await entityExists(db, input.entity_type, input.entity_id))) {
    throw new AppError('NotFound', `The reported ${input.entity_type} ${input.entity_id} does not exist`);
  }
  const inserted = await db
    .insert(reports)
    .values({
      userId,
      entityType: input.entity_type,
      entityId: input.entity_id,
      reason: input.reason,
      description: input.description,
    })
    .onConflictDoNothing({ target: [reports.userId, reports.entityType, reports.entityId] })
    .returning();
  const [row] =
    inserted.length > 0
      ? inserted
      : await db
          .select()
          .from(reports)
          .where(and(eq(reports.userId, userId), eq(reports.entityType, input.entity_type), eq(reports.entityId, input.entity_id)));
  if (!row) throw new Error('report neither inserted nor found');
  return {
    created: inserted.length > 0,
    report: {
      id: row.id,
      entity_id: row.entityId,
      entity_type: row.entityType as StoredReport['entity_type'],
      reason: row.reason as ReportReason,
      description: row.description,
      created_at: row.createdAt.toISOString(),
    },
  };
}
