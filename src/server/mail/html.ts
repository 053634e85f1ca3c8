/** Escapes text for HTML element content and quoted attributes: translations and codes never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A paragraph of a mail's HTML: plain text, or text with an inline style (mail clients ignore style sheets). */
export type MailParagraph = string | { text: string; style: string };

/** The HTML of a mail in its language: its paragraphs, escaped here, so translations and codes never become markup. */
export function mailHtml(locale: string, bodyStyle: string, paragraphs: readonly MailParagraph[]): string {
  const body = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? `<p>${escapeHtml(paragraph)}</p>` : `<p style="${paragraph.style}">${escapeHtml(paragraph.text)}</p>`,
  );
  return `<!doctype html><html lang="${escapeHtml(locale)}"><body style="${bodyStyle}">${body.join('')}</body></html>`;
}
