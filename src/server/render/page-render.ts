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
 * preferred of Polish and English in Accept-Language, read as for mails, else Polish (§1). The browser then keeps
 * the choice it stored, if any.
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

/**
 * The entry script of a rendered page starts once the page has loaded and painted, or at the visitor's first touch or
 * key, whichever comes first: the page is already readable, so its first screen's pictures (the largest paint) get the
 * bandwidth and the main thread before the code that hydrates it. Links work before that as plain links. A page whose
 * pictures hang starts anyway after ENTRY_START_MAX_WAIT_MS. The loader is inline, so it carries the render's nonce.
 */
export function withEntryAfterContent(html: string, nonce: string): string {
  return html.replace(
    /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/,
    (_tag, src: string) => `<script nonce="${nonce}">${entryLoader(src)}</script>`,
  );
}

const ENTRY_START_MAX_WAIT_MS = 4000;

const entryLoader = (src: string) =>
  `(function(){var started=false;function start(){if(started)return;started=true;` +
  `var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}` +
  `if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true});` +
  `['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,start,{once:true,passive:true,capture:true})});` +
  `setTimeout(start,${ENTRY_START_MAX_WAIT_MS})})()`;

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
