import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/render-app';
import { dealListFetch, makePage } from './fixtures';

const { fetchMock, dealRequests } = dealListFetch({ dealPage: () => makePage(2, 1) });

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('hot tab', () => {
  it('sits between best and new, asks the list by hot rank and links how ranking works', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/?tab=hot&categories=gaming');
    expect(await screen.findByRole('heading', { level: 1, name: /^(Hot deals|Gorące okazje)$/ })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: /Deal tabs|Zakładki okazji/ })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Najlepsze', 'Gorące', 'Nowe']);
    expect(tabs[1]).toHaveAttribute('aria-current', 'page');
    expect(tabs[1]).toHaveAttribute('href', '/?tab=hot&categories=gaming');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const [params] = dealRequests();
    expect(params?.get('sort_by')).toBe('hot');
    expect(params?.has('only_best')).toBe(false);
    expect(params?.get('categories')).toBe('gaming');
    expect(screen.getByRole('link', { name: 'Jak działa ranking?' })).toHaveAttribute('href', '/ranking');
  });

  it('shows the ranking link only on the hot tab', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/?tab=new');
    expect(await screen.findByRole('heading', { level: 1, name: /New deals|Nowe okazje/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jak działa ranking?' })).not.toBeInTheDocument();
    expect(dealRequests()[0]?.get('sort_by')).toBe('newest');
  });

  it('is one of the search sorts too', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/search?query=lego&sort=hot');
    expect(await screen.findByRole('button', { name: 'Gorące' })).toHaveAttribute('aria-pressed', 'true');
    expect(dealRequests()[0]?.get('sort_by')).toBe('hot');
  });
});
