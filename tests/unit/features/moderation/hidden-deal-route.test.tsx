import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../account/helpers';
import { renderApp } from '../../app/render-app';
import { mediaQueryList } from '../../render';
import { errorResponse, mockApi, signIn } from '../../api-stub';
import { makeDetail } from '../deals/community-fixtures';
import { makeDeal } from '../deals/fixtures';

afterEach(() => vi.unstubAllGlobals());
// jsdom has no media queries; the deal gallery asks for its breakpoints, and none match (phone layout).
beforeEach(() => {
  window.matchMedia ??= (query: string) => mediaQueryList(query);
});

const AUTHOR = { id: 1, username: 'autor', avatar_url: null, is_deleted: false, is_new: false };
const hiddenDeal = makeDetail({
  ...makeDeal({ id: 77, title: 'Konsola', user: AUTHOR }),
  moderation: {
    state: 'hidden',
    reason: 'Cena się nie zgadza.',
    rule: 'how-to-post',
    decided_at: '2026-11-20T10:00:00.000Z',
    appeal: { open: false, pending: true, until: '2026-12-04T10:00:00.000Z' },
  },
});
const EMPTY = { data: [], metadata: { pages_count: 0, count: 0 } };

describe('a hidden deal opened at its address', () => {
  it('is asked for again once the session is known, so its author reads why instead of "not found"', async () => {
    signIn();
    let asked = 0;
    // The first answer is the one a guest (the server's render, or a request before the session) gets: 404.
    mockApi(
      {
        'GET deals/77': () => (++asked === 1 ? errorResponse(404, 'NotFound') : Response.json(hiddenDeal)),
        'GET users': () => Response.json(makeUser({ id: AUTHOR.id, username: 'autor' })),
      },
      () => Response.json(EMPTY),
    );
    await renderApp('/deals/77/konsola');

    expect(await screen.findByRole('region', { name: 'Moderator ukrył tę okazję' })).toHaveTextContent('Powód: Cena się nie zgadza.');
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it('stays not found when it really is gone, asking only once more', async () => {
    signIn();
    const api = mockApi(
      {
        'GET deals/78': () => errorResponse(404, 'NotFound'),
        'GET users': () => Response.json(makeUser({ id: AUTHOR.id, username: 'autor' })),
      },
      () => Response.json(EMPTY),
    );
    await renderApp('/deals/78/konsola');

    expect(await screen.findByRole('heading', { name: 'Nie znaleziono okazji' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests('GET', 'deals/78')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests('GET', 'deals/78')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono okazji' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
