import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Reads msgid → msgstr pairs of a Lingui .po catalog (single-line entries, which is what `lingui extract` writes for us). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(process.cwd(), 'src/locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    const [, id = '', str = ''] = match;
    if (id !== '') entries.set(id, str);
  }
  return entries;
}

describe('translation catalogs', () => {
  const pl = readCatalog('pl');
  const en = readCatalog('en');

  it('hold the same messages in Polish and English', () => {
    expect([...pl.keys()].sort()).toEqual([...en.keys()].sort());
    expect(pl.size).toBeGreaterThan(50);
  });

  it.each(['pl', 'en'])('translate every message into %s', (locale) => {
    const catalog = locale === 'pl' ? pl : en;
    const missing = [...catalog].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });
});
