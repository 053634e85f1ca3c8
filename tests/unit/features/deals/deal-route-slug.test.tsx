import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealCard } from '@/features/deals/components/DealCard';
import { renderApp } from '../../app/render-app';
import { renderInRouter } from '../../render';
import { makeDetail } from './community-fixtures';
import { makeDeal } from './fixtures';

/** No Latin letter or digit: its slug is empty. */
const TITLE = 'Скидка 🔥 限时特价';

const detail = makeDetail({ ...makeDeal({ id: 42, title: TITLE }) });

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (/^\/api\/deals\/42\/?$/.test(url.pathname)) return Response.json(detail);
  return Response.json({ data: [], metadata: { pages_count: 0, count: 0 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('a deal whose title gives no slug, in the app', () => {
  it('opens at /deals/{id} and stays there', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const router = await renderApp('/deals/42');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deals/42');
  });

  it('corrects another address of it to /deals/{id}', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const router = await renderApp('/deals/42/zly-adres');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deals/42');
  });

  it('is linked from its card at /deals/{id}', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ id: 42, title: TITLE })} />);
    expect(screen.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/deals/42');
  });
});
