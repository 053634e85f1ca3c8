import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * Route search params, read with small functions instead of valibot: every route's `validateSearch` is in the code of
 * every first visit, and valibot's schemas weighed some 11 KB there for rules this simple. The rule is the same for
 * every param: a value the page can use is kept, anything else (a typo, a hand-edited URL) falls back, never an error.
 * Forms and the API keep the shared valibot schemas.
 */

/** Reads one param as the router parsed it (`?page=2` is the number 2, `?q=abc` the text): its value or fallback. */
export type SearchField<T> = (value: unknown) => T;

type SearchFields = Record<string, SearchField<unknown>>;

/** What a route's search holds once read: every field's value. */
export type SearchOf<F extends SearchFields> = { [K in keyof F]: ReturnType<F[K]> };

/** A search schema's output: what the route's `useSearch` gives. */
export type SearchOutput<S extends { parse: (search: never) => unknown }> = ReturnType<S['parse']>;

/**
 * A route's `validateSearch`. Links may leave out any param (the fallbacks fill them in). Every field is in the answer,
 * an unusable one as its fallback even when that is undefined: the router lays the answer over the raw search, so a
 * field left out would let the raw value through.
 */
export function searchSchema<F extends SearchFields>(fields: F) {
  return {
    fields,
    parse(search: Partial<SearchOf<F>> & SearchSchemaInput): SearchOf<F> {
      const raw: Record<string, unknown> = search;
      const read = Object.entries(fields).map(([key, field]) => [key, field(raw[key])]);
      // Every field's reader ran: the object has the shape its readers promise.
      return Object.fromEntries(read) as SearchOf<F>;
    },
  };
}

/** A page number: a whole number from 1 (to `max`), else the first page. */
export const pageNumber =
  (max = Number.MAX_SAFE_INTEGER): SearchField<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : 1;

/** A whole number from 1 that may be absent (an id to open), else none. */
export const positiveWhole: SearchField<number | undefined> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;

/** One of a list of values (a tab, a filter), else `fallback`: the first tab, or none. */
export function oneOf<T extends string, F extends T | undefined>(options: readonly T[], fallback: F): SearchField<T | F> {
  return (value) => options.find((option) => option === value) ?? fallback;
}

/** Text up to `max` characters, else `fallback`. */
export function textUpTo<F extends string | undefined>(max: number, fallback: F): SearchField<string | F> {
  return (value) => (typeof value === 'string' && value.length <= max ? value : fallback);
}

/** A yes/no switch, else `fallback`. */
export const flag =
  (fallback: boolean): SearchField<boolean> =>
  (value) =>
    typeof value === 'boolean' ? value : fallback;
