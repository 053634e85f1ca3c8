import { and, eq, isNull } from 'drizzle-orm';
import type { Role, RoleBody, RoleResult } from '@/shared/schemas/moderation';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../platform/errors';
import { writeAudit } from './moderation-audit';

interface RoleFacts {
  email: string;
  emailVerifiedAt: Date | null;
  role: string;
}

/**
 * The account's role: an admin when its address is on ADMIN_EMAILS and verified (an unverified address proves nothing
 * about who holds it), else the stored role. Judged from the row every time, so a removed address ends the role at once.
 */
export function effectiveRole(facts: RoleFacts, adminEmails: readonly string[]): Role {
  if (facts.emailVerifiedAt !== null && adminEmails.includes(facts.email.toLowerCase())) return 'admin';
  return facts.role === 'moderator' ? 'moderator' : 'member';
}

const roleFacts = { email: users.email, emailVerifiedAt: users.emailVerifiedAt, role: users.role, username: users.username };

/** The role of a live account; null for an unknown or deleted one. */
export async function roleOfUser(db: Db | Tx, userId: number, adminEmails: readonly string[]): Promise<Role | null> {
  const [row] = await db
    .select(roleFacts)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? effectiveRole(row, adminEmails) : null;
}

/**
 * PUT /api/moderation/users/{id}/role: an admin makes or unmakes a moderator, audited in the same transaction. An
 * admin's own role comes from ADMIN_EMAILS, so the stored role of an admin account may change but they stay admin.
 */
export async function setUserRole(
  db: Db,
  actor: { id: number; role: 'admin' },
  userId: number,
  body: RoleBody,
  adminEmails: readonly string[],
): Promise<RoleResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(roleFacts)
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!row) throw new AppError('NotFound', `User ${userId} does not exist`);
    await tx.update(users).set({ role: body.role }).where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'set_role',
      entityType: 'user',
      entityId: userId,
      before: { role: row.role },
      after: { role: body.role },
    });
    return { id: userId, username: row.username, role: effectiveRole({ ...row, role: body.role }, adminEmails) };
  });
}
