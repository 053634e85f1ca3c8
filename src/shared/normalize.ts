/**
 * Keyword-alert normalization shared by client and server: trimmed, inner whitespace collapsed, lowercased and
 * without diacritics (Polish ą ć ę ł ń ó ś ź ż and their capitals become plain letters). The server matches
 * the result against `lower(immutable_unaccent(title))` in SQL; a test proves both agree on Polish letters.
 */
export function normalizeKeyword(text: string): string {
  return (
    text
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // ł has no decomposition in Unicode, so NFD leaves it alone.
      .replace(/ł/g, 'l')
  );
}
