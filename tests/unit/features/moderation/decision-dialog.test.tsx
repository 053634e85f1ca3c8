import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionDialog, type DecisionRequest } from '@/components/moderation/DecisionDialog';
import type { DecisionAction } from '@/shared/schemas/moderation';
import { renderWithProviders } from '../../render';
import { decision, errorResponse, mockConsoleApi, signIn } from './helpers';

afterEach(() => vi.unstubAllGlobals());

/** An opener button and the dialog, as the console and the deal page use it. */
function Harness({ action = 'hide', entityType = 'deal' }: { action?: DecisionAction; entityType?: 'deal' | 'comment' }) {
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  return (
    <>
      <button type="button" onClick={() => setRequest({ entity_type: entityType, entity_id: 12, action, itemText: 'Słuchawki XYZ' })}>
        Otwórz
      </button>
      <DecisionDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0], routes: Parameters<typeof mockConsoleApi>[1] = {}) {
  signIn();
  const api = mockConsoleApi('moderator', routes);
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Otwórz' }));
  return { api, user, dialog: screen.getByRole('dialog') };
}

describe('the decision dialog', () => {
  it('will not hide without a rule and a reason, and says so at the fields', async () => {
    const { api, user, dialog } = await openDialog({ action: 'hide' });
    expect(dialog).toHaveAccessibleName('Ukryj okazję');
    await user.click(within(dialog).getByRole('button', { name: 'Ukryj' }));

    expect(within(dialog).getByLabelText('Naruszona zasada publikacji')).toHaveAccessibleDescription(
      'Wybierz zasadę, którą narusza ta treść – powiadomienie dla autora zawiera link do niej.',
    );
    expect(within(dialog).getByLabelText('Naruszona zasada publikacji')).toHaveFocus();
    expect(within(dialog).getByText('Napisz uzasadnienie, które przeczyta autor.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Naruszona zasada publikacji'), 'Czego nie publikujemy');
    await user.type(within(dialog).getByLabelText('Uzasadnienie dla autora'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ukryj' }));
    expect(within(dialog).getByLabelText('Uzasadnienie dla autora')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('POST', 'moderation/decisions')).toHaveLength(0);
  });

  it('offers the templates of the rule picked and for the action: an expiry gets the ending ones', async () => {
    const { user, dialog } = await openDialog({ action: 'expire' });
    expect(dialog).toHaveAccessibleName('Oznacz okazję jako zakończoną');
    await user.selectOptions(within(dialog).getByLabelText('Naruszona zasada publikacji'), 'Co można publikować');
    const templates = within(within(dialog).getByLabelText('Szablon uzasadnienia')).getAllByRole('option');
    expect(templates.map((option) => option.textContent)).toEqual([
      'Wybierz szablon albo napisz własne uzasadnienie…',
      'Oferta się zakończyła',
      'Niedostępna w Polsce',
      'Cena nie jest niższa',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Przeczytaj tę zasadę' })).toHaveAttribute('href', '/publication-rules#what-to-post');
  });

  it('shows the server’s refusal inside the dialog and keeps the text', async () => {
    const { user, dialog } = await openDialog(
      { action: 'hide', entityType: 'comment' },
      {
        'POST moderation/decisions': () =>
          Response.json(
            { timestamp: '', message: 'reason must be at most 2000 characters long', errorCode: 'ValidationError' },
            { status: 400 },
          ),
      },
    );
    // A comment starts on the comments rule.
    expect(within(dialog).getByLabelText('Naruszona zasada publikacji')).toHaveValue('comments');
    await user.type(within(dialog).getByLabelText('Uzasadnienie dla autora'), 'Wulgaryzmy.');
    await user.click(within(dialog).getByRole('button', { name: 'Ukryj' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Decyzja nie została zapisana');
    expect(alert).toHaveTextContent('Serwer nie przyjął decyzji: reason must be at most 2000 characters long');
    expect(within(dialog).getByLabelText('Uzasadnienie dla autora')).toHaveValue('Wulgaryzmy.');
  });

  it('tells an operator whose own decision was appealed that another one decides', async () => {
    const { user, dialog } = await openDialog(
      { action: 'restore' },
      { 'POST moderation/decisions': () => errorResponse(403, 'Forbidden') },
    );
    // A restore needs no rule and no reason.
    expect(within(dialog).queryByLabelText('Naruszona zasada publikacji')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Przywróć' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('odwołanie rozpatruje ktoś inny z moderacji');
  });

  it('sends a dismissal with its optional note and closes', async () => {
    const { api, user, dialog } = await openDialog(
      { action: 'dismiss' },
      { 'POST moderation/decisions': () => Response.json(decision({ action: 'dismiss', rule: null }), { status: 201 }) },
    );
    await user.type(within(dialog).getByLabelText('Notatka (opcjonalnie)'), 'Okazja zgodna z zasadami.');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć zgłoszenia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST', 'moderation/decisions')[0]?.body).toEqual({
      entity_type: 'deal',
      entity_id: 12,
      action: 'dismiss',
      reason: 'Okazja zgodna z zasadami.',
      rule: null,
    });
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const { user } = await openDialog({ action: 'hide' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Otwórz' })).toHaveFocus();
  });
});
