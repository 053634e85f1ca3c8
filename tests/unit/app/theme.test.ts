import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readThemePreference, setThemePreference, startThemeSync, THEME_STORAGE_KEY } from '@/app/theme';

type ChangeListener = (event: MediaQueryListEvent) => void;

/** jsdom has no matchMedia: a controllable stand-in for the system colour scheme. */
function mockSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<ChangeListener>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: ChangeListener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: ChangeListener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    set(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

const theme = () => document.documentElement.dataset.theme;

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
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
    mockSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyTheme();
    expect(theme()).toBe('dark');
  });

  it('resolves auto from the system setting', () => {
    mockSystemScheme(true);
    applyTheme('auto');
    expect(theme()).toBe('dark');
  });

  it('stores a choice and applies it at once', () => {
    mockSystemScheme(false);
    setThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(theme()).toBe('dark');
    setThemePreference('light');
    expect(theme()).toBe('light');
  });

  it('follows system changes live in auto, and ignores them for an explicit choice', () => {
    const system = mockSystemScheme(false);
    const stop = startThemeSync();
    expect(theme()).toBe('light');
    system.set(true);
    expect(theme()).toBe('dark');
    setThemePreference('light');
    system.set(false);
    system.set(true);
    expect(theme()).toBe('light');
    stop();
  });
});
