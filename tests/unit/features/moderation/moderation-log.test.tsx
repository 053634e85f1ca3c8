import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModerationLogPage } from '@/features/moderation-log/components/ModerationLogPage';
import type { PublicLog } from '@/shared/schemas/moderation';
import { mockApi } from '../../api-stub';
import { renderInRouter } from '../../render';

afterEach(() => vi.unstubAllGlobals());

const log: PublicLog = {
  data: [
    {
      id: 12,
      decided_at: '2026-11-20T10:00:00.000Z',
      action: 'hide',
      entity_type: 'deal',
      entity_id: 41,
      url: null,
      rule: 'prohibited',
      reason: 'Link prowadzi do sklepu z podróbkami.',
      decided_by: 'moderator',
      automated: false,
    },
    {
      id: 11,
      decided_at: '2026-11-19T09:00:00.000Z',
      action: 'restore',
      entity_type: 'comment',
      entity_id: 7,
      url: '/deals/40/sluchawki#comment-7',
      rule: null,
      reason: 'Odwołanie uwzględnione.',
      decided_by: 'admin',
      automated: false,
    },
    {
      id: 10,
      decided_at: '2026-10-02T09:00:00.000Z',
      action: 'suspend',
      entity_type: 'user',
      entity_id: 3,
      url: null,
      rule: null,
      reason: 'Spam w komentarzach.',
      decided_by: 'moderator',
      automated: true,
    },
  ],
  metadata: { pages_count: 1, count: 3 },
  monthly: [
    { month: '2026-11', counts: { hide: 4, restore: 1 } },
    { month: '2026-10', counts: { suspend: 2 } },
  ],
};

describe('the public moderation log', () => {
  it('lists each decision with its action, item, rule, reason and the deciding role, and links an item only while visible', async () => {
    const api = mockApi({ 'GET moderation/log': () => Response.json(log) });
    await renderInRouter(<ModerationLogPage page={1} />, '/moderation-log');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dziennik moderacji' })).toBeInTheDocument();
    const entries = within(await screen.findByRole('list', { name: 'Decyzje moderacyjne' })).getAllByRole('listitem');
    expect(entries).toHaveLength(3);

    const [hidden, restored, suspended] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(hidden).toHaveTextContent('Ukrycie');
    expect(hidden).toHaveTextContent('Okazja #41');
    expect(hidden).toHaveTextContent('20 lis 2026');
    expect(hidden).toHaveTextContent('Link prowadzi do sklepu z podróbkami.');
    expect(hidden).toHaveTextContent('Zdecydował: moderator');
    expect(within(hidden).getByRole('link', { name: 'Czego nie publikujemy' })).toHaveAttribute('href', '/publication-rules#prohibited');
    expect(within(hidden).queryByRole('link', { name: /Okazja/ })).toBeNull();

    expect(within(restored).getByRole('link', { name: 'Komentarz #7' })).toHaveAttribute('href', '/deals/40/sluchawki#comment-7');
    expect(restored).toHaveTextContent('Zdecydował: administrator');

    expect(suspended).toHaveTextContent('Zawieszenie konta');
    expect(suspended).toHaveTextContent('Decyzja automatyczna');

    expect(api.requests('GET', 'moderation/log')[0]?.query.get('page')).toBe('1');
  });

  it('never shows an account: no profile links, no usernames, only the role that decided', async () => {
    mockApi({ 'GET moderation/log': () => Response.json(log) });
    await renderInRouter(<ModerationLogPage page={1} />, '/moderation-log');
    await screen.findByRole('list', { name: 'Decyzje moderacyjne' });

    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => href.startsWith('/profile'))).toEqual([]);
    expect(document.body).not.toHaveTextContent(/@|Konto #3/);
  });

  it('shows the decisions per month as a table, with the DSA sentence', async () => {
    mockApi({ 'GET moderation/log': () => Response.json(log) });
    await renderInRouter(<ModerationLogPage page={1} />, '/moderation-log');

    const table = await screen.findByRole('table', { name: 'Decyzje moderacyjne według miesięcy i rodzaju' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Miesiąc', 'Ukrycie', 'Przywrócenie', 'Zawieszenie konta']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['4', '1', '0'],
      ['0', '0', '2'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('listopad 2026');
    expect(screen.getByText(/akt o usługach cyfrowych \(DSA\)/)).toBeInTheDocument();
  });

  it('says so when nothing has been decided yet', async () => {
    mockApi({ 'GET moderation/log': () => Response.json({ data: [], metadata: { pages_count: 0, count: 0 }, monthly: [] }) });
    await renderInRouter(<ModerationLogPage page={1} />, '/moderation-log');

    expect(await screen.findByText('Nie ma jeszcze żadnych decyzji moderacyjnych.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
