import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddDealPage } from '@/features/deals/components/AddDealPage';
import { ProfileForm } from '@/features/account/components/ProfileForm';
import { hideAlert } from '@/lib/alerts';
import { renderInRouter } from '../../render';
import { makeUser, mockApi } from '../account/helpers';
import { createCommunityClient, fakeApi, signIn } from '../deals/community-fixtures';

beforeEach(() => {
  hideAlert();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const refused = (field: string, message: string, rule: string) => ({
  status: 422,
  body: { timestamp: '', message, errorCode: 'ContentRefused', rule, field },
});

describe('content a publication rule refuses', () => {
  it('is explained at the deal form’s field with the rule link, keeping everything typed', async () => {
    signIn();
    const user = userEvent.setup();
    fakeApi(({ method }) =>
      method === 'POST'
        ? refused('title', 'Tytuł łamie zasadę „Czego nie publikujemy”.', 'prohibited')
        : { status: 200, body: { data: [], metadata: { pages_count: 0, count: 0 } } },
    );
    const { router } = await renderInRouter(<AddDealPage />, '/add-deal', createCommunityClient());
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://shop.example/konsola');
    await user.type(screen.getByRole('textbox', { name: 'Tytuł' }), 'Konsola podróbka');
    await user.type(screen.getByRole('textbox', { name: 'Opis' }), 'Dobra cena');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategoria' }), 'electronics');
    await user.click(screen.getByRole('button', { name: 'Dodaj okazję' }));

    const title = screen.getByRole('textbox', { name: 'Tytuł' });
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Tytuł łamie zasadę „Czego nie publikujemy”./));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Konsola podróbka');
    expect(screen.getByRole('textbox', { name: 'Opis' })).toHaveValue('Dobra cena');
    const field = title.closest('div') as HTMLElement;
    expect(within(field).getByRole('link', { name: 'Czego nie publikujemy' })).toHaveAttribute('href', '/publication-rules#prohibited');
    expect(router.state.location.pathname).toBe('/add-deal');
  });

  it('is explained at the username of the profile form', async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'PUT users': () =>
        Response.json(
          {
            timestamp: '',
            message: 'Ta nazwa łamie zasadę „Co można publikować”.',
            errorCode: 'ContentRefused',
            rule: 'what-to-post',
            field: 'username',
          },
          { status: 422 },
        ),
    });
    await renderInRouter(<ProfileForm user={makeUser()} />);
    const name = screen.getByRole('textbox', { name: 'Nazwa wyświetlana' });
    await user.clear(name);
    await user.type(name, 'zakazana nazwa');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Ta nazwa łamie zasadę „Co można publikować”.')).toBeInTheDocument();
    expect(name).toHaveValue('zakazana nazwa');
    expect(screen.getByRole('link', { name: 'Co można publikować' })).toHaveAttribute('href', '/publication-rules#what-to-post');
  });
});
