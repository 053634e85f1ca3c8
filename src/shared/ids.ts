/** The largest id the database holds: PostgreSQL's integer. */
export const MAX_ID = 2_147_483_647;

/** An id as a path writes it: a positive whole number without leading zeros, of at most ten digits. */
export const ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * The id a path names, or null when no row can have it. The API's path schema (`IdParam`) and the client's routes
 * read ids by this one rule, so a route answers not found for exactly the ids the API refuses; it is plain code, not
 * a schema, because the routes that use it are in every first visit's code.
 */
export function idFromPath(raw: string): number | null {
  if (!ID_TEXT.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
