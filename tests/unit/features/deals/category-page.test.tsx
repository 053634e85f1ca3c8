import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/render-app';
import { dealListFetch, makePage } from './fixtures';

const { fetchMock, dealRequests } = dealListFetch({ dealPage: () => makePage(2, 3) });

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('category page', () => {
  it('lists the best deals of a known category under its name', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/categories/gaming?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: /(Deals from category|Okazje z kategorii) Gry/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const [params] = dealRequests();
    expect(params?.get('categories')).toBe('gaming');
    expect(params?.get('only_best')).toBe('true');
    expect(params?.get('page')).toBe('2');
  });

  it('accepts the extra category slugs such as iphone', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/categories/iphone');
    expect(await screen.findByRole('heading', { level: 1, name: /iPhone/ })).toBeInTheDocument();
    expect(dealRequests()[0]?.get('categories')).toBe('iphone');
  });

  it('answers an unknown slug with the category not-found page and a way home, without asking the API', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/categories/not-a-category');
    expect(await screen.findByRole('heading', { level: 1, name: /Category not found|Nie znaleziono kategorii/ })).toBeInTheDocument();
    expect(screen.getByText(/There is no such category|Nie ma takiej kategorii/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the home page|Wróć na stronę główną/ })).toHaveAttribute('href', '/');
    expect(dealRequests()).toHaveLength(0);
  });
});
