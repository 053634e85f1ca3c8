import { TIME_ZONE } from '@/shared/constants';

/*
 * Operators compare moments (when a decision was made, when an appeal came in), so the console shows the time of
 * day too, in Europe/Warsaw like every date of the product.
 */
const DATE_TIME = new Map<string, Intl.DateTimeFormat>();

/** 27 lis 2026, 14:05 in Polish; Nov 27, 2026, 2:05 PM in English. */
export function formatDateTime(iso: string, locale: string): string {
  const format = DATE_TIME.get(locale) ?? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
  DATE_TIME.set(locale, format);
  return format.format(new Date(iso));
}

/** One value of an audit row, as short as JSON can say it. */
export function compactJson(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

export interface AuditChange {
  key: string;
  before: string;
  after: string;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A key left out and a key set to null say the same thing (no value), so that is no change. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an operator action changed: the keys whose value differs between `before` and `after`, in the order they
 * first appear. A state that is neither an object nor missing is shown whole under the key `—`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = asRecord(before);
  const to = asRecord(after);
  if (!from || !to) {
    if (sameValue(before, after)) return [];
    if (!from && !to) return [{ key: '—', before: compactJson(before ?? null), after: compactJson(after ?? null) }];
  }
  const keys = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  return keys
    .filter((key) => !sameValue(from?.[key], to?.[key]))
    .map((key) => ({ key, before: compactJson(from?.[key]), after: compactJson(to?.[key]) }));
}
