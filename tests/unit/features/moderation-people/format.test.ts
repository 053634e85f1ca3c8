import { describe, expect, it } from 'vitest';
import { auditChanges, compactJson, formatDateTime } from '@/features/moderation-people/lib/format';

describe('audit changes', () => {
  it('keeps only the keys whose value changed, as compact JSON', () => {
    expect(auditChanges({ hidden: false, expires_at: null }, { hidden: true, expires_at: null, decision_id: 4 })).toEqual([
      { key: 'hidden', before: 'false', after: 'true' },
      { key: 'decision_id', before: '—', after: '4' },
    ]);
  });

  it('shows keys that disappeared, nested values as JSON, and nothing for equal states', () => {
    expect(auditChanges({ words: ['a'], note: 'x' }, { words: ['a', 'b'] })).toEqual([
      { key: 'words', before: '["a"]', after: '["a","b"]' },
      { key: 'note', before: '"x"', after: '—' },
    ]);
    expect(auditChanges({ role: 'member' }, { role: 'member' })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
    // A key left out and one set to null both mean no value.
    expect(auditChanges({ hidden: false }, { hidden: false, rule: null })).toEqual([]);
  });

  it('lists every key of a state that appears or goes away whole', () => {
    expect(auditChanges(null, { role: 'moderator' })).toEqual([{ key: 'role', before: '—', after: '"moderator"' }]);
    expect(auditChanges('a', 'b')).toEqual([{ key: '—', before: '"a"', after: '"b"' }]);
  });

  it('writes values compactly', () => {
    expect(compactJson({ a: 1 })).toBe('{"a":1}');
    expect(compactJson(undefined)).toBe('—');
  });

  it('formats a moment in Warsaw time in the chosen language', () => {
    expect(formatDateTime('2026-11-27T13:05:00.000Z', 'pl')).toBe('27 lis 2026, 14:05');
    expect(formatDateTime('2026-07-01T10:00:00.000Z', 'en')).toBe('Jul 1, 2026, 12:00 PM');
  });
});
