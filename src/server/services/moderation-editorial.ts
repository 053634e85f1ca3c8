import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@/shared/schemas/moderation';
import type { DealEditorial, DealEditorialBody } from '@/shared/schemas/moderation-editorial';
import type { Db } from '../db/client';
import { deals } from '../db/schema';
import { AppError } from '../platform/errors';
import { writeAudit } from './moderation-audit';

/** PUT /api/moderation/deals/{id}/editorial: pins or features a deal (is_pinned, is_featured), one audit row. */
export async function setDealEditorial(
  db: Db,
  operator: { id: number; role: OperatorRole },
  id: number,
  body: DealEditorialBody,
): Promise<DealEditorial> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isPinned: deals.isPinned, isFeatured: deals.isFeatured })
      .from(deals)
      .where(eq(deals.id, id))
      .for('update');
    if (!before) throw new AppError('NotFound', `Deal ${id} does not exist`);
    const after = { isPinned: body.is_pinned ?? before.isPinned, isFeatured: body.is_featured ?? before.isFeatured };
    await tx.update(deals).set(after).where(eq(deals.id, id));
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: 'deal_editorial',
      entityType: 'deal',
      entityId: id,
      before: { is_pinned: before.isPinned, is_featured: before.isFeatured },
      after: { is_pinned: after.isPinned, is_featured: after.isFeatured },
    });
    return { id, is_pinned: after.isPinned, is_featured: after.isFeatured };
  });
}
