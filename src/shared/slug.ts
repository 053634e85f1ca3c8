const POLISH: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

/**
 * §2 slug rule: lowercase, Polish letters to plain ones, '&' to '-and-', spaces to hyphens, other symbols dropped.
 * Runs of hyphens collapse so 'A & B' gives 'a-and-b', not 'a---and---b'.
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

export function dealPath(id: number, title: string): string {
  return `/deals/${id}/${slugify(title)}`;
}
