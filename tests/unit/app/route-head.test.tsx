import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

const descriptions = () => [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));
const canonical = () => [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));

describe("a route's head", () => {
  it('names the page in the tab and describes it, and the next page replaces both instead of adding to them', async () => {
    const router = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
    expect(document.title).toBe('Kontakt · Okazje');
    const [contactDescription] = descriptions();
    expect(contactDescription).toMatch(/Okazje/);
    expect(descriptions()).toHaveLength(1);
    expect(canonical()).toEqual([`${window.location.origin}/contact`]);

    await act(() => router.navigate({ to: '/faq' }));
    await screen.findByRole('heading', { level: 1, name: 'Najczęściej zadawane pytania' });
    expect(document.title).toBe('Najczęściej zadawane pytania · Okazje');
    expect(descriptions()).toHaveLength(1);
    expect(descriptions()[0]).not.toBe(contactDescription);
    expect(canonical()).toEqual([`${window.location.origin}/faq`]);
  });

  it('keeps private pages out of search engines: noindex, and no canonical address', async () => {
    await renderApp('/sign-in');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Zaloguj się · Okazje');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(canonical()).toEqual([]);
  });
});
