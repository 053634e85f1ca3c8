/** Escapes text for HTML element content and quoted attributes: translations and codes never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A paragraph of a mail's HTML: plain text, text with an inline style (mail clients ignore style sheets), or a link
 * with the text under it.
 */
export type MailParagraph = string | { text: string; style: string } | { link: string; href: string; text: string };

function paragraphHtml(paragraph: MailParagraph): string {
  if (typeof paragraph === 'string') return `<p>${escapeHtml(paragraph)}</p>`;
  if ('href' in paragraph) {
    return `<p><a href="${escapeHtml(paragraph.href)}">${escapeHtml(paragraph.link)}</a><br>${escapeHtml(paragraph.text)}</p>`;
  }
  return `<p style="${paragraph.style}">${escapeHtml(paragraph.text)}</p>`;
}

/** The HTML of a mail in its language: its paragraphs, escaped here, so translations and codes never become markup. */
export function mailHtml(locale: string, bodyStyle: string, paragraphs: readonly MailParagraph[]): string {
  const body = paragraphs.map(paragraphHtml);
  return `<!doctype html><html lang="${escapeHtml(locale)}"><body style="${bodyStyle}">${body.join('')}</body></html>`;
}
