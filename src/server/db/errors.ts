/** PostgreSQL's SQLSTATE codes the services answer on purpose. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The SQLSTATE and constraint of a database error, looked up through drizzle's wrapping `cause` (the driver's error
 * sits a level or two down, on PostgreSQL and PGlite alike).
 */
function databaseError(error: unknown): { code: string; constraint: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^\d{2}[\dA-Z]{3}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
    current = cause;
  }
  return undefined;
}

/**
 * A unique index refused the write: two requests raced for the same name or address. With `constraint`, only an index
 * whose name holds that word (e.g. 'email'), for writes that several indexes guard.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = databaseError(error);
  return failure?.code === UNIQUE_VIOLATION && (constraint === undefined || failure.constraint.includes(constraint));
}

/** A foreign key refused the write: the row it points at does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseError(error)?.code === FOREIGN_KEY_VIOLATION;
}

/** A timestamp column on the wire (ISO 8601 in UTC), null staying null. */
export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
