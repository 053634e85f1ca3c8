import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, LOCALE_STORAGE_KEY, readStoredLocale } from '@/app/i18n';
import { LanguageSwitch } from '@/app/layout/LanguageSwitch';
import { renderWithProviders } from '../render';

const LANGUAGE = msg`Language`;

afterEach(async () => {
  await act(() => activateLocale('pl'));
  localStorage.clear();
});

describe('readStoredLocale', () => {
  it('defaults to Polish, and ignores a locale the app does not ship', () => {
    expect(readStoredLocale()).toBe('pl');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(readStoredLocale()).toBe('pl');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(readStoredLocale()).toBe('en');
  });
});

describe('LanguageSwitch', () => {
  it('switches the UI to English and back without a reload, storing the choice and <html lang>', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageSwitch />
        <p data-testid="sample">
          <Trans>Theme</Trans>
        </p>
      </>,
    );
    const group = screen.getByRole('group', { name: i18n._(LANGUAGE) });
    expect(screen.getByRole('radio', { name: 'Polski' })).toBeChecked();
    expect(screen.getByTestId('sample')).toHaveTextContent('Motyw');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('sample')).toHaveTextContent('Theme'));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(group).toHaveAccessibleName('Language');

    await user.click(screen.getByRole('radio', { name: 'Polski' }));
    await waitFor(() => expect(screen.getByTestId('sample')).toHaveTextContent('Motyw'));
    expect(document.documentElement.lang).toBe('pl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pl');
  });

  it('keeps two switches on one page (footer and settings) as separate groups that agree', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageSwitch />
        <LanguageSwitch />
      </>,
    );
    const [firstEnglish] = screen.getAllByRole('radio', { name: 'English' });
    if (!firstEnglish) throw new Error('no English option');
    await user.click(firstEnglish);
    await waitFor(() => {
      for (const radio of screen.getAllByRole('radio', { name: 'English' })) expect(radio).toBeChecked();
    });
    const names = screen.getAllByRole('radio', { name: 'Polski' }).map((radio) => radio.getAttribute('name'));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
  });
});
