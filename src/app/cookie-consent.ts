import { createContext, useContext, useSyncExternalStore } from 'react';
import { createExternalStore } from '@/lib/external-store';
import { readStored, writeStored } from '@/lib/storage';
import { CONSENT_ANSWERED_COOKIE, consentRecord, preferenceCookie, readCookie } from '@/shared/preference-cookies';

export const COOKIE_BANNER_CLOSED_AT_KEY = 'cookieBannerClosedAt';
export const CONSENT_KEY = 'consent';

/** The two optional categories (analytics and advertising); cookies the site needs to work are not a choice. */
export interface ConsentFlags {
  analytics: boolean;
  advertising: boolean;
}

export const ALL_CONSENT: ConsentFlags = { analytics: true, advertising: true };
export const NO_CONSENT: ConsentFlags = { analytics: false, advertising: false };

interface ConsentRecord extends ConsentFlags {
  decided_at: string;
}

/** A stored answer (localStorage or the answered cookie); null for none, a corrupt one or the cookie's bare `1`. */
function parseRecord(text: string | null | undefined): ConsentRecord | null {
  try {
    const parsed: unknown = JSON.parse(text ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'analytics' in parsed && 'advertising' in parsed) {
      const decided = 'decided_at' in parsed && typeof parsed.decided_at === 'string' ? parsed.decided_at : '';
      return { analytics: parsed.analytics === true, advertising: parsed.advertising === true, decided_at: decided };
    }
  } catch {
    // See above.
  }
  return null;
}

const answerCookie = () => readCookie(document.cookie, CONSENT_ANSWERED_COOKIE);

/** What was granted; nothing until the visitor chose (a corrupt value counts as nothing granted). */
export function readConsent(): ConsentFlags {
  const record = parseRecord(readStored(CONSENT_KEY)) ?? parseRecord(answerCookie());
  return record ? { analytics: record.analytics, advertising: record.advertising } : NO_CONSENT;
}

/** True while the visitor reviews their choice again (the footer's cookie settings), though one is stored. */
let reviewing = false;

const emit = (): void => store.notify();

/**
 * Stores the visitor's choice with its time: the banner closes, and only the categories granted here count as
 * consent (GDPR: accepting, rejecting and choosing are equally valid answers, and each is remembered).
 */
export function saveConsent(flags: ConsentFlags, now: Date = new Date()): void {
  const record = consentRecord(flags, now);
  writeStored(COOKIE_BANNER_CLOSED_AT_KEY, now.toISOString());
  writeStored(CONSENT_KEY, record);
  document.cookie = preferenceCookie(CONSENT_ANSWERED_COOKIE, record);
  reviewing = false;
  emit();
}

/** Opens the banner again with the settings shown (footer link), so a choice can be changed at any time. */
export function reviewConsent(): void {
  reviewing = true;
  emit();
}

type BannerState = 'hidden' | 'asking' | 'reviewing';

function bannerState(): BannerState {
  if (reviewing) return 'reviewing';
  // An answer given through the server's form (without JavaScript, or before the app started) is in the cookie only.
  return readStored(COOKIE_BANNER_CLOSED_AT_KEY) === null && answerCookie() === undefined ? 'asking' : 'hidden';
}

/**
 * Makes localStorage and the answered cookie agree at start-up: the later answer wins. One given through the server's
 * form comes into localStorage with its time; one stored in localStorage only (before the cookie existed, or the
 * cookie was cleared) goes into the cookie, so the server stops rendering the banner.
 */
export function syncConsentCookie(): void {
  const stored = readStored(CONSENT_KEY);
  const cookie = answerCookie();
  const fromCookie = parseRecord(cookie);
  if (fromCookie && Date.parse(fromCookie.decided_at) > (Date.parse(parseRecord(stored)?.decided_at ?? '') || 0)) {
    saveConsent(fromCookie, new Date(fromCookie.decided_at));
  } else if (readStored(COOKIE_BANNER_CLOSED_AT_KEY) !== null && cookie !== (stored ?? '1')) {
    document.cookie = preferenceCookie(CONSENT_ANSWERED_COOKIE, stored ?? '1');
  }
}

/**
 * What a server render shows, from its request's cookie (src/entry-server.tsx provides it around the app); null in the
 * browser. A context, never a module variable: renders of different requests may interleave on the server.
 */
export const ServerBannerContext = createContext<'asking' | 'hidden' | null>(null);

/**
 * The banner as the server rendered it, which hydration must repeat: the server asked unless the request carried
 * the answered cookie, and the browser reads the same cookie. A choice stored before that cookie existed is seen right
 * after hydration, which then closes the banner and writes the cookie for the next visit.
 */
function serverBannerState(rendered: BannerState | null): BannerState {
  if (rendered) return rendered;
  if (typeof document === 'undefined') return 'hidden';
  return readCookie(document.cookie, CONSENT_ANSWERED_COOKIE) === undefined ? 'asking' : 'hidden';
}

const store = createExternalStore(bannerState);

/** Whether the banner shows: until the visitor chose, or while they review the choice. */
export function useCookieBanner(): BannerState {
  const rendered = useContext(ServerBannerContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverBannerState(rendered));
}
