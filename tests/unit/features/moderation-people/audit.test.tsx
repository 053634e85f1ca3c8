import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/shared/schemas/moderation';
import { renderApp } from '../../app/render-app';
import { errorResponse, list, makeAuditEntry, mockConsoleApi, signIn } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

async function openAudit(answer: () => Response, viewer: Role = 'admin', path = '/moderation/audit') {
  signIn();
  const api = mockConsoleApi(viewer, { 'GET moderation/audit': answer });
  const user = userEvent.setup();
  const router = await renderApp(path);
  return { api, user, router };
}

describe('operations log', { timeout: 20_000 }, () => {
  it('lists each action with when, who, what, the item and only the keys it changed', async () => {
    const { api } = await openAudit(() =>
      list([
        makeAuditEntry(),
        makeAuditEntry({
          id: 89,
          actor: { id: 2, role: 'moderator' },
          action: 'decision.hide',
          entity_type: 'deal',
          entity_id: 12,
          before: { hidden: false, expires_at: null },
          after: { hidden: true, expires_at: null, decision_id: 40, reason: 'Spam', rule: 'prohibited', reports_closed: 2 },
          created_at: '2026-11-21T08:05:00.000Z',
        }),
        makeAuditEntry({ id: 88, action: 'watched_words.update', entity_type: 'settings', entity_id: 1, before: null, after: null }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Działania moderatorów i administratorów, od najnowszych' });
    const [, roleRow, hideRow, otherRow] = within(table).getAllByRole('row');
    expect(within(roleRow as HTMLElement).getByText('22 lis 2026, 13:00')).toBeInTheDocument();
    expect(within(roleRow as HTMLElement).getByRole('link', { name: '#1' })).toHaveAttribute('href', '/profile/1');
    expect(within(roleRow as HTMLElement).getByText(/Administrator/)).toBeInTheDocument();
    expect(within(roleRow as HTMLElement).getByText('Zmiana roli')).toBeInTheDocument();
    expect(within(roleRow as HTMLElement).getByRole('link', { name: 'Konto #33' })).toHaveAttribute('href', '/profile/33');
    expect(within(roleRow as HTMLElement).getByRole('listitem')).toHaveTextContent('role: "member" → "moderator"');

    expect(within(hideRow as HTMLElement).getByText('Ukrycie')).toBeInTheDocument();
    expect(within(hideRow as HTMLElement).getByRole('link', { name: 'Okazja #12' })).toHaveAttribute('href', '/deals/12');
    const changes = within(hideRow as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'hidden: false → true',
      'decision_id: — → 40',
      'reason: — → "Spam"',
      'rule: — → "prohibited"',
      'reports_closed: — → 2',
    ]);

    expect(within(otherRow as HTMLElement).getByText('watched_words.update')).toBeInTheDocument();
    expect(within(otherRow as HTMLElement).getByText('bez zmian')).toBeInTheDocument();
    expect(api.requests('GET', 'moderation/audit')[0]?.query.get('page')).toBe('1');
  });

  it('asks for the page in the address and offers the other pages', async () => {
    const { api } = await openAudit(() => list([makeAuditEntry()], 3), 'admin', '/moderation/audit?page=2');
    expect(await screen.findByRole('navigation', { name: 'Strony dziennika operacji' })).toBeInTheDocument();
    expect(api.requests('GET', 'moderation/audit')[0]?.query.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Strona 3' })).toHaveAttribute('href', '/moderation/audit?page=3');
  });

  it('says when nothing has been done yet', async () => {
    await openAudit(() => list([]));
    expect(
      await screen.findByText('Nie ma jeszcze żadnych działań. Pojawią się tu decyzje, zawieszenia i zmiany ról.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the log fails to load', async () => {
    let fail = true;
    const { user } = await openAudit(() => (fail ? errorResponse(500, 'InternalError') : list([makeAuditEntry()])));
    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Zmiana roli')).toBeInTheDocument();
  });

  it('is for administrators only: a moderator reads why, and so does anyone the server refuses', async () => {
    await openAudit(() => list([makeAuditEntry()]), 'moderator');
    expect(await screen.findByText('Ta część panelu moderacji jest dostępna tylko dla administratorów.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the same when the server answers 403', async () => {
    await openAudit(() => errorResponse(403, 'Forbidden'));
    expect(await screen.findByText('Ta część panelu moderacji jest dostępna tylko dla administratorów.')).toBeInTheDocument();
  });
});
