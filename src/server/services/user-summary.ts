import type { UserSummary } from '@/shared/schemas/common';
import { users } from '../db/schema';

/** The columns a `UserSummary` is made of, to spread into a select joined with `users`. */
export const userSummaryColumns = {
  userId: users.id,
  username: users.username,
  avatarUrl: users.avatarUrl,
  userDeletedAt: users.deletedAt,
};

interface UserSummaryRow {
  userId: number;
  username: string;
  avatarUrl: string | null;
  userDeletedAt: Date | null;
}

/** A deleted author keeps their deals and comments under a placeholder name; `is_deleted` lets clients say so. */
export function toUserSummary(row: UserSummaryRow): UserSummary {
  return { id: row.userId, username: row.username, avatar_url: row.avatarUrl, is_deleted: row.userDeletedAt !== null };
}
