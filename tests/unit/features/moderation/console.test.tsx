import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlert, hideAlert } from '@/lib/alerts';
import { renderApp } from '../../app/render-app';
import { makeUser } from '../account/helpers';
import { decision, errorResponse, heldItem, list, mockConsoleApi, queueItem, signIn } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  hideAlert();
});

describe('the reports queue', { timeout: 20_000 }, () => {
  it('shows each reported item once, with its reports counted per reason and a link to it', async () => {
    signIn();
    const api = mockConsoleApi('moderator', {
      'GET moderation/reports': () =>
        Response.json(
          list([
            queueItem(),
            queueItem({
              entity_type: 'comment',
              entity_id: 77,
              reports_count: 1,
              reasons: { offensive: 1 },
              item: { text: 'Ty ośle', author: { id: 6, username: 'kłótnik' }, url: '/deals/12#comment-77', hidden: false },
            }),
          ]),
        ),
    });
    await renderApp('/moderation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zgłoszenia' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Zgłoszone elementy' })).getAllByRole('article');
    expect(items).toHaveLength(2);
    const deal = items[0];
    if (!deal) throw new Error('no first item');
    expect(within(deal).getByRole('link', { name: 'Słuchawki XYZ za 99 zł' })).toHaveAttribute('href', '/deals/12');
    expect(within(deal).getByText('3 zgłoszenia:')).toBeInTheDocument();
    const reasons = within(within(deal).getByRole('list', { name: 'Zgłoszenia według powodu' })).getAllByRole('listitem');
    expect(reasons.map((reason) => reason.textContent)).toEqual(['Spam 2', 'Autopromocja 1']);
    expect(within(deal).getByRole('button', { name: 'Oznacz jako zakończoną' })).toBeInTheDocument();
    const comment = items[1];
    if (!comment) throw new Error('no second item');
    expect(within(comment).getByRole('link', { name: 'Ty ośle' })).toHaveAttribute('href', '/deals/12#comment-77');
    // Only deals end; a comment is hidden or its reports dismissed.
    expect(within(comment).queryByRole('button', { name: 'Oznacz jako zakończoną' })).toBeNull();
    expect(within(comment).getByRole('button', { name: 'Odrzuć zgłoszenia' })).toBeInTheDocument();
    expect(screen.getByText('2 zgłoszone elementy czekają, najstarsze na górze')).toBeInTheDocument();
    expect(api.requests('GET', 'moderation/reports')[0]?.query.get('page')).toBe('1');
  });

  it('asks the server again with the reason and type picked, from the first page', async () => {
    signIn();
    const api = mockConsoleApi('admin', { 'GET moderation/reports': () => Response.json(list([queueItem()], 3)) });
    const user = userEvent.setup();
    const router = await renderApp('/moderation?page=2');
    await screen.findByRole('link', { name: 'Słuchawki XYZ za 99 zł' });

    await user.selectOptions(screen.getByLabelText('Powód'), 'Autopromocja');
    await waitFor(() => expect(api.requests('GET', 'moderation/reports').at(-1)?.query.get('reason')).toBe('self_promotion'));
    expect(api.requests('GET', 'moderation/reports').at(-1)?.query.get('page')).toBe('1');

    await user.selectOptions(screen.getByLabelText('Rodzaj'), 'Komentarz');
    await waitFor(() => expect(api.requests('GET', 'moderation/reports').at(-1)?.query.get('entity_type')).toBe('comment'));
    expect(api.requests('GET', 'moderation/reports').at(-1)?.query.get('reason')).toBe('self_promotion');
    expect(router.state.location.search).toEqual({ reason: 'self_promotion', type: 'comment' });
  });

  it('says there is nothing to review when no report is open, and offers all reports when filters find nothing', async () => {
    signIn();
    mockConsoleApi('moderator', { 'GET moderation/reports': () => Response.json(list([])) });
    const user = userEvent.setup();
    await renderApp('/moderation');
    expect(await screen.findByText('Nie ma nic do sprawdzenia.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Powód'), 'Spam');
    expect(await screen.findByText('Żadne otwarte zgłoszenie nie pasuje do tych filtrów.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pokaż wszystkie zgłoszenia' }));
    expect(await screen.findByText('Nie ma nic do sprawdzenia.')).toBeInTheDocument();
  });

  it('hides an item with the rule and reason picked in the dialog, then loads the queue again and confirms', async () => {
    signIn();
    let open = [queueItem()];
    const api = mockConsoleApi('moderator', {
      'GET moderation/reports': () => Response.json(list(open)),
      'POST moderation/decisions': () => {
        open = [];
        return Response.json(decision(), { status: 201 });
      },
    });
    const user = userEvent.setup();
    await renderApp('/moderation');
    await user.click(await screen.findByRole('button', { name: 'Ukryj' }));

    const dialog = screen.getByRole('dialog', { name: 'Ukryj okazję' });
    await user.selectOptions(within(dialog).getByLabelText('Naruszona zasada publikacji'), 'Linki afiliacyjne i współpraca');
    await user.selectOptions(within(dialog).getByLabelText('Szablon uzasadnienia'), 'Autopromocja');
    const reason = within(dialog).getByLabelText('Uzasadnienie dla autora');
    expect((reason as HTMLTextAreaElement).value).toMatch(/^Ta okazja to autopromocja sklepu autora/);
    await user.type(reason, ' Zobacz sklep w opisie.');
    await user.click(within(dialog).getByRole('button', { name: 'Ukryj' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST', 'moderation/decisions')[0]?.body).toEqual({
      entity_type: 'deal',
      entity_id: 12,
      action: 'hide',
      rule: 'affiliate',
      reason: expect.stringMatching(/^Ta okazja to autopromocja sklepu autora.*Zobacz sklep w opisie\.$/),
    });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Ukryto okazję. Autor dostał uzasadnienie.' });
    expect(await screen.findByText('Nie ma nic do sprawdzenia.')).toBeInTheDocument();
  });
});

describe('held content', { timeout: 20_000 }, () => {
  it('approves a held deal in one step and drops it from the list', async () => {
    signIn();
    let held = [
      heldItem(),
      heldItem({
        entity_id: 32,
        hold_reason: 'review_word',
        matched_words: ['kasyno'],
        item: { ...heldItem().item, text: 'Bonus w kasynie' },
      }),
    ];
    const api = mockConsoleApi('moderator', {
      'GET moderation/held': () => Response.json(list(held)),
      'POST moderation/decisions': ({ body }) => {
        held = held.filter((item) => item.entity_id !== (body as { entity_id: number }).entity_id);
        return Response.json(decision({ action: 'approve', entity_id: 31, reason: '', rule: null }), { status: 201 });
      },
    });
    const user = userEvent.setup();
    await renderApp('/moderation/held');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wstrzymane treści' })).toBeInTheDocument();
    expect(screen.getByText('Dopasowane słowa: kasyno')).toBeInTheDocument();
    const first = screen.getAllByRole('article')[0];
    if (!first) throw new Error('no held item');
    await user.click(within(first).getByRole('button', { name: 'Zatwierdź' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rower miejski -40%' })).toBeNull());
    expect(api.requests('POST', 'moderation/decisions')[0]?.body).toEqual({
      entity_type: 'deal',
      entity_id: 31,
      action: 'approve',
      reason: '',
      rule: null,
    });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Zatwierdzono okazję. Jest już widoczna dla wszystkich.' });
    expect(screen.getByRole('link', { name: 'Bonus w kasynie' })).toBeInTheDocument();
  });

  it('says why an approval failed', async () => {
    signIn();
    mockConsoleApi('moderator', {
      'GET moderation/held': () => Response.json(list([heldItem()])),
      'POST moderation/decisions': () => errorResponse(409, 'Conflict'),
    });
    const user = userEvent.setup();
    await renderApp('/moderation/held');
    await user.click(await screen.findByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() =>
      expect(getAlert()).toMatchObject({ type: 'danger', message: expect.stringMatching(/^Ta decyzja niczego nie zmienia/) }),
    );
  });
});

describe('who may open the console', { timeout: 20_000 }, () => {
  it('refuses a member with a clear page and never asks for the queue', async () => {
    signIn();
    const api = mockConsoleApi('member', { 'GET moderation/reports': () => errorResponse(403, 'Forbidden') });
    await renderApp('/moderation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ta strona jest dla moderatorów' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Moderacja' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
    expect(api.requests('GET', 'moderation/reports')).toHaveLength(0);
  });

  it('says the role could not be checked when the profile does not load, and tries again', async () => {
    signIn();
    let profileFails = true;
    mockConsoleApi('moderator', {
      'GET users': () => (profileFails ? errorResponse(500, 'InternalError') : Response.json(makeUser({ role: 'moderator' }))),
      'GET moderation/reports': () => Response.json(list([])),
    });
    const user = userEvent.setup();
    await renderApp('/moderation');
    expect(await screen.findByText(/Nie udało się sprawdzić Twojej roli/)).toBeInTheDocument();
    profileFails = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('navigation', { name: 'Moderacja' })).toBeInTheDocument();
  });

  it('sends a guest to sign in', async () => {
    mockConsoleApi('member');
    const router = await renderApp('/moderation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('gives an operator the tabs, the current one marked', async () => {
    signIn();
    mockConsoleApi('moderator', { 'GET moderation/held': () => Response.json(list([])) });
    await renderApp('/moderation/held');
    const nav = await screen.findByRole('navigation', { name: 'Moderacja' });
    expect(within(nav).getByRole('link', { name: 'Zgłoszenia' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Wstrzymane' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Nic nie czeka.')).toBeInTheDocument();
  });
});
