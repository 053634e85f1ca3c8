/**
 * A route's search schema read on what an address may hold, as the router hands it over: any values, typed or not.
 * The schema's declared input is what links may pass; the tests feed it the values no link passes too.
 */
export function readSearch<T>(schema: { parse: (search: never) => T }, raw: Record<string, unknown>): T {
  return schema.parse(raw as never);
}
