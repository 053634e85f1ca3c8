import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { OperatorRole } from '@/shared/schemas/moderation';
import type {
  PrizeDecisionBody,
  PrizeRequestForOperator,
  PrizeRequestsList,
  PrizeRequestsQuery,
} from '@/shared/schemas/moderation-editorial';
import type { UserPrizeStatus } from '@/shared/schemas/rewards';
import type { Db, Tx } from '../db/client';
import { inboxItems, prizes, userPrizes, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { writeAudit } from './moderation-audit';
import { addPoints } from './points';
import { prizesByIds } from './prizes';

type Executor = Db | Tx;
type Operator = { id: number; role: OperatorRole };

const requestColumns = {
  request: userPrizes,
  username: users.username,
  price: prizes.price,
};

function selectRequests(db: Executor) {
  return db
    .select(requestColumns)
    .from(userPrizes)
    .innerJoin(users, eq(users.id, userPrizes.userId))
    .innerJoin(prizes, eq(prizes.id, userPrizes.prizeId));
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** What the request cost; a request from before `points_spent` was kept is taken to have cost the prize's price. */
const pointsOf = (row: RequestRow) => row.request.pointsSpent ?? row.price;

async function toRequests(db: Executor, rows: RequestRow[]): Promise<PrizeRequestForOperator[]> {
  const byId = await prizesByIds(
    db,
    rows.map((r) => r.request.prizeId),
  );
  return rows.flatMap((row) => {
    const prize = byId.get(row.request.prizeId);
    if (!prize) return [];
    const status = row.request.status as UserPrizeStatus;
    return [
      {
        id: row.request.id,
        user: { id: row.request.userId, username: row.username },
        prize,
        status,
        claim_information: row.request.claimInformation,
        rejection_reason: status === 'rejected' ? row.request.rejectionReason : null,
        points: pointsOf(row),
        created_at: row.request.createdAt.toISOString(),
        decided_at: row.request.decidedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** GET /api/moderation/prize-requests: pending ones oldest first (the queue), decided ones newest first. */
export async function listPrizeRequests(db: Db, q: PrizeRequestsQuery): Promise<PrizeRequestsList> {
  const where = eq(userPrizes.status, q.status);
  const order =
    q.status === 'pending'
      ? [asc(userPrizes.createdAt), asc(userPrizes.id)]
      : [desc(sql`coalesce(${userPrizes.decidedAt}, ${userPrizes.createdAt})`), desc(userPrizes.id)];
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(userPrizes).where(where),
  ]);
  const n = total?.n ?? 0;
  return { data: await toRequests(db, rows), metadata: { count: n, pages_count: Math.ceil(n / q.per_page) } };
}

/**
 * POST /api/moderation/prize-requests/{id}: accepts or rejects a pending request in one transaction. The request's
 * row is locked first, so of two operators deciding at once the second waits, then finds it decided (409). A rejection
 * gives back the points it cost (a 'prize_refund' ledger row) and the item to a limited stock; either outcome is an
 * inbox item for the member and one audit row.
 */
export async function decidePrizeRequest(
  db: Db,
  operator: Operator,
  id: number,
  body: PrizeDecisionBody,
): Promise<PrizeRequestForOperator> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(userPrizes).where(eq(userPrizes.id, id)).for('update');
    if (!locked) throw new AppError('NotFound', `Prize request ${id} does not exist`);
    if (locked.status !== 'pending') throw new AppError('Conflict', 'This prize request was already decided');
    const [prize] = await tx
      .select({ marketId: prizes.marketId, price: prizes.price, stock: prizes.stock })
      .from(prizes)
      .where(eq(prizes.id, locked.prizeId));
    if (!prize) throw new Error(`prize ${locked.prizeId} of request ${id} is missing`);
    const rejected = body.status === 'rejected';
    const reason = body.reason?.trim() ?? '';
    const pointsReturned = rejected ? (locked.pointsSpent ?? prize.price) : 0;
    await tx
      .update(userPrizes)
      .set({ status: body.status, rejectionReason: rejected ? reason : null, decidedAt: sql`now()` })
      .where(eq(userPrizes.id, id));
    if (pointsReturned > 0) {
      await addPoints(tx, { userId: locked.userId, marketId: prize.marketId, points: pointsReturned, reason: 'prize_refund' });
    }
    if (rejected && prize.stock !== null) {
      await tx
        .update(prizes)
        .set({ stock: sql`${prizes.stock} + 1` })
        .where(eq(prizes.id, locked.prizeId));
    }
    await tx.insert(inboxItems).values({ userId: locked.userId, marketId: prize.marketId, userPrizeId: id, trigger: 'prize_outcome' });
    await writeAudit(tx, {
      actorId: operator.id,
      actorRole: operator.role,
      action: rejected ? 'prize_reject' : 'prize_accept',
      entityType: 'prize_request',
      entityId: id,
      before: { status: locked.status },
      after: { status: body.status, reason: reason || null, points_returned: pointsReturned },
    });
    const [row] = await toRequests(tx, await selectRequests(tx).where(eq(userPrizes.id, id)));
    if (!row) throw new Error(`prize request ${id} vanished inside its decision`);
    return row;
  });
}
