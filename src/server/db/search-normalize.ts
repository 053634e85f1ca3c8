import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Search text normalization in SQL, the one place deals, shops, coupons and keyword alerts take it from, so both
 * sides of every comparison agree with deals.search_text (schema/catalog.ts) and normalizeKeyword
 * (src/shared/normalize.ts). unaccent runs before lower(): under a C ctype lower() changes only ASCII letters and
 * would leave 'Ś' as it is, while unaccent has already turned it into 'S'. immutable_unaccent() comes from migration 0000.
 */
export const searchable = (value: SQLWrapper | string): SQL => sql`lower(immutable_unaccent(${value}))`;

/** searchable() with inner whitespace runs collapsed to one space: the SQL twin of normalizeKeyword. */
export const searchableCollapsed = (value: SQLWrapper): SQL => sql`regexp_replace(${searchable(value)}, '\\s+', ' ', 'g')`;

/** A search is at most this many words, so one request cannot build an arbitrarily long WHERE clause. */
const MAX_SEARCH_WORDS = 8;

/**
 * One LIKE pattern per search word, normalized exactly like the column it is compared with, so 'slaski' finds
 * 'Śląski' and 'ŚLĄSKI' alike. LIKE wildcards typed by the user match themselves.
 */
export function searchWordPatterns(search: string | undefined): SQL[] {
  if (!search) return [];
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => searchable(`%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
}
