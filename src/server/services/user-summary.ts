import type { UserSummary } from '@/shared/schemas/common';
import { isNewAccount } from '@/shared/standing';
import { users } from '../db/schema';

/** The columns a `UserSummary` is made of, to spread into a select joined with `users`. */
export const userSummaryColumns = {
  userId: users.id,
  username: users.username,
  avatarUrl: users.avatarUrl,
  userDeletedAt: users.deletedAt,
  userCreatedAt: users.createdAt,
};

interface UserSummaryRow {
  userId: number;
  username: string;
  avatarUrl: string | null;
  userDeletedAt: Date | null;
  userCreatedAt: Date;
}

/**
 * A deleted author keeps their deals and comments under a placeholder name; `is_deleted` lets clients say so.
 * `is_new` puts the "Nowy" badge beside accounts younger than two weeks, so readers can judge.
 */
export function toUserSummary(row: UserSummaryRow, now = new Date()): UserSummary {
  return {
    id: row.userId,
    username: row.username,
    avatar_url: row.avatarUrl,
    is_deleted: row.userDeletedAt !== null,
    is_new: row.userDeletedAt === null && isNewAccount(row.userCreatedAt, now),
  };
}
