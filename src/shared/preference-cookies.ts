/**
 * The language and theme a visitor chose, as cookies: the server renders a first visit in that language and theme,
 * where localStorage (the app's own copy) cannot reach. Names and values are shared by the browser and the server.
 */
export const LOCALE_COOKIE = 'locale';
export const THEME_COOKIE = 'theme';
/**
 * Set once the visitor answered the cookie banner: the server renders the banner into a first visit's page only
 * without it, so the banner is there in the first paint instead of appearing over the page once the app has started.
 * Its value is the answer itself (`consentRecord`), the same text as localStorage's `consent`: the banner's form
 * answers without JavaScript too (POST /api/consent), and the app takes that answer from here. Older answers say `1`
 * (the answer is then in localStorage only).
 */
export const CONSENT_ANSWERED_COOKIE = 'consent_answered';

/** The stored answer to the cookie banner, written alike by the app and by the server's form route. */
export function consentRecord(flags: { analytics: boolean; advertising: boolean }, decidedAt: Date): string {
  return JSON.stringify({ analytics: flags.analytics, advertising: flags.advertising, decided_at: decidedAt.toISOString() });
}

/** A year: a choice should outlive any visit, and each new choice writes it again. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that stores one choice for the whole site. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}

/** The value of one cookie in a `Cookie` header (or `document.cookie`), undefined when it is absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
