import { createExternalStore, useExternalStore } from '@/lib/external-store';
import { readStored, writeStored } from '@/lib/storage';
import { preferenceCookie, THEME_COOKIE } from '@/shared/preference-cookies';

export const THEME_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const THEME_STORAGE_KEY = 'theme';

/** Stored dark, light or auto; anything else (missing, legacy, tampered) means auto. */
export function readThemePreference(): ThemePreference {
  const stored = readStored(THEME_STORAGE_KEY);
  return (THEME_PREFERENCES as readonly string[]).includes(stored ?? '') ? (stored as ThemePreference) : 'auto';
}

/**
 * An explicit choice pins its theme on the root element (tokens.css switches `color-scheme` on `data-theme`, and every
 * colour is a light-dark() pair). Auto pins nothing: the stylesheet's `color-scheme: light dark` follows the system
 * setting and its changes by itself, as on a server-rendered page before any script. Nothing is written when nothing
 * changes: a write on <html> makes the browser restyle the whole page.
 */
export function applyTheme(preference: ThemePreference = readThemePreference()): void {
  const root = document.documentElement;
  if (preference === 'auto') {
    if (root.dataset.theme !== undefined) delete root.dataset.theme;
    if (root.style.colorScheme) root.style.removeProperty('color-scheme');
    return;
  }
  if (root.dataset.theme !== preference) root.dataset.theme = preference;
  if (root.style.colorScheme !== preference) root.style.colorScheme = preference;
}

const store = createExternalStore<ThemePreference>(readThemePreference, { serverSnapshot: () => 'auto' });

export function setThemePreference(preference: ThemePreference): void {
  writeStored(THEME_STORAGE_KEY, preference);
  // The server renders the next first visit in this theme (an explicit one; auto is the system's, read by CSS).
  document.cookie = preferenceCookie(THEME_COOKIE, preference);
  applyTheme(preference);
  store.notify();
}

export function useThemePreference(): ThemePreference {
  return useExternalStore(store);
}

/**
 * Keeps the page in step with choices made in other tabs; the system setting (auto follows it and its changes) is
 * the stylesheet's to follow. Returns the cleanup.
 */
export function startThemeSync(): () => void {
  applyTheme();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme();
    store.notify();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
