import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LOCALE_COOKIE, readCookie, THEME_COOKIE } from '@/shared/preference-cookies';
import type { PageRenderer } from '@/shared/server-render';
import { mailLocaleFrom, type MailLocale } from '../mail/locale';

export type PageLocale = MailLocale;
export type PageTheme = 'light' | 'dark';

/** Where `vite build --ssr` writes the render bundle for a client built into `distDir`. */
export function renderBundlePath(distDir: string): string {
  return `${distDir}-ssr/entry-server.js`;
}

/**
 * The render bundle of a built client, or null when there is none (a client built before server rendering, or by hand
 * with `vite build` alone): pages are then the app's shell with their head, rendered in the browser as before.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | null> {
  const bundle = renderBundlePath(distDir);
  if (!existsSync(bundle)) return null;
  const module = (await import(pathToFileURL(bundle).href)) as { default: PageRenderer };
  return module.default;
}

/**
 * The language of a first render: the visitor's choice (the cookie the language switch writes), else the most
 * preferred of Polish and English in Accept-Language, read as for mails, else Polish, the product's default. The
 * browser then keeps the choice it stored, if any.
 */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): PageLocale {
  const chosen = readCookie(cookieHeader, LOCALE_COOKIE);
  if (chosen === 'pl' || chosen === 'en') return chosen;
  return mailLocaleFrom(acceptLanguage);
}

/** An explicit theme choice from its cookie; null means auto, which the stylesheet takes from the system. */
export function pageTheme(cookieHeader: string | undefined): PageTheme | null {
  const chosen = readCookie(cookieHeader, THEME_COOKIE);
  return chosen === 'light' || chosen === 'dark' ? chosen : null;
}

/** A fresh nonce for one render's inline scripts (128 bits, as CSP asks). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The page's language and theme on its `<html>`, so the first paint is in both before any script runs. */
export function withDocumentAttributes(html: string, locale: PageLocale, theme: PageTheme | null): string {
  return html.replace(/<html[^>]*>/i, `<html lang="${locale}"${theme ? ` data-theme="${theme}"` : ''}>`);
}

/** How a rendered page starts its code: src/performance/entry-loader.ts (with the other performance tricks). */
export { withEntryAfterContent } from '@/performance/entry-loader';

/**
 * The document closed as `</body></html>`, with nothing between or after: the router's server render puts its
 * hydration data and the entry right before exactly that, and appends them after the document's end (where HTML has
 * no place for them) when the closing tags are apart, as index.html writes them.
 */
export function withDocumentEnd(html: string): string {
  return html.replace(/<\/body>\s*<\/html>\s*$/i, '</body></html>');
}

/** The rendered app inside `#root`, with the instant it was rendered at for the browser's hydration. */
export function withAppMarkup(html: string, appHtml: string, renderedAt: Date): string {
  return html.replace('<div id="root"></div>', () => `<div id="root" data-rendered-at="${renderedAt.toISOString()}">${appHtml}</div>`);
}
