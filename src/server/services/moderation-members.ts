import { sql } from 'drizzle-orm';
import { standingOf } from '@/shared/standing';
import type { MemberForOperator, MemberSearchQuery, MemberSearchResult } from '@/shared/schemas/moderation-appeals';
import { queryRows, type Db } from '../db/client';
import { effectiveRole } from './moderation-roles';

interface MemberRow {
  id: number;
  username: string;
  email: string;
  email_verified_at: Date | string | null;
  role: string;
  created_at: Date | string;
  suspended_until: Date | string | null;
  last_sanction_at: Date | string | null;
  votes_cast: number;
  comments_written: number;
  positive_comments: number;
  deals_reached_best: number;
  deals: number;
  comments: number;
  reports_against: number;
  decisions_against: number;
}

/** `q` as a LIKE pattern that matches it literally anywhere: its own %, _ and \ are escaped. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const date = (value: Date | string) => new Date(value);
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * GET /api/moderation/users?q= (operators): live accounts whose username or e-mail contains `q`, ignoring case,
 * usernames in order. Each with its effective role (admins from ADMIN_EMAILS), standing, running suspension and what
 * operators weigh: deals, comments, reports against their content (open and closed) and decisions against them.
 */
export async function searchMembers(
  db: Db,
  q: MemberSearchQuery,
  adminEmails: readonly string[],
  now = new Date(),
): Promise<MemberSearchResult> {
  const pattern = containsPattern(q.q);
  const matches = sql`u.deleted_at is null and (u.username ilike ${pattern} escape '\\' or u.email ilike ${pattern} escape '\\')`;
  const [rows, [total]] = await Promise.all([
    queryRows<MemberRow>(
      db,
      sql`
      select u.id, u.username, u.email, u.email_verified_at, u.role, u.created_at, u.suspended_until, u.last_sanction_at,
        u.votes_cast, u.comments_written, u.positive_comments, u.deals_reached_best,
        (select count(*)::int from deals d where d.user_id = u.id) as deals,
        (select count(*)::int from comments c where c.user_id = u.id and c.deleted_at is null) as comments,
        (select count(*)::int from reports r where
          (r.entity_type = 'deal' and r.entity_id in (select d.id from deals d where d.user_id = u.id))
          or (r.entity_type = 'comment' and r.entity_id in (select c.id from comments c where c.user_id = u.id))) as reports_against,
        (select count(*)::int from moderation_decisions m where m.action in ('hide', 'expire', 'suspend') and (
          (m.entity_type = 'user' and m.entity_id = u.id)
          or (m.entity_type = 'deal' and m.entity_id in (select d.id from deals d where d.user_id = u.id))
          or (m.entity_type = 'comment' and m.entity_id in (select c.id from comments c where c.user_id = u.id)))) as decisions_against
      from users u
      where ${matches}
      order by lower(u.username), u.id
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${matches}`),
  ]);
  const count = total?.n ?? 0;
  const data: MemberForOperator[] = rows.map((row) => {
    const suspendedUntil = dateOrNull(row.suspended_until);
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      role: effectiveRole({ email: row.email, emailVerifiedAt: dateOrNull(row.email_verified_at), role: row.role }, adminEmails),
      level: standingOf(
        {
          createdAt: date(row.created_at),
          emailVerifiedAt: dateOrNull(row.email_verified_at),
          suspendedUntil,
          lastSanctionAt: dateOrNull(row.last_sanction_at),
          votesCast: row.votes_cast,
          commentsCount: row.comments_written,
          positiveComments: row.positive_comments,
          dealsReachedBest: row.deals_reached_best,
        },
        now,
      ),
      created_at: date(row.created_at).toISOString(),
      // A suspension that has run out is no suspension (it stops by itself).
      suspended_until: suspendedUntil !== null && suspendedUntil > now ? suspendedUntil.toISOString() : null,
      _count: { deals: row.deals, comments: row.comments, reports_against: row.reports_against, decisions_against: row.decisions_against },
    };
  });
  return { data, metadata: { count, pages_count: Math.ceil(count / q.per_page) } };
}
