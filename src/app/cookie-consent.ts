import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage';

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

/** Whether the banner shows: until the visitor chose, or while they review the choice. */
export function useCookieBanner(): BannerState {
  return useSyncExternalStore(subscribe, bannerState, () => 'hidden');
}
