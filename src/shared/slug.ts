const POLISH: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/**
 * The slug rule: lowercase, Polish letters to plain ones, '&' to '-and-', spaces to hyphens, other symbols dropped.
 * Runs of hyphens collapse so 'A & B' gives 'a-and-b', not 'a---and---b'. A title with no Latin letter or digit
 * ('Скидка 🔥 限时特价') gives '': see dealSlugPath.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (ch) => POLISH[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A deal's canonical address from its slug. An empty slug has the id alone: `/deals/{id}/` would be read back as the
 * slugless `/deals/{id}` and redirected to itself forever.
 */
export function dealSlugPath(id: number, slug: string): string {
  return slug === '' ? `/deals/${id}` : `/deals/${id}/${slug}`;
}

export function dealPath(id: number, title: string): string {
  return dealSlugPath(id, slugify(title));
}

/**
 * The client route's params of the same address: an empty slug is an absent optional segment. It is named undefined
 * rather than left out, as a redirect keeps the params it is not given (the wrong slug it corrects).
 */
export function dealRouteParams(id: number, slug: string): { id: string; slug: string | undefined } {
  return { id: String(id), slug: slug === '' ? undefined : slug };
}
