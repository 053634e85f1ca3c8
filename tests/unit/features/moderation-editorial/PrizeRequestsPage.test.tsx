import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrizeRequestsPage } from '@/features/moderation-editorial/components/PrizeRequestsPage';
import { hideAlert } from '@/lib/alerts';
import type { PrizeRequestForOperator } from '@/shared/schemas/moderation-editorial';
import { renderInRouter } from '../../render';
import { errorResponse, list, mockApi, prizeRequest, signIn } from './helpers';

beforeEach(() => {
  hideAlert();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (status: 'pending' | 'success' | 'rejected' = 'pending', onStatusChange = vi.fn()) =>
  renderInRouter(<PrizeRequestsPage status={status} page={1} onStatusChange={onStatusChange} />);

describe('prize requests tab', { timeout: 20_000 }, () => {
  it('shows each request with the member, the prize, its points, the claim information and the date', async () => {
    const api = mockApi({ 'GET moderation/prize-requests': () => list([prizeRequest()]) });
    await renderPage();
    const card = (await screen.findByText('Kubek Pepper')).closest('li') as HTMLElement;
    expect(within(card).getByText('okazjonalny')).toBeInTheDocument();
    expect(within(card).getByText(/500 punktów/)).toBeInTheDocument();
    expect(within(card).getByText(/20 lis 2026/)).toBeInTheDocument();
    expect(within(card).getByText('Dane do realizacji')).toBeInTheDocument();
    expect(within(card).getByText(/ul\. Długa 5\/2/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Zrealizowano: Kubek Pepper dla okazjonalny' })).toBeInTheDocument();
    expect(api.requests('GET', 'moderation/prize-requests')[0]?.query.get('status')).toBe('pending');
  });

  it('says when no request is waiting, and the filter asks for another status', async () => {
    const onStatusChange = vi.fn();
    mockApi({ 'GET moderation/prize-requests': () => list([]) });
    await renderPage('pending', onStatusChange);
    expect(await screen.findByText('Żadna prośba o nagrodę nie czeka. Dobra robota!')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Odrzucone' }));
    expect(onStatusChange).toHaveBeenCalledWith('rejected');
  });

  it('fulfils a request with POST status success', async () => {
    const api = mockApi({
      'GET moderation/prize-requests': () => list([prizeRequest()]),
      'POST moderation/prize-requests/11': () => Response.json(prizeRequest({ status: 'success' })),
    });
    await renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Zrealizowano:/ }));
    await waitFor(() => expect(api.requests('POST', 'moderation/prize-requests/11')).toHaveLength(1));
    expect(api.requests('POST', 'moderation/prize-requests/11')[0]?.body).toEqual({ status: 'success' });
  });

  it('a rejection requires a reason, explains the points go back, then sends it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET moderation/prize-requests': () => list([prizeRequest()]),
      'POST moderation/prize-requests/11': () => Response.json(prizeRequest({ status: 'rejected', rejection_reason: 'Brak' })),
    });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: /^Odrzuć:/ }));
    const dialog = screen.getByRole('dialog', { name: 'Odrzuć prośbę o nagrodę' });
    expect(within(dialog).getByText(/Punkty \(500\) wrócą do użytkownika okazjonalny/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć i zwróć punkty' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wpisz powód – użytkownik go zobaczy.');
    expect(within(dialog).getByLabelText('Uzasadnienie dla użytkownika')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('POST', 'moderation/prize-requests/11')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Uzasadnienie dla użytkownika'), '  Nagroda wyczerpana  ');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć i zwróć punkty' }));
    await waitFor(() => expect(api.requests('POST', 'moderation/prize-requests/11')).toHaveLength(1));
    expect(api.requests('POST', 'moderation/prize-requests/11')[0]?.body).toEqual({ status: 'rejected', reason: 'Nagroda wyczerpana' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a 409 says someone else decided and refreshes the list', async () => {
    let requests: PrizeRequestForOperator[] = [prizeRequest()];
    const api = mockApi({
      'GET moderation/prize-requests': () => list(requests),
      'POST moderation/prize-requests/11': () => {
        requests = [];
        return errorResponse(409, 'Conflict');
      },
    });
    await renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Zrealizowano:/ }));
    expect(
      await screen.findByText('Ktoś inny już rozpatrzył prośbę o „Kubek Pepper” od okazjonalny. Lista została odświeżona.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Żadna prośba o nagrodę nie czeka. Dobra robota!')).toBeInTheDocument();
    expect(api.requests('GET', 'moderation/prize-requests')).toHaveLength(2);
  });

  it('shows the reason of a rejected request', async () => {
    mockApi({
      'GET moderation/prize-requests': () => list([prizeRequest({ status: 'rejected', rejection_reason: 'Nagroda wyczerpana' })]),
    });
    await renderPage('rejected');
    expect(await screen.findByText('Powód podany użytkownikowi: Nagroda wyczerpana')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Odrzuć:/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    mockApi({ 'GET moderation/prize-requests': () => errorResponse(500, 'InternalError') });
    await renderPage();
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });
});
