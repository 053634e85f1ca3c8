import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage';

export const COOKIE_BANNER_CLOSED_AT_KEY = 'cookieBannerClosedAt';
export const CONSENT_KEY = 'consent';

export interface ConsentFlags {
  analytics: boolean;
  advertising: boolean;
}

const NO_CONSENT: ConsentFlags = { analytics: false, advertising: false };

/** The banner stays until accepted (§2): acceptance is remembered as the time it was closed. */
export function isCookieBannerAccepted(): boolean {
  return readStored(COOKIE_BANNER_CLOSED_AT_KEY) !== null;
}

export function readConsent(): ConsentFlags {
  try {
    const parsed: unknown = JSON.parse(readStored(CONSENT_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'analytics' in parsed && 'advertising' in parsed) {
      return { analytics: parsed.analytics === true, advertising: parsed.advertising === true };
    }
  } catch {
    // A corrupt value counts as no consent.
  }
  return NO_CONSENT;
}

const listeners = new Set<() => void>();

/** §4: acceptance stores a closing time and grants analytics and advertising consent. */
export function acceptCookies(now: Date = new Date()): void {
  writeStored(COOKIE_BANNER_CLOSED_AT_KEY, now.toISOString());
  writeStored(CONSENT_KEY, JSON.stringify({ analytics: true, advertising: true } satisfies ConsentFlags));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieBannerAccepted(): boolean {
  return useSyncExternalStore(subscribe, isCookieBannerAccepted, () => true);
}
