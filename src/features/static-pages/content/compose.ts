import type { Inline, RichText, StaticLinkTarget } from './types';

/** Where a bracketed phrase links to: one of our pages, or another address (web, mail, phone). */
export type LinkTarget = StaticLinkTarget | { href: string };

/**
 * Running text whose `[bracketed]` phrases become links, to `targets` in order. The language files write whole
 * sentences (a translation may move the link within its sentence) and the page builders supply where they lead,
 * so an address is written once for both languages. Without targets the text stays plain.
 */
export function linked(text: string, ...targets: readonly LinkTarget[]): RichText {
  const pieces = text.split(/\[([^\]]*)\]/);
  if (pieces.length !== targets.length * 2 + 1) throw new Error(`"${text}" does not have ${targets.length} [links]`);
  if (targets.length === 0) return text;
  return pieces.flatMap((piece, index): Inline[] => {
    if (index % 2 === 0) return piece ? [piece] : [];
    const target = targets[(index - 1) / 2] as LinkTarget;
    return [typeof target === 'string' ? { text: piece, to: target } : { text: piece, href: target.href }];
  });
}

/** A mail link showing its address. */
export function mailLink(address: string): Inline {
  return { text: address, href: `mailto:${address}` };
}
