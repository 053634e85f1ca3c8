/** Escapes text for HTML element content and quoted attributes: translations and codes never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
