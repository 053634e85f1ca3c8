import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DealCard } from '@/features/deals/components/DealCard';
import { DealPage } from '@/features/deals/components/DealPage';
import { PriceHistory } from '@/features/deals/components/PriceHistory';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { PricePoint } from '@/shared/schemas/deal';
import { createTestQueryClient, i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, makeDetail } from './community-fixtures';
import { makeDeal } from './fixtures';

const NB = '\u00a0';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => vi.unstubAllGlobals());

/** The deal page with the price history answered by `history` (or by a failure). */
async function renderDealPage(deal = makeDetail(), history: PricePoint[] | 'failure' = []) {
  const api = fakeApi(({ path }) =>
    path === `/api/deals/${deal.id}/price-history`
      ? history === 'failure'
        ? error(500, 'InternalError')
        : { status: 200, body: { data: history } }
      : { status: 200, body: { data: [] } },
  );
  const result = await renderInRouter(<DealPage deal={deal} />, '/', createCommunityClient());
  return { ...result, api };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const priceCheck = () => screen.getByRole('group', { name: 'Is this discount real?' });

describe('the price check under a deal’s price', () => {
  it('shows the 30-day lowest price and the discount against it beside the advertised one', async () => {
    // 1 299 zł now, 1 799 zł before (-28% advertised), 1 479 zł the lowest of the 30 days before: -12% really.
    await renderDealPage(
      makeDetail({
        new_price: 129_900,
        old_price: 179_900,
        discount: 28,
        lowest_price_30d: 147_900,
        real_discount: 12,
        discount_overstated: true,
      }),
    );
    const check = priceCheck();
    // Text matchers read the non-breaking spaces of prices as spaces.
    expect(check).toHaveTextContent('Lowest price of the 30 days before the reduction: 1 479 zł');
    const bars = within(check).getAllByRole('listitem');
    // The real discount leads, here as in the badge of the price line; the advertised one is named as such.
    expect(bars.map((bar) => bar.textContent)).toEqual(['-12% against the lowest price of 30 days', '-28% advertised discount']);
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-12%');
    expect(screen.getByTestId('discount-badge')).toHaveAttribute('data-level', 'low');
    expect(screen.getByText('advertised: -28%')).toBeInTheDocument();
  });

  it('says neutrally that the advertised discount is overstated, by how much, only when the server says so', async () => {
    const { unmount } = await renderDealPage(
      makeDetail({
        new_price: 129_900,
        old_price: 179_900,
        discount: 28,
        lowest_price_30d: 147_900,
        real_discount: 12,
        discount_overstated: true,
      }),
    );
    // 1 799 / 1 479 = 1.216…: 22% above the low.
    expect(
      within(priceCheck()).getByText(
        'The advertised discount is overstated: the price before the reduction is 22% higher than the lowest price of the 30 days.',
      ),
    ).toBeInTheDocument();
    unmount();

    await renderDealPage(
      makeDetail({
        new_price: 129_900,
        old_price: 149_900,
        discount: 13,
        lowest_price_30d: 145_000,
        real_discount: 10,
        discount_overstated: false,
      }),
    );
    expect(within(priceCheck()).queryByText(/overstated/)).not.toBeInTheDocument();
  });

  it('says when the price is no reduction against the 30-day low', async () => {
    const { unmount } = await renderDealPage(
      makeDetail({
        new_price: 129_900,
        old_price: 179_900,
        discount: 28,
        lowest_price_30d: 129_900,
        real_discount: 0,
        discount_overstated: true,
      }),
    );
    expect(within(priceCheck()).getAllByRole('listitem')[0]).toHaveTextContent('0% no reduction against the lowest price of 30 days');
    unmount();

    await renderDealPage(
      makeDetail({
        new_price: 129_900,
        old_price: 179_900,
        discount: 28,
        lowest_price_30d: 119_900,
        real_discount: -8,
        discount_overstated: true,
      }),
    );
    expect(within(priceCheck()).getAllByRole('listitem')[0]).toHaveTextContent('+8% above the lowest price of 30 days');
  });

  it('gives the lowest price seen in 90 days its badge, and only then', async () => {
    const { unmount } = await renderDealPage(
      makeDetail({ new_price: 129_900, lowest_price_seen: 129_900, lowest_price_seen_since: daysAgo(91) }),
    );
    expect(within(priceCheck()).getByText('Lowest price in 90 days')).toBeInTheDocument();
    // No 30-day price given: the check shows the badge alone.
    expect(priceCheck()).not.toHaveTextContent(/30 days/);
    unmount();

    await renderDealPage(makeDetail({ new_price: 129_900, lowest_price_seen: 119_900, lowest_price_30d: 139_900, real_discount: 7 }));
    expect(within(priceCheck()).queryByText('Lowest price in 90 days')).not.toBeInTheDocument();
  });

  it('claims the lowest price only for the span the prices it compares with cover', async () => {
    const { unmount } = await renderDealPage(
      makeDetail({ new_price: 129_900, lowest_price_seen: 139_900, lowest_price_seen_since: daysAgo(40.5) }),
    );
    expect(within(priceCheck()).getByText('Lowest price in 40 days')).toBeInTheDocument();
    unmount();

    // A price from 35 seconds ago covers no day at all, and a copy cached without the field claims nothing.
    for (const since of [new Date(Date.now() - 35_000).toISOString(), undefined]) {
      const { unmount: next } = await renderDealPage(
        makeDetail({ new_price: 129_900, lowest_price_seen: 139_900, lowest_price_seen_since: since }),
      );
      expect(screen.queryByText(/Lowest price in/)).not.toBeInTheDocument();
      next();
    }
  });

  it('is left out when there is nothing to tell', async () => {
    await renderDealPage(makeDetail({ lowest_price_30d: null, real_discount: null, lowest_price_seen: null }));
    expect(screen.queryByRole('group', { name: 'Is this discount real?' })).not.toBeInTheDocument();
  });
});

const point = (at: string, price: number, dealId: number, currency: PricePoint['currency'] = 'PLN'): PricePoint => ({
  at,
  price,
  currency,
  deal_id: dealId,
});

/** Seven prices of the product over a year; deal 42 (the page's) posted at 1 099 zł and updated to 999 zł. */
const HISTORY: PricePoint[] = [
  point('2025-01-10T09:00:00.000Z', 129_900, 7),
  point('2025-03-02T09:00:00.000Z', 119_900, 8),
  point('2025-05-20T09:00:00.000Z', 89_900, 9),
  point('2025-07-14T09:00:00.000Z', 109_900, 10),
  point('2025-09-01T09:00:00.000Z', 124_900, 11),
  point('2025-11-03T09:00:00.000Z', 109_900, 42),
  point('2025-11-05T09:00:00.000Z', 99_900, 42),
];

describe('the price history of a deal', () => {
  it('asks for the deal’s history and summarises the chart for screen readers', async () => {
    const { api } = await renderDealPage(makeDetail({ id: 42 }), HISTORY);
    expect(screen.getByRole('heading', { level: 2, name: 'Price history' })).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: `Price history: from 899${NB}zł to 1${NB}299${NB}zł, 7 prices` });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(api.requests.filter((request) => request.path === '/api/deals/42/price-history')).toHaveLength(1);
    expect(screen.getByText('This deal: 999 zł')).toBeInTheDocument();
    expect(screen.getByText('Lowest: 899 zł, May 20, 2025')).toBeInTheDocument();
  });

  it('shows the same points as a table, oldest first, with this deal and the lowest price marked', async () => {
    const user = userEvent.setup();
    // Whatever order they arrive in, the table reads in time order.
    await renderDealPage(makeDetail({ id: 42 }), [...HISTORY].reverse());
    await user.click(await screen.findByText('Show as a table'));
    const table = screen.getByRole('table', { name: `Price history: from 899${NB}zł to 1${NB}299${NB}zł, 7 prices` });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Price', 'Note']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Jan 10, 2025', `1${NB}299${NB}zł`, ''],
      ['Mar 2, 2025', `1${NB}199${NB}zł`, ''],
      ['May 20, 2025', `899${NB}zł`, 'Lowest'],
      ['Jul 14, 2025', `1${NB}099${NB}zł`, ''],
      ['Sep 1, 2025', `1${NB}249${NB}zł`, ''],
      ['Nov 3, 2025', `1${NB}099${NB}zł`, 'This deal, earlier price'],
      ['Nov 5, 2025', `999${NB}zł`, 'This deal'],
    ]);
    // The span the prices cover is named, not the twelve months asked for.
    expect(screen.getByText('since Jan 10, 2025')).toBeInTheDocument();
    expect(screen.queryByText('last 12 months')).not.toBeInTheDocument();
    expect(rows[6]).toHaveAttribute('aria-current', 'true');
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('notes a row only where its note differs from the row before', async () => {
    const user = userEvent.setup();
    await renderDealPage(makeDetail({ id: 42 }), [
      point('2025-11-03T09:00:00.000Z', 109_900, 42),
      point('2025-11-03T09:10:00.000Z', 104_900, 42),
      point('2025-11-03T09:20:00.000Z', 101_900, 42),
      point('2025-11-03T09:25:00.000Z', 99_900, 42),
    ]);
    await user.click(await screen.findByText('Show as a table'));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'This deal, earlier price',
      '',
      '',
      'This deal, Lowest',
    ]);
  });

  it('formats the prices in the history’s currency', async () => {
    const user = userEvent.setup();
    await renderDealPage(makeDetail({ id: 42, currency: 'EUR' }), [
      point('2025-06-01T09:00:00.000Z', 24_999, 5, 'EUR'),
      point('2025-06-20T09:00:00.000Z', 19_950, 42, 'EUR'),
    ]);
    await user.click(await screen.findByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Price history: from €199,50 to €249,99, 2 prices' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('€199,50');
  });

  it('draws no chart for fewer than two prices and says why', async () => {
    await renderDealPage(makeDetail({ id: 42 }), [point('2025-11-05T09:00:00.000Z', 99_900, 42)]);
    expect(await screen.findByText(/Not enough prices for a chart yet/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Price history/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Show as a table')).not.toBeInTheDocument();
  });

  it('says so when the history cannot be loaded, and keeps the rest of the page', async () => {
    await renderDealPage(makeDetail({ id: 42 }), 'failure');
    expect(await screen.findByText('The price history could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('has no history section for a deal without a price', async () => {
    const { api } = await renderDealPage(makeDetail({ id: 42, new_price: null, old_price: null, discount: null }), HISTORY);
    expect(screen.queryByRole('heading', { name: 'Price history' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.endsWith('/price-history'))).toHaveLength(0);
  });

  it('is rendered by the server as its reserved space and hydrates without a mismatch', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(() => ({ status: 200, body: { data: HISTORY } }));
    const ui = (client = createTestQueryClient()) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <PriceHistory dealId={42} />
        </QueryClientProvider>
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui());
    // The server writes the skeleton in the chart's place: the page keeps that height for the chart.
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui(), { onRecoverableError: (cause) => mismatches.push(cause) }));
    await within(container).findByRole('img', { name: /Price history: from/ });
    expect(mismatches).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

describe('the discount badge of a card', () => {
  it('shows the discount against the 30-day low in place of the advertised one, and says so', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ discount: 28, real_discount: 12 })} />);
    const badge = screen.getByTestId('discount-badge');
    expect(badge).toHaveTextContent('-12%');
    expect(badge).toHaveAttribute('data-level', 'low');
    expect(badge.parentElement).toHaveTextContent('-12%against the lowest price of 30 days');
    expect(screen.queryByText('-28%')).not.toBeInTheDocument();
    // The advertised figure is still there, but only named as advertised.
    expect(screen.getByText('advertised: -28%')).toBeInTheDocument();
  });

  it('shows one labelled badge when the two agree, and without the 30-day low only the advertised figure, named so', async () => {
    const { unmount } = await renderInRouter(<DealCard deal={makeDeal({ discount: 28, real_discount: 28 })} />);
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-28%');
    expect(screen.getByTestId('discount-badge').parentElement).toHaveTextContent('-28%against the lowest price of 30 days');
    expect(screen.queryByText(/advertised/)).not.toBeInTheDocument();
    unmount();
    // The advertised discount is never the headline: no badge, a muted note saying whose figure it is.
    await renderInRouter(<DealCard deal={makeDeal({ discount: 28, real_discount: null })} />);
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.getByText('advertised: -28%')).toBeInTheDocument();
    expect(screen.queryByText(/lowest price of 30 days/)).not.toBeInTheDocument();
  });

  it('shows no discount badge when the price is no lower than the 30-day low, and says why', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ discount: 28, real_discount: 0 })} />);
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.getByText('no reduction against the lowest price of 30 days')).toBeInTheDocument();
    expect(screen.getByText('advertised: -28%')).toBeInTheDocument();
  });

  it('shows a discount against the 30-day low even without an advertised one', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ old_price: null, discount: null, real_discount: 9 })} />);
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-9%');
  });
});
