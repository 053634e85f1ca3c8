import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlert, hideAlert } from '@/lib/alerts';
import type { Role } from '@/shared/schemas/moderation';
import type { AppealForOperator } from '@/shared/schemas/moderation-appeals';
import { renderApp } from '../../app/render-app';
import { errorResponse, list, makeAppeal, makeDecision, mockConsoleApi, signIn } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  hideAlert();
});

async function openAppeals(routes: Parameters<typeof mockConsoleApi>[1], path = '/moderation/appeals', role: Role = 'moderator') {
  signIn();
  const api = mockConsoleApi(role, routes);
  const user = userEvent.setup();
  const router = await renderApp(path);
  return { api, user, router };
}

const appealCard = async (title: RegExp) => (await screen.findByRole('listitem', { name: title })) as HTMLElement;

describe('appeals page', { timeout: 20_000 }, () => {
  it('shows each open appeal: the member, the item, the appealed decision and the member’s words', async () => {
    const { api } = await openAppeals({ 'GET moderation/appeals': () => list([makeAppeal()]) });
    const card = await appealCard(/Okazja: odwołanie od decyzji „Ukrycie”/);
    expect(within(card).getByRole('link', { name: 'lowca_okazji' })).toHaveAttribute('href', '/profile/33');
    expect(within(card).getByRole('link', { name: 'Słuchawki Sony WH-1000XM5 za 999 zł' })).toHaveAttribute(
      'href',
      '/deals/12/sluchawki-sony',
    );
    expect(within(card).getByText('ukryte')).toBeInTheDocument();
    const decision = within(card).getByRole('region', { name: 'Decyzja, od której się odwołano' });
    expect(within(decision).getByText('Ukrycie')).toBeInTheDocument();
    expect(within(decision).getByRole('link', { name: 'Linki afiliacyjne i współpraca' })).toHaveAttribute(
      'href',
      '/publication-rules#affiliate',
    );
    expect(within(decision).getByText('Link afiliacyjny bez oznaczenia.')).toBeInTheDocument();
    expect(within(decision).getByText(/20 lis 2026/)).toBeInTheDocument();
    expect(within(card).getByText('To nie był link afiliacyjny, tylko zwykły link do sklepu.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Uwzględnij' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Odrzuć' })).toBeEnabled();
    expect(api.requests('GET', 'moderation/appeals')[0]?.query.get('status')).toBe('open');
    expect(screen.getByRole('tab', { name: 'Otwarte' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when no appeal is waiting', async () => {
    await openAppeals({ 'GET moderation/appeals': () => list([]) });
    expect(await screen.findByText('Nie ma oczekujących odwołań. Gdy ktoś odwoła się od decyzji, zobaczysz to tutaj.')).toBeInTheDocument();
  });

  it('asks for the chosen status and shows how decided appeals ended, without decision buttons', async () => {
    const rejected = makeAppeal({
      status: 'rejected',
      outcome: makeDecision({ id: 41, action: 'uphold', reason: 'Decyzja pozostaje w mocy.', decided_at: '2026-11-23T08:00:00.000Z' }),
    });
    const { api, user, router } = await openAppeals({
      'GET moderation/appeals': (call) => list(call.query.get('status') === 'rejected' ? [rejected] : []),
    });
    await user.click(await screen.findByRole('tab', { name: 'Odrzucone' }));
    const outcome = within(await appealCard(/odwołanie od decyzji/)).getByRole('region', { name: 'Rozstrzygnięcie' });
    expect(within(outcome).getByText('Odrzucenie odwołania')).toBeInTheDocument();
    expect(within(outcome).getByText('Decyzja pozostaje w mocy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uwzględnij' })).not.toBeInTheDocument();
    expect(router.state.location.search).toEqual({ status: 'rejected' });
    expect(api.requests('GET', 'moderation/appeals').at(-1)?.query.get('status')).toBe('rejected');
  });

  it('does not let an operator decide an appeal against their own decision, and says why', async () => {
    await openAppeals({ 'GET moderation/appeals': () => list([makeAppeal({ decided_by_me: true })]) });
    const card = await appealCard(/odwołanie od decyzji/);
    const grant = within(card).getByRole('button', { name: 'Uwzględnij' });
    expect(grant).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Odrzuć' })).toBeDisabled();
    expect(grant).toHaveAccessibleDescription(
      'Nie możesz rozpatrzyć odwołania od własnej decyzji. Zrobi to inny moderator lub administrator.',
    );
  });

  it('needs the reason the member reads, then grants with it, confirms and refreshes the list', async () => {
    let appeals: AppealForOperator[] = [makeAppeal()];
    const { api, user } = await openAppeals({
      'GET moderation/appeals': () => list(appeals),
      'POST moderation/appeals/5': (call) => {
        appeals = [];
        return Response.json({ ...makeAppeal(), status: 'granted', body: call.body });
      },
    });
    await user.click(within(await appealCard(/odwołanie od decyzji/)).getByRole('button', { name: 'Uwzględnij' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uwzględnij odwołanie' });
    await user.click(within(dialog).getByRole('button', { name: 'Uwzględnij odwołanie' }));
    expect(within(dialog).getByText('Napisz uzasadnienie, które przeczyta użytkownik')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Uzasadnienie dla użytkownika');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Uwzględnij odwołanie' }));
    expect(api.requests('POST', 'moderation/appeals/5')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: /Dziękujemy za wyjaśnienie/ }));
    expect(reason).toHaveValue('Dziękujemy za wyjaśnienie. Decyzja była błędna i ją cofnęliśmy.');
    await user.type(reason, ' Okazja wróciła.');
    await user.click(within(dialog).getByRole('button', { name: 'Uwzględnij odwołanie' }));

    await waitFor(() =>
      expect(getAlert()).toMatchObject({ type: 'success', message: 'Odwołanie uwzględnione. lowca_okazji dostanie uzasadnienie.' }),
    );
    expect(api.requests('POST', 'moderation/appeals/5')[0]?.body).toEqual({
      outcome: 'granted',
      reason: 'Dziękujemy za wyjaśnienie. Decyzja była błędna i ją cofnęliśmy. Okazja wróciła.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/Nie ma oczekujących odwołań/)).toBeInTheDocument();
  });

  it('shows the server’s 403 in the dialog and keeps the reason', async () => {
    const { user } = await openAppeals({
      'GET moderation/appeals': () => list([makeAppeal()]),
      'POST moderation/appeals/5': () => errorResponse(403, 'Forbidden'),
    });
    await user.click(within(await appealCard(/odwołanie od decyzji/)).getByRole('button', { name: 'Odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć odwołanie' });
    await user.type(within(dialog).getByLabelText('Uzasadnienie dla użytkownika'), 'Treść narusza zasady.');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć odwołanie' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Serwer odmówił: nie możesz rozpatrzyć tego odwołania. To odwołanie od Twojej decyzji albo nie masz już uprawnień moderatora.',
    );
    expect(within(dialog).getByLabelText('Uzasadnienie dla użytkownika')).toHaveValue('Treść narusza zasady.');
    expect(getAlert()).toBeNull();
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    const { user } = await openAppeals({
      'GET moderation/appeals': () => (fail ? errorResponse(500, 'InternalError') : list([makeAppeal()])),
    });
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await appealCard(/odwołanie od decyzji/)).toBeInTheDocument();
  });

  it('tells a member the console is for operators only, and says the same when the server answers 403', async () => {
    await openAppeals({ 'GET moderation/appeals': () => list([makeAppeal()]) }, '/moderation/appeals', 'member');
    expect(await screen.findByRole('heading', { name: 'Ta strona jest dla moderatorów' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /odwołanie od decyzji/ })).not.toBeInTheDocument();
  });

  it('says the console is for operators when the server refuses the list', async () => {
    await openAppeals({ 'GET moderation/appeals': () => errorResponse(403, 'Forbidden') });
    expect(await screen.findByText('Panel moderacji jest dostępny tylko dla moderatorów i administratorów.')).toBeInTheDocument();
  });
});
