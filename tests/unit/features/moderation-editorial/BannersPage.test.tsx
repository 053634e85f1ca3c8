import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannersPage } from '@/features/moderation-editorial/components/BannersPage';
import { hideAlert } from '@/lib/alerts';
import type { BannerForOperator } from '@/shared/schemas/moderation-editorial';
import type { ApiHandler } from '../../api-stub';
import { renderInRouter } from '../../render';
import { banner, errorResponse, mockApi, signIn } from './helpers';

beforeEach(() => {
  hideAlert();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

function open(banners: BannerForOperator[], routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({ 'GET moderation/banners': () => Response.json({ data: banners }), ...routes });
  return { api, rendered: renderInRouter(<BannersPage />) };
}

const picture = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

describe('banners tab', { timeout: 20_000 }, () => {
  it('lists live banners in order with preview, link, Polish locations and clicks; retired ones below', async () => {
    const { rendered } = open([
      banner(2, { position: 1, locations: ['web_sidebar', 'web_gamerzone_hardware_tab'], clicks_30d: 1 }),
      banner(1, { position: 0, url: null, clicks_30d: 5 }),
      banner(3, { retired_at: '2026-11-10T10:00:00.000Z' }),
    ]);
    await rendered;
    const live = within(await screen.findByRole('region', { name: 'Aktywne banery' }));
    const items = live.getAllByRole('listitem').filter((li) => li.querySelector('img'));
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Pozycja 1')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Bez linku')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('5 kliknięć w 30 dni')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Strona główna – najlepsze')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'https://sklep.example/promo-2' })).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Pasek boczny')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Strefa gracza – sprzęt')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('1 kliknięcie w 30 dni')).toBeInTheDocument();
    expect(live.getByRole('img', { name: 'Baner 1' })).toHaveAttribute('src', '/media/banners/1.webp');
    const retired = within(screen.getByRole('region', { name: 'Wycofane banery' }));
    expect(retired.getByText(/^Wycofano/)).toBeInTheDocument();
    expect(retired.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there is no live banner', async () => {
    await open([]).rendered;
    expect(await screen.findByText(/Brak aktywnych banerów/)).toBeInTheDocument();
  });

  it('moves a banner down with an accessible button and sends the new order', async () => {
    const user = userEvent.setup();
    let banners = [banner(1, { position: 0 }), banner(2, { position: 1 }), banner(3, { position: 2 })];
    const api = mockApi({
      'GET moderation/banners': () => Response.json({ data: banners }),
      'PUT moderation/banners/order': (call) => {
        const { ids } = call.body as { ids: number[] };
        banners = banners.map((b) => ({ ...b, position: ids.indexOf(b.id) }));
        return new Response(null, { status: 204 });
      },
    });
    await renderInRouter(<BannersPage />);
    expect(await screen.findByRole('button', { name: 'Przesuń baner 1 w górę' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Przesuń baner 1 w dół' }));
    await waitFor(() => expect(api.requests('PUT', 'moderation/banners/order')).toHaveLength(1));
    expect(api.requests('PUT', 'moderation/banners/order')[0]?.body).toEqual({ ids: [2, 1, 3] });
    expect(screen.getByText('Baner przesunięty na pozycję 2 z 3.')).toBeInTheDocument();
    // Focus stays on the moved banner's button, now the second card's.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Przesuń baner 2 w dół' })).toHaveFocus());
  });

  it('quick moves in a row each send the order that follows the previous one', async () => {
    const user = userEvent.setup();
    let banners = [banner(1, { position: 0 }), banner(2, { position: 1 }), banner(3, { position: 2 })];
    const api = mockApi({
      'GET moderation/banners': () => Response.json({ data: banners }),
      'PUT moderation/banners/order': async (call) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        const { ids } = call.body as { ids: number[] };
        banners = banners.map((b) => ({ ...b, position: ids.indexOf(b.id) }));
        return new Response(null, { status: 204 });
      },
    });
    await renderInRouter(<BannersPage />);
    await user.click(await screen.findByRole('button', { name: 'Przesuń baner 1 w dół' }));
    await user.click(screen.getByRole('button', { name: 'Przesuń baner 2 w dół' }));
    await waitFor(() => expect(api.requests('PUT', 'moderation/banners/order')).toHaveLength(2));
    expect(api.requests('PUT', 'moderation/banners/order').map((c) => c.body)).toEqual([{ ids: [2, 1, 3] }, { ids: [2, 3, 1] }]);
    await waitFor(() => expect(banners.map((b) => b.position)).toEqual([2, 0, 1]));
    expect(screen.getByRole('img', { name: 'Baner 3' })).toHaveAttribute('src', '/media/banners/1.webp');
  });

  it('the form requires a picture and a location and an https link', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open([]);
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Nowy baner' }));
    await user.type(screen.getByLabelText('Link (https)'), 'http://sklep.example/x');
    await user.click(screen.getByRole('button', { name: 'Dodaj baner' }));
    expect(screen.getByText('Wgraj obraz')).toBeInTheDocument();
    expect(screen.getByText('Link musi zaczynać się od https://')).toBeInTheDocument();
    expect(screen.getByText('Wybierz co najmniej jedno miejsce')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Link (https)'));
    await user.type(screen.getByLabelText('Link (https)'), 'nie link');
    await user.tab();
    expect(screen.getByText('Wpisz pełny link, np. https://sklep.example/promocja')).toBeInTheDocument();
    expect(api.requests('POST', 'moderation/banners')).toHaveLength(0);
  });

  it('uploads the picture with the deal pictures’ checks and creates the banner', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api, rendered } = open([], {
      'POST moderation/banners/images': () =>
        Response.json({ image_url: '/media/banners/9.webp', width: 1200, height: 300 }, { status: 201 }),
      'POST moderation/banners': () => Response.json(banner(9), { status: 201 }),
    });
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Nowy baner' }));
    const input = screen.getByLabelText('Obraz banera');
    await user.upload(input, picture('IMG_1.HEIC', 'image/heic'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Nie możemy odczytać zdjęć HEIC/);
    await user.upload(input, picture('duzy.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Maksymalny rozmiar pliku to 10MB');
    expect(api.requests('POST', 'moderation/banners/images')).toHaveLength(0);

    await user.upload(input, picture('baner.webp', 'image/webp'));
    expect(await screen.findByRole('img', { name: 'Podgląd: Obraz banera' })).toHaveAttribute('src', '/media/banners/9.webp');
    expect(api.requests('POST', 'moderation/banners/images')[0]?.body).toBeInstanceOf(FormData);
    await user.type(screen.getByLabelText('Link (https)'), 'https://sklep.example/bw');
    await user.click(screen.getByRole('checkbox', { name: 'Strefa gracza – gry' }));
    await user.click(screen.getByRole('checkbox', { name: 'Strona główna – nowe' }));
    await user.click(screen.getByRole('button', { name: 'Dodaj baner' }));
    await waitFor(() => expect(api.requests('POST', 'moderation/banners')).toHaveLength(1));
    expect(api.requests('POST', 'moderation/banners')[0]?.body).toEqual({
      image_url: '/media/banners/9.webp',
      width: 1200,
      height: 300,
      url: 'https://sklep.example/bw',
      locations: ['web_new_deals', 'web_gamerzone_games_tab'],
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dodaj baner' })).not.toBeInTheDocument());
  });

  it('a picture the server cannot read is named in the error', async () => {
    const user = userEvent.setup();
    const { rendered } = open([], { 'POST moderation/banners/images': () => errorResponse(400, 'ValidationError') });
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Nowy baner' }));
    await user.upload(screen.getByLabelText('Obraz banera'), picture('zepsuty.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('zepsuty.png');
  });

  it('edits a banner with PATCH and retires one after confirming', async () => {
    const user = userEvent.setup();
    const { api, rendered } = open([banner(1, { position: 0, locations: ['web_sidebar'] })], {
      'PATCH moderation/banners/1': () => Response.json(banner(1)),
      'DELETE moderation/banners/1': () => new Response(null, { status: 204 }),
    });
    await rendered;
    await user.click(await screen.findByRole('button', { name: 'Edytuj baner 1' }));
    expect(screen.getByRole('checkbox', { name: 'Pasek boczny' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pasek boczny' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz baner' }));
    expect(screen.getByText('Wybierz co najmniej jedno miejsce')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Strona główna – najlepsze' }));
    expect(screen.queryByText('Wybierz co najmniej jedno miejsce')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz baner' }));
    await waitFor(() => expect(api.requests('PATCH', 'moderation/banners/1')).toHaveLength(1));
    expect(api.requests('PATCH', 'moderation/banners/1')[0]?.body).toMatchObject({ locations: ['web_best_deals'] });

    await user.click(screen.getByRole('button', { name: 'Wycofaj baner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Wycofać baner?' });
    expect(api.requests('DELETE', 'moderation/banners/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Wycofaj' }));
    await waitFor(() => expect(api.requests('DELETE', 'moderation/banners/1')).toHaveLength(1));
  });
});
