import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The one condition every list, search, feed, sitemap and alert puts on deals and comments: content a
 * moderator hid, and content held for a moderator (a review word, pre-moderation), is left out. `table` is deals or
 * comments, or an alias of either.
 */
export function notModerationHidden(table: { moderationHiddenAt: AnyColumn; moderationHeldAt: AnyColumn }): SQL {
  return sql`(${table.moderationHiddenAt} is null and ${table.moderationHeldAt} is null)`;
}

/** The same condition for hand-written SQL that names the table by an alias (`d` in `from deals d`). */
export function notModerationHiddenAs(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return sql.raw(`(${alias}.moderation_hidden_at is null and ${alias}.moderation_held_at is null)`);
}
