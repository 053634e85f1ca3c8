import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage';
import { CONSENT_ANSWERED_COOKIE, preferenceCookie, readCookie } from '@/shared/preference-cookies';

export const COOKIE_BANNER_CLOSED_AT_KEY = 'cookieBannerClosedAt';
export const CONSENT_KEY = 'consent';

/** The two optional categories (§4); cookies the site needs to work are not a choice. */
export interface ConsentFlags {
  analytics: boolean;
  advertising: boolean;
}

export const ALL_CONSENT: ConsentFlags = { analytics: true, advertising: true };
export const NO_CONSENT: ConsentFlags = { analytics: false, advertising: false };

/** What was granted; nothing until the visitor chose (a corrupt value counts as nothing granted). */
export function readConsent(): ConsentFlags {
  try {
    const parsed: unknown = JSON.parse(readStored(CONSENT_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'analytics' in parsed && 'advertising' in parsed) {
      return { analytics: parsed.analytics === true, advertising: parsed.advertising === true };
    }
  } catch {
    // See above.
  }
  return NO_CONSENT;
}

const listeners = new Set<() => void>();
/** True while the visitor reviews their choice again (the footer's cookie settings), though one is stored. */
let reviewing = false;

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Stores the visitor's choice with its time: the banner closes, and only the categories granted here count as
 * consent (GDPR: accepting, rejecting and choosing are equally valid answers, and each is remembered).
 */
export function saveConsent(flags: ConsentFlags, now: Date = new Date()): void {
  writeStored(COOKIE_BANNER_CLOSED_AT_KEY, now.toISOString());
  writeStored(CONSENT_KEY, JSON.stringify({ ...flags, decided_at: now.toISOString() }));
  document.cookie = preferenceCookie(CONSENT_ANSWERED_COOKIE, '1');
  reviewing = false;
  emit();
}

/** Opens the banner again with the settings shown (footer link), so a choice can be changed at any time. */
export function reviewConsent(): void {
  reviewing = true;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type BannerState = 'hidden' | 'asking' | 'reviewing';

function bannerState(): BannerState {
  if (reviewing) return 'reviewing';
  return readStored(COOKIE_BANNER_CLOSED_AT_KEY) === null ? 'asking' : 'hidden';
}

/** A choice stored before the answered cookie existed gets it, so the server stops rendering the banner. */
export function rememberAnswerForServer(): void {
  if (readStored(COOKIE_BANNER_CLOSED_AT_KEY) === null) return;
  if (readCookie(document.cookie, CONSENT_ANSWERED_COOKIE) === undefined) document.cookie = preferenceCookie(CONSENT_ANSWERED_COOKIE, '1');
}

/** What a server render shows: set by src/entry-server.tsx around each render, from the request's cookie. */
let serverRenderState: BannerState | null = null;

export function setServerBannerState(state: 'asking' | 'hidden' | null): void {
  serverRenderState = state;
}

/**
 * The banner as the server rendered it, which hydration must repeat: the server asked unless the request carried
 * the answered cookie, and the browser reads the same cookie. A choice stored before that cookie existed is seen right
 * after hydration, which then closes the banner and writes the cookie for the next visit.
 */
function serverBannerState(): BannerState {
  if (serverRenderState) return serverRenderState;
  if (typeof document === 'undefined') return 'hidden';
  return readCookie(document.cookie, CONSENT_ANSWERED_COOKIE) === undefined ? 'asking' : 'hidden';
}

/** Whether the banner shows: until the visitor chose, or while they review the choice. */
export function useCookieBanner(): BannerState {
  return useSyncExternalStore(subscribe, bannerState, serverBannerState);
}
