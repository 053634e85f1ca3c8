import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage';
import { preferenceCookie, THEME_COOKIE } from '@/shared/preference-cookies';

export const THEME_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** §4: stored dark, light or auto; anything else (missing, legacy, tampered) means auto. */
export function readThemePreference(): ThemePreference {
  const stored = readStored(THEME_STORAGE_KEY);
  return (THEME_PREFERENCES as readonly string[]).includes(stored ?? '') ? (stored as ThemePreference) : 'auto';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'auto') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** The root element carries the resolved theme; tokens.css switches every colour on `data-theme`. */
export function applyTheme(preference: ThemePreference = readThemePreference()): void {
  const root = document.documentElement;
  const resolved = resolveTheme(preference, systemPrefersDark());
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
}

const listeners = new Set<() => void>();

export function setThemePreference(preference: ThemePreference): void {
  writeStored(THEME_STORAGE_KEY, preference);
  // The server renders the next first visit in this theme (an explicit one; auto is the system's, read by CSS).
  document.cookie = preferenceCookie(THEME_COOKIE, preference);
  applyTheme(preference);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readThemePreference, () => 'auto');
}

/**
 * Keeps the page in step with the system setting while the preference is auto (§2: auto follows the
 * system setting and its changes) and with choices made in other tabs. Returns the cleanup.
 */
export function startThemeSync(): () => void {
  applyTheme();
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (readThemePreference() === 'auto') applyTheme('auto');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme();
    for (const listener of listeners) listener();
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
