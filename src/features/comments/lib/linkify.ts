export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) URLs only: other schemes (javascript:, data:) are never turned into links. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually ends the sentence around a link rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits plain comment text into text and link segments (comments are plain text with clickable links). The caller
 * renders segments as React text and anchors, so markup in a comment is always shown as text, never parsed.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const trailing = TRAILING_PUNCTUATION.exec(raw)?.[0] ?? '';
    const candidate = raw.slice(0, raw.length - trailing.length);
    const href = safeHref(candidate);
    pushText(text.slice(last, start));
    if (href) segments.push({ kind: 'link', text: candidate, href });
    else pushText(candidate);
    pushText(trailing);
    last = start + raw.length;
  }
  pushText(text.slice(last));
  return segments;
}
