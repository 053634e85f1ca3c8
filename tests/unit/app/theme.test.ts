import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readThemePreference, setThemePreference, startThemeSync, THEME_STORAGE_KEY } from '@/app/theme';

const theme = () => document.documentElement.dataset.theme;

afterEach(() => {
  delete document.documentElement.dataset.theme;
  document.documentElement.style.removeProperty('color-scheme');
});

describe('theme preference', () => {
  it('defaults to auto when nothing is stored', () => {
    expect(readThemePreference()).toBe('auto');
  });

  it.each(['light', 'dark', 'auto'] as const)('reads the stored %s', (value) => {
    localStorage.setItem(THEME_STORAGE_KEY, value);
    expect(readThemePreference()).toBe(value);
  });

  it.each(['blue', 'DARK', '', '"dark"'])('treats any other stored value (%j) as auto', (value) => {
    localStorage.setItem(THEME_STORAGE_KEY, value);
    expect(readThemePreference()).toBe('auto');
  });

  it('applies the stored theme to the root element', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyTheme();
    expect(theme()).toBe('dark');
  });

  it('pins nothing for auto, so the stylesheet follows the system setting and its changes by itself', () => {
    document.documentElement.dataset.theme = 'dark';
    document.documentElement.style.colorScheme = 'dark';
    applyTheme('auto');
    expect(theme()).toBeUndefined();
    expect(document.documentElement.style.colorScheme).toBe('');
  });

  it('stores a choice and applies it at once', () => {
    setThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(theme()).toBe('dark');
    setThemePreference('light');
    expect(theme()).toBe('light');
  });

  it('follows a choice made in another tab, and leaves the page alone when nothing changed', () => {
    const stop = startThemeSync();
    expect(theme()).toBeUndefined();
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true });
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(theme()).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    applyTheme('dark');
    expect(theme()).toBe('dark');
    return Promise.resolve().then(() => {
      // One write for data-theme and one for the inline color-scheme; the repeats changed nothing.
      expect(writes).toHaveLength(2);
      observer.disconnect();
      stop();
    });
  });
});
