import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlert, hideAlert } from '@/lib/alerts';
import type { Role } from '@/shared/schemas/moderation';
import type { MemberForOperator } from '@/shared/schemas/moderation-appeals';
import { renderApp } from '../../app/render-app';
import { errorResponse, list, makeMember, mockConsoleApi, signIn } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  hideAlert();
});

async function openMembers(path: string, members: MemberForOperator[] | (() => Response), viewer: Role = 'moderator', routes = {}) {
  signIn();
  const api = mockConsoleApi(viewer, {
    'GET moderation/users': () => (typeof members === 'function' ? members() : list(members)),
    ...routes,
  });
  const user = userEvent.setup();
  const router = await renderApp(path);
  return { api, user, router };
}

const memberCard = async (name: string) => (await screen.findByRole('listitem', { name: new RegExp(`^${name}`) })) as HTMLElement;

describe('members page', { timeout: 20_000 }, () => {
  it('searches for the address’s ?q= and shows each account’s role, standing, dates, counts and suspension', async () => {
    const { api } = await openMembers('/moderation/members?q=lowca', [
      makeMember(),
      makeMember({ id: 34, username: 'lowca_nowy', email: 'nowy@example.com', level: 'new', suspended_until: '2030-01-10T12:00:00.000Z' }),
    ]);
    const card = await memberCard('lowca_okazji');
    expect(api.requests('GET', 'moderation/users')[0]?.query.get('q')).toBe('lowca');
    expect(screen.getByRole('searchbox', { name: 'Nazwa lub e-mail' })).toHaveValue('lowca');
    expect(within(card).getByRole('link', { name: 'lowca_okazji' })).toHaveAttribute('href', '/profile/33');
    expect(within(card).getByText('lowca@example.com')).toBeInTheDocument();
    expect(within(card).getByText('ID 33 · konto od 1 mar 2026')).toBeInTheDocument();
    expect(within(card).getByText('Członek')).toBeInTheDocument();
    expect(within(card).getByText('Użytkownik')).toBeInTheDocument();
    expect(within(card).getByText('4 okazje')).toBeInTheDocument();
    expect(within(card).getByText('12 komentarzy')).toBeInTheDocument();
    expect(within(card).getByText('3 zgłoszenia treści')).toBeInTheDocument();
    expect(within(card).getByText('1 decyzja wobec konta')).toBeInTheDocument();
    expect(within(card).getByText('brak')).toBeInTheDocument();

    const suspended = await memberCard('lowca_nowy');
    expect(within(suspended).getByText('Nowe konto')).toBeInTheDocument();
    expect(within(suspended).getByText('do 10 sty 2030, 13:00')).toBeInTheDocument();
    expect(within(suspended).getByRole('button', { name: 'Znieś zawieszenie konta lowca_nowy' })).toBeInTheDocument();
  });

  it('puts what is typed in the address after a pause and asks the API for it, never for fewer than 2 characters', async () => {
    const { api, user, router } = await openMembers('/moderation/members', [makeMember()]);
    expect(await screen.findByText(/Wyszukaj użytkownika, by zobaczyć jego konto/)).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Nazwa lub e-mail' });
    await user.type(box, 'l');
    expect(await screen.findByText('Wpisz co najmniej 2 znaki.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.requests('GET', 'moderation/users')).toHaveLength(0);

    await user.type(box, 'owca@example');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'lowca@example' }));
    expect(await memberCard('lowca_okazji')).toBeInTheDocument();
    // Only the text after the pause was asked for, never a prefix typed on the way.
    const asked = new Set(api.requests('GET', 'moderation/users').map((call) => call.query.get('q')));
    expect(asked).toEqual(new Set(['lowca@example']));
  });

  it('says when no account matches, and offers a retry when the search fails', async () => {
    let answer: () => Response = () => list([]);
    const { user } = await openMembers('/moderation/members?q=zzz', () => answer());
    expect(await screen.findByText('Żadne konto nie pasuje do „zzz”.')).toBeInTheDocument();

    answer = () => errorResponse(500, 'InternalError');
    await user.clear(screen.getByRole('searchbox', { name: 'Nazwa lub e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Nazwa lub e-mail' }), 'yyy{Enter}');
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    answer = () => list([makeMember()]);
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await memberCard('lowca_okazji')).toBeInTheDocument();
  });

  it('suspends for a chosen number of days with a required reason and an optional rule', async () => {
    const { api, user } = await openMembers('/moderation/members?q=lowca', [makeMember()], 'moderator', {
      'POST moderation/sanctions': () => Response.json({ id: 50 }, { status: 201 }),
    });
    await user.click(within(await memberCard('lowca_okazji')).getByRole('button', { name: 'Zawieś konto lowca_okazji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zawieś konto lowca_okazji' });
    await user.click(within(dialog).getByRole('radio', { name: '30 dni' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zawieś' }));
    expect(within(dialog).getByText('Napisz uzasadnienie, które przeczyta użytkownik')).toBeInTheDocument();
    expect(api.requests('POST', 'moderation/sanctions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Uzasadnienie dla użytkownika'), 'Spam w komentarzach.');
    await user.selectOptions(within(dialog).getByLabelText('Naruszona zasada publikacji (opcjonalnie)'), 'Czego nie publikujemy');
    await user.click(within(dialog).getByRole('button', { name: 'Zawieś' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Konto lowca_okazji zawieszone na 30 dni.' }));
    expect(api.requests('POST', 'moderation/sanctions')[0]?.body).toEqual({
      user_id: 33,
      days: 30,
      reason: 'Spam w komentarzach.',
      rule: 'prohibited',
    });
  });

  it('takes another number of days, refusing one out of range', async () => {
    const { api, user } = await openMembers('/moderation/members?q=lowca', [makeMember()], 'moderator', {
      'POST moderation/sanctions': () => Response.json({ id: 50 }, { status: 201 }),
    });
    await user.click(within(await memberCard('lowca_okazji')).getByRole('button', { name: 'Zawieś konto lowca_okazji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zawieś konto lowca_okazji' });
    await user.click(within(dialog).getByRole('radio', { name: 'Inna' }));
    const days = within(dialog).getByLabelText('Liczba dni (1–3650)');
    await user.type(days, '4000');
    await user.click(within(dialog).getByRole('button', { name: /Obrażanie innych/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zawieś' }));
    expect(within(dialog).getByText('Wpisz pełną liczbę dni od 1 do 3650')).toBeInTheDocument();
    expect(days).toHaveFocus();
    expect(api.requests('POST', 'moderation/sanctions')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Zawieś' }));
    await waitFor(() => expect(api.requests('POST', 'moderation/sanctions')).toHaveLength(1));
    expect(api.requests('POST', 'moderation/sanctions')[0]?.body).toEqual({
      user_id: 33,
      days: 45,
      reason: 'Obrażanie innych użytkowników w komentarzach.',
      rule: null,
    });
  });

  it('shows the server’s refusal in the sanction dialog', async () => {
    const { user } = await openMembers('/moderation/members?q=lowca', [makeMember()], 'moderator', {
      'POST moderation/sanctions': () => errorResponse(403, 'Forbidden'),
    });
    await user.click(within(await memberCard('lowca_okazji')).getByRole('button', { name: 'Zawieś konto lowca_okazji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zawieś konto lowca_okazji' });
    await user.type(within(dialog).getByLabelText('Uzasadnienie dla użytkownika'), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Zawieś' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Serwer odmówił: tego konta nie można zawiesić/);
  });

  it('lifts a running suspension with the reason the member reads', async () => {
    const { api, user } = await openMembers(
      '/moderation/members?q=lowca',
      [makeMember({ suspended_until: '2030-01-10T12:00:00.000Z' })],
      'moderator',
      { 'POST moderation/sanctions/33/lift': () => Response.json({ id: 51 }, { status: 201 }) },
    );
    await user.click(within(await memberCard('lowca_okazji')).getByRole('button', { name: 'Znieś zawieszenie konta lowca_okazji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Znieś zawieszenie konta lowca_okazji' });
    await user.click(within(dialog).getByRole('button', { name: 'Znieś zawieszenie' }));
    expect(within(dialog).getByText('Napisz uzasadnienie, które przeczyta użytkownik')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Uzasadnienie dla użytkownika'), 'Pomyłka.');
    await user.click(within(dialog).getByRole('button', { name: 'Znieś zawieszenie' }));
    await waitFor(() =>
      expect(getAlert()).toMatchObject({ type: 'success', message: 'Zawieszenie konta lowca_okazji zostało zniesione.' }),
    );
    expect(api.requests('POST', 'moderation/sanctions/33/lift')[0]?.body).toEqual({ reason: 'Pomyłka.' });
  });

  it('never offers to suspend an operator', async () => {
    await openMembers('/moderation/members?q=mod', [makeMember({ id: 2, username: 'mod_anna', role: 'moderator' })], 'admin');
    const card = await memberCard('mod_anna');
    expect(within(card).queryByRole('button', { name: /Zawieś/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Moderatorów i administratorów nie można zawiesić.')).toBeInTheDocument();
  });

  it('shows no role actions to a moderator (admins change roles)', async () => {
    await openMembers('/moderation/members?q=ow', [makeMember(), makeMember({ id: 2, username: 'mod_anna', role: 'moderator' })]);
    await memberCard('lowca_okazji');
    expect(screen.queryByRole('button', { name: /rolę moderatora/ })).not.toBeInTheDocument();
  });

  it('lets an admin make a member a moderator and take the role back, each confirmed first', async () => {
    const { api, user } = await openMembers(
      '/moderation/members?q=ow',
      [makeMember(), makeMember({ id: 2, username: 'mod_anna', role: 'moderator' })],
      'admin',
      {
        'PUT moderation/users/33/role': () => Response.json({ id: 33, username: 'lowca_okazji', role: 'moderator' }),
        'PUT moderation/users/2/role': () => Response.json({ id: 2, username: 'mod_anna', role: 'member' }),
      },
    );
    await user.click(
      within(await memberCard('lowca_okazji')).getByRole('button', { name: 'Nadaj użytkownikowi lowca_okazji rolę moderatora' }),
    );
    const promote = await screen.findByRole('dialog', { name: 'Nadać rolę moderatora?' });
    expect(api.requests('PUT', 'moderation/users/33/role')).toHaveLength(0);
    await user.click(within(promote).getByRole('button', { name: 'Nadaj rolę moderatora' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ message: 'lowca_okazji jest teraz moderatorem.' }));
    expect(api.requests('PUT', 'moderation/users/33/role')[0]?.body).toEqual({ role: 'moderator' });

    await user.click(within(await memberCard('mod_anna')).getByRole('button', { name: 'Odbierz rolę moderatora użytkownikowi mod_anna' }));
    const demote = await screen.findByRole('dialog', { name: 'Odebrać rolę moderatora?' });
    await user.click(within(demote).getByRole('button', { name: 'Odbierz rolę moderatora' }));
    await waitFor(() => expect(api.requests('PUT', 'moderation/users/2/role')[0]?.body).toEqual({ role: 'member' }));
  });
});
