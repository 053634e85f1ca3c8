import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpecialsPage } from '@/features/moderation-editorial/components/SpecialsPage';
import { hideAlert } from '@/lib/alerts';
import type { SpecialForOperator } from '@/shared/schemas/moderation-editorial';
import type { ApiHandler } from '../../api-stub';
import { renderInRouter } from '../../render';
import { mockApi, signIn, special } from './helpers';

beforeEach(() => {
  hideAlert();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<SpecialForOperator> = {}): SpecialForOperator => ({
  id: 4,
  title: 'Black Week w Sklepie',
  retired_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
  offers_count: 3,
  ...overrides,
});

function open(rows: SpecialForOperator[], routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({ 'GET moderation/specials': () => Response.json({ data: rows }), ...routes });
  return { api, rendered: renderInRouter(<SpecialsPage />) };
}

describe('special pages tab', { timeout: 20_000 }, () => {
  it('lists pages with a link to the public page; retired ones have no actions', async () => {
    const { rendered } = open([row(), row({ id: 5, title: 'Stara akcja', retired_at: '2026-11-05T10:00:00.000Z', offers_count: 1 })]);
    await rendered;
    const live = (await screen.findByText('Black Week w Sklepie')).closest('li') as HTMLElement;
    expect(within(live).getByText(/^3 oferty · utworzono 2 lis 2026/)).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Otwórz publiczną stronę: Black Week w Sklepie' })).toHaveAttribute(
      'href',
      '/specials/4',
    );
    const retired = screen.getByText('Stara akcja').closest('li') as HTMLElement;
    expect(within(retired).getByText(/^Wycofano/)).toBeInTheDocument();
    expect(within(retired).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are no pages', async () => {
    await open([]).rendered;
    expect(await screen.findByText('Nie ma jeszcze stron specjalnych.')).toBeInTheDocument();
  });

  it('validates the title and each offer, then sends prices in minor units', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open([], { 'POST moderation/specials': () => Response.json(special(), { status: 201 }) });
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Nowa strona specjalna' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj ofertę' }));
    await user.type(screen.getByLabelText('Oferta 1: link (https)'), 'http://sklep.example/a');
    await user.type(screen.getByLabelText('Oferta 1: cena'), '12,999');
    await user.type(screen.getByLabelText('Link przycisku (https)'), 'nie link');
    await user.click(screen.getByRole('button', { name: 'Utwórz stronę' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(screen.getByLabelText('Tytuł')).toHaveAccessibleDescription('To pole jest wymagane');
    await waitFor(() => expect(screen.getByLabelText('Tytuł')).toHaveFocus());
    expect(screen.getByLabelText('Oferta 1: tytuł')).toHaveAccessibleDescription('To pole jest wymagane');
    expect(screen.getByLabelText('Oferta 1: link (https)')).toHaveAccessibleDescription('Link musi zaczynać się od https://');
    expect(screen.getByLabelText('Oferta 1: cena')).toHaveAccessibleDescription('Podaj cenę, np. 1299,99');
    expect(screen.getByLabelText('Link przycisku (https)')).toHaveAccessibleDescription(
      'Wpisz pełny link, np. https://sklep.example/promocja',
    );
    expect(api.requests('POST', 'moderation/specials')).toHaveLength(0);

    await user.type(screen.getByLabelText('Tytuł'), 'Black Week');
    await user.type(screen.getByLabelText('Oferta 1: tytuł'), 'Konsola');
    await user.clear(screen.getByLabelText('Oferta 1: link (https)'));
    await user.type(screen.getByLabelText('Oferta 1: link (https)'), 'https://sklep.example/konsola');
    await user.clear(screen.getByLabelText('Oferta 1: cena'));
    await user.type(screen.getByLabelText('Oferta 1: cena'), '1 999,99');
    await user.type(screen.getByLabelText('Oferta 1: cena regularna'), '2499');
    await user.selectOptions(screen.getByLabelText('Oferta 1: waluta'), 'EUR');
    await user.clear(screen.getByLabelText('Link przycisku (https)'));
    await user.type(screen.getByLabelText('Kod rabatowy'), 'BW10');
    await user.click(screen.getByRole('button', { name: 'Utwórz stronę' }));
    await waitFor(() => expect(api.requests('POST', 'moderation/specials')).toHaveLength(1));
    expect(api.requests('POST', 'moderation/specials')[0]?.body).toEqual({
      title: 'Black Week',
      description: '',
      desktop_image_url: null,
      mobile_image_url: null,
      coupon_code: 'BW10',
      button_url: null,
      button_text: null,
      instructions: null,
      offers: [
        { title: 'Konsola', url: 'https://sklep.example/konsola', image_url: null, new_price: 199999, old_price: 249900, currency: 'EUR' },
      ],
    });
  });

  it('edits a page: the form is filled from the page (prices in złoty) and saved with PUT', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open([row()], {
      'GET specials/4': () => Response.json(special()),
      'PUT moderation/specials/4': () => Response.json(special()),
    });
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Edytuj: Black Week w Sklepie' }));
    expect(await screen.findByLabelText('Oferta 1: cena')).toHaveValue('1999,99');
    expect(screen.getByLabelText('Oferta 1: cena regularna')).toHaveValue('2499');
    expect(screen.getByLabelText('Tytuł')).toHaveValue('Black Week w Sklepie');
    await user.click(screen.getByRole('button', { name: 'Dodaj ofertę' }));
    await user.type(screen.getByLabelText('Oferta 2: tytuł'), 'Pad');
    await user.type(screen.getByLabelText('Oferta 2: link (https)'), 'https://sklep.example/pad');
    await user.click(screen.getByRole('button', { name: 'Przesuń ofertę 2 w górę' }));
    expect(screen.getByLabelText('Oferta 1: tytuł')).toHaveValue('Pad');
    await user.click(screen.getByRole('button', { name: 'Zapisz stronę' }));
    await waitFor(() => expect(api.requests('PUT', 'moderation/specials/4')).toHaveLength(1));
    const body = api.requests('PUT', 'moderation/specials/4')[0]?.body as { offers: { title: string; new_price: number | null }[] };
    expect(body.offers.map((o) => [o.title, o.new_price])).toEqual([
      ['Pad', null],
      ['Konsola', 199999],
    ]);
  });

  it('retires a page after confirming', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open([row()], { 'DELETE moderation/specials/4': () => new Response(null, { status: 204 }) });
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Wycofaj: Black Week w Sklepie' }));
    const dialog = screen.getByRole('dialog', { name: 'Wycofać stronę specjalną?' });
    await user.click(within(dialog).getByRole('button', { name: 'Wycofaj' }));
    await waitFor(() => expect(api.requests('DELETE', 'moderation/specials/4')).toHaveLength(1));
  });
});
