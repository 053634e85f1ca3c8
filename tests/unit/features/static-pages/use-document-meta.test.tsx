import { renderHook } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDocumentMeta, useDocumentTitle } from '@/lib/use-document-title';
import { i18n } from '../../render';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentMeta', () => {
  it('sets the title with the brand and the meta description, and follows changes', () => {
    const { rerender } = renderHook((props: { title: string; description: string }) => useDocumentMeta(props), {
      wrapper,
      initialProps: { title: 'Kontakt', description: 'Jak się z nami skontaktować.' },
    });
    expect(document.title).toBe('Kontakt · Okazje');
    expect(description()).toBe('Jak się z nami skontaktować.');
    rerender({ title: 'FAQ', description: 'Pytania i odpowiedzi.' });
    expect(document.title).toBe('FAQ · Okazje');
    expect(description()).toBe('Pytania i odpowiedzi.');
  });

  it('a page with a title only replaces the previous page description with the site description', () => {
    renderHook(() => useDocumentMeta({ title: 'A', description: 'Opis strony A.' }), { wrapper });
    renderHook(() => useDocumentTitle('B'), { wrapper });
    expect(document.title).toBe('B · Okazje');
    expect(description()).not.toBe('Opis strony A.');
    expect(description()).toMatch(/okazji|deal/i);
  });
});
