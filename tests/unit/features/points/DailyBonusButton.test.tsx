import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DailyBonusButton } from '@/features/points/components/DailyBonusButton';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { PointsHistoryEntry } from '@/shared/schemas/rewards';
import { i18n, renderWithProviders } from '../../render';
import { errorResponse, list, mockApi, signIn } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => {
  hideAlert();
  signIn();
});

const DAY = 86_400_000;
const daily = (createdAt: Date): PointsHistoryEntry => ({
  id: 1,
  created_at: createdAt.toISOString(),
  reason: 'daily_points',
  custom_reason: null,
  points: 10,
});
const claimResult = { points: 10, balance: 130, next_claim_at: new Date(Date.now() + DAY).toISOString() };

describe('DailyBonusButton', () => {
  it("claims the bonus, says '+N points', then waits for tomorrow and refreshes profile and history", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET prizes/points-history': () => list([daily(new Date(Date.now() - 2 * DAY))], { balance: 120 }),
      'POST users/daily': () => Response.json(claimResult),
    });
    const { queryClient } = renderWithProviders(<DailyBonusButton />);
    queryClient.setQueryData(['me', 'profile'], { id: 7 });
    const button = await screen.findByRole('button', { name: 'Claim the daily bonus' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: '+10 points' }));
    expect(screen.getByRole('button', { name: 'Daily bonus claimed' })).toBeDisabled();
    expect(screen.getByText('Come back tomorrow')).toBeInTheDocument();
    expect(api.requests('POST', 'users/daily')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryState(['me', 'profile'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.requests('GET', 'prizes/points-history')).toHaveLength(2));
  });

  it('treats AlreadyClaimed as the claimed state, not as an error', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET prizes/points-history': () => list([], { balance: 0 }),
      'POST users/daily': () => errorResponse(409, 'AlreadyClaimed'),
    });
    renderWithProviders(<DailyBonusButton />);
    const button = await screen.findByRole('button', { name: 'Claim the daily bonus' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Daily bonus claimed' })).toBeDisabled();
    expect(screen.getByText('Come back tomorrow')).toBeInTheDocument();
    expect(getAlert()).toBeNull();
  });

  it("is already 'come back tomorrow' when today's claim is in the history", async () => {
    mockApi({ 'GET prizes/points-history': () => list([daily(new Date())], { balance: 10 }) });
    renderWithProviders(<DailyBonusButton />);
    expect(await screen.findByRole('button', { name: 'Daily bonus claimed' })).toBeDisabled();
    expect(screen.getByText('Come back tomorrow')).toBeInTheDocument();
  });

  it('shows the generic danger alert when the claim fails otherwise, and stays available', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET prizes/points-history': () => list([], { balance: 0 }),
      'POST users/daily': () => errorResponse(500, 'InternalError'),
    });
    renderWithProviders(<DailyBonusButton />);
    const button = await screen.findByRole('button', { name: 'Claim the daily bonus' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'An unexpected error occurred' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim the daily bonus' })).toBeEnabled());
  });
});
