import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedeemPointsPage } from '@/features/points/components/RedeemPointsPage';
import type { RedeemTab } from '@/features/points/lib/redeem-params';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { PointsHistoryEntry, Prize, UserPrize } from '@/shared/schemas/rewards';
import { i18n, renderInRouter } from '../../render';
import { errorResponse, list, mockApi, signIn } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => {
  hideAlert();
  signIn();
});

const prize = (id: number, title: string, price: number): Prize => ({
  id,
  title,
  description: null,
  price,
  stock: null,
  prize_images: [{ url: `/media/prizes/${id}.webp` }],
});

const entry = (
  id: number,
  points: number,
  reason: PointsHistoryEntry['reason'],
  customReason: string | null = null,
): PointsHistoryEntry => ({
  id,
  created_at: '2026-11-20T10:00:00.000Z',
  reason,
  custom_reason: customReason,
  points,
});

const userPrize = (id: number, status: UserPrize['status'], title: string): UserPrize => ({
  id,
  prize: prize(100 + id, title, 500),
  status,
  created_at: '2026-11-19T10:00:00.000Z',
  claim_information: null,
  rejection_reason: null,
});

const history = (entries: PointsHistoryEntry[], balance: number) => list(entries, { balance });

function renderPage(tab: RedeemTab) {
  return renderInRouter(<RedeemPointsPage tab={tab} page={1} onTabChange={() => undefined} />);
}

describe('RedeemPointsPage', () => {
  it('shows the balance, prices with the free label, and the link to the mobile app', async () => {
    mockApi({
      'GET prizes/points-history': () => history([], 120),
      'GET prizes/available': () => Response.json({ data: [prize(1, 'Sticker pack', 0), prize(2, 'Mug', 1500)] }),
    });
    await renderPage('available-prizes');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('120');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('Free')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1500 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exchange points in the mobile app' })).toHaveAttribute(
      'href',
      '/exchange-points-in-mobile-app',
    );
  });

  it("buys after confirmation, says 'prize claimed' and refreshes profile, prizes and history", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET prizes/points-history': () => history([], 2000),
      'GET prizes/available': () => Response.json({ data: [prize(2, 'Mug', 1500)] }),
      'POST prizes/available/2': () => Response.json(userPrize(9, 'pending', 'Mug'), { status: 201 }),
    });
    const { queryClient } = await renderPage('available-prizes');
    queryClient.setQueryData(['me', 'profile'], { id: 7 });
    queryClient.setQueryData(['me', 'prizes', 1], { data: [], metadata: { pages_count: 0, count: 0 } });

    await user.click(await screen.findByRole('button', { name: 'Buy Mug' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy this prize?' });
    expect(api.requests('POST', 'prizes/available/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));

    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Prize claimed' }));
    const [purchase] = api.requests('POST', 'prizes/available/2');
    expect(purchase?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(['me', 'profile'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['me', 'prizes', 1])?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.requests('GET', 'prizes/available')).toHaveLength(2));
    await waitFor(() => expect(api.requests('GET', 'prizes/points-history')).toHaveLength(2));
  });

  it('disables buying a prize the balance does not cover and says how many points are missing', async () => {
    mockApi({
      'GET prizes/points-history': () => history([], 10),
      'GET prizes/available': () => Response.json({ data: [prize(1, 'Sticker pack', 10), prize(2, 'Mug', 150)] }),
    });
    await renderPage('available-prizes');
    const mug = await screen.findByRole('button', { name: 'Buy Mug' });
    await waitFor(() => expect(mug).toBeDisabled());
    expect(mug).toHaveAccessibleDescription('You are 140 points short');
    expect(screen.getByRole('button', { name: 'Buy Sticker pack' })).toBeEnabled();
  });

  it("answers NotEnoughPoints with 'You don't have enough points' (the balance changed meanwhile)", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET prizes/points-history': () => history([], 2000),
      'GET prizes/available': () => Response.json({ data: [prize(2, 'Mug', 1500)] }),
      'POST prizes/available/2': () => errorResponse(409, 'NotEnoughPoints'),
    });
    await renderPage('available-prizes');
    await user.click(await screen.findByRole('button', { name: 'Buy Mug' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: "You don't have enough points" }));
  });

  it('lists the points history with +N and -N and the reasons', async () => {
    mockApi({
      'GET prizes/points-history': () =>
        history([entry(3, -1500, 'buy_prize'), entry(2, 50, 'other', 'popular_deal'), entry(1, 10, 'daily_points')], 560),
    });
    await renderPage('points-history');
    const rows = within(await screen.findByRole('list', { name: 'Points history' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Prize purchase.*-1500$/),
      expect.stringMatching(/Popular deal.*\+50$/),
      expect.stringMatching(/Daily bonus.*\+10$/),
    ]);
  });

  it('shows an empty history and a list error with a retry', async () => {
    const api = mockApi({ 'GET prizes/points-history': () => errorResponse(500, 'InternalError') });
    await renderPage('points-history');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    api.routes['GET prizes/points-history'] = () => history([], 0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No points yet/)).toBeInTheDocument();
  });

  it('shows prize statuses, success as accepted, and sends claim information for a pending one', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET prizes/points-history': () => history([], 0),
      'GET prizes': () =>
        list([
          userPrize(3, 'pending', 'Hoodie'),
          userPrize(2, 'success', 'Mug'),
          { ...userPrize(1, 'rejected', 'Cap'), claim_information: 'Size M', rejection_reason: 'Out of stock, points returned' },
        ]),
      'POST prizes/3': (call) =>
        Response.json({
          ...userPrize(3, 'pending', 'Hoodie'),
          claim_information: (call.body as { claim_information: string }).claim_information,
        }),
    });
    await renderPage('my-prizes');
    const rows = within(await screen.findByRole('list', { name: 'My prizes' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Accepted')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Rejected')).toBeInTheDocument();
    // The team's reason under its own label, apart from what the user sent.
    expect(within(rows[2]!).getByText('Reason for rejection').parentElement).toHaveTextContent(
      /^Reason for rejectionOut of stock, points returned$/,
    );
    expect(within(rows[2]!).getByText(/Claim information sent/)).toHaveTextContent('Claim information sent: Size M');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Send claim information' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Claim information is required')).toBeInTheDocument();
    expect(api.requests('POST', 'prizes/3')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Claim information/), '  ul. Prosta 1, Warszawa, size L ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.requests('POST', 'prizes/3')).toHaveLength(1));
    expect(api.requests('POST', 'prizes/3')[0]?.body).toEqual({ claim_information: 'ul. Prosta 1, Warszawa, size L' });
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Claim information sent' }));
  });
});
