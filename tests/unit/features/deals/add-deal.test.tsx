import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddDealPage } from '@/features/deals/components/AddDealPage';
import { DealPage } from '@/features/deals/components/DealPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, makeDetail, signIn } from './community-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => hideAlert());
afterEach(() => vi.unstubAllGlobals());

describe('AddDealPage', () => {
  it('validates the link, title and description with the §5 messages before sending anything', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => error(500, 'InternalError'));
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    expect(screen.getByText(/reaches the Best tab, you earn 50 points/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    expect(screen.getByText('Link is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();

    const link = screen.getByRole('textbox', { name: 'Link' });
    await user.type(link, 'http://shop.example/deal');
    await user.tab();
    expect(screen.getByText('Enter a valid link e.g: https://www.x-kom.pl')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it('counts title and description characters against their limits', async () => {
    const user = userEvent.setup();
    await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    expect(screen.getByText('0/256')).toBeInTheDocument();
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Konsola');
    expect(screen.getByText('7/256')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxLength', '256');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxLength', '5000');
  });

  it('submits the deal, says so and opens the new deal at its canonical address', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) =>
      method === 'POST' ? { status: 201, body: makeDetail({ id: 77, title: 'Konsola & pad' }) } : { status: 200, body: { data: [] } },
    );
    const { router } = await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), ' https://shop.example/konsola ');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Konsola & pad');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Dobra cena');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/77/konsola-and-pad'));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/deals/',
      body: { url: 'https://shop.example/konsola', title: 'Konsola & pad', description: 'Dobra cena' },
    });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Deal submitted' });
  });
});

describe('AddDealPage failures', () => {
  it('keeps the form and shows the unexpected-error alert when the server refuses', async () => {
    signIn();
    const user = userEvent.setup();
    fakeApi(() => error(500, 'InternalError'));
    const { router } = await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/konsola');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Konsola');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Dobra cena');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'An unexpected error occurred' }));
    expect(router.state.location.pathname).toBe('/add-deal');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Konsola');
  });
});

describe('report as expired', () => {
  it('reports the deal as expired with the §7 body and says the report was sent', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) => (method === 'POST' ? { status: 201, body: { id: 1 } } : { status: 200, body: { data: [] } }));
    await renderInRouter(<DealPage deal={makeDetail({ id: 42 })} />, '/', createCommunityClient());
    await user.click(screen.getByRole('button', { name: 'Report as expired' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Report sent' }));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/reports/',
      body: { entity_id: 42, entity_type: 'deal', reason: 'expired', description: 'deal is expired' },
    });
  });
});
