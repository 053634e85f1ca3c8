import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxPage } from '@/features/inbox/components/InboxPage';
import type { ModerationNotice } from '@/shared/schemas/moderation';
import type { InboxItem } from '@/shared/schemas/rewards';
import { renderInRouter } from '../../render';
import { list, makeInboxItem, mockApi, signIn } from '../points/helpers';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;

function notice(overrides: Partial<ModerationNotice> = {}): ModerationNotice {
  return {
    decision_id: 5,
    entity_type: 'deal',
    entity_id: 41,
    action: 'hide',
    reason: 'Link prowadzi do sklepu z podróbkami.',
    rule: 'prohibited',
    automated: false,
    decided_at: new Date(Date.now() - DAY).toISOString(),
    appeal: { until: new Date(Date.now() + 13 * DAY).toISOString(), url: '/deals/41/klocki-lego' },
    ...overrides,
  };
}

function item(id: number, trigger: InboxItem['trigger'], moderation?: ModerationNotice): InboxItem {
  return makeInboxItem({ id, trigger, ...(moderation ? { moderation } : {}) });
}

const inbox = (items: InboxItem[]) => () => list(items, { unread_count: items.length });
const rows = async () => within(await screen.findByRole('list', { name: 'Powiadomienia' })).getAllByRole('listitem');

describe('moderation notices in the inbox', () => {
  it('gives the author the statement of reasons: reason, rule link and the appeal link until the deadline', async () => {
    mockApi({ 'GET inbox': inbox([item(1, 'moderation_hidden', notice())]) });
    await renderInRouter(<InboxPage />);

    const [row] = (await rows()) as [HTMLElement];
    expect(row).toHaveTextContent('Powód: Link prowadzi do sklepu z podróbkami.');
    expect(within(row).getByRole('link', { name: 'Klocki LEGO' })).toHaveAttribute('href', '/deals/41/klocki-lego');
    expect(within(row).getByRole('link', { name: 'Czego nie publikujemy' })).toHaveAttribute('href', '/publication-rules#prohibited');
    expect(within(row).getByRole('link', { name: 'Odwołaj się od tej decyzji' })).toHaveAttribute('href', '/deals/41/klocki-lego');
  });

  it('drops the appeal link once the deadline has passed, and says when a decision was automated', async () => {
    const expired = notice({
      action: 'expire',
      automated: true,
      appeal: { until: new Date(Date.now() - DAY).toISOString(), url: '/deals/41/klocki-lego' },
    });
    mockApi({ 'GET inbox': inbox([item(1, 'moderation_expired', expired)]) });
    await renderInRouter(<InboxPage />);

    const [row] = (await rows()) as [HTMLElement];
    expect(within(row).queryByRole('link', { name: 'Odwołaj się od tej decyzji' })).toBeNull();
    expect(row).toHaveTextContent('Tę decyzję podjęto automatycznie.');
  });

  it('shows every new trigger with its own words and the right place to go', async () => {
    const suspension = notice({ entity_type: 'user', entity_id: 7, action: 'suspend', reason: 'Spam w komentarzach.', rule: null });
    mockApi({
      'GET inbox': inbox([
        item(1, 'moderation_suspended', { ...suspension, appeal: { until: new Date(Date.now() + DAY).toISOString(), url: '/account' } }),
        item(
          2,
          'moderation_lifted',
          notice({ entity_type: 'user', entity_id: 7, action: 'lift', reason: 'Odwołanie uwzględnione.', appeal: null }),
        ),
        item(3, 'moderation_approved', notice({ action: 'approve', reason: '', rule: null, appeal: null })),
        item(4, 'appeal_outcome', notice({ action: 'uphold', reason: 'Decyzja pozostaje w mocy.', appeal: null })),
        item(5, 'report_outcome', notice({ appeal: null })),
        item(6, 'prize_outcome'),
      ]),
    });
    await renderInRouter(<InboxPage />);

    const [suspended, lifted, approved, appealed, reported, prize] = (await rows()) as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(suspended).toHaveTextContent('Moderator zawiesił Twoje konto: przeczytaj dlaczego');
    expect(lifted).toHaveTextContent('Zawieszenie Twojego konta zostało zniesione');
    expect(approved).toHaveTextContent('Moderator zatwierdził Twoją treść: jest już publiczna');
    expect(appealed).toHaveTextContent('Rozpatrzono Twoje odwołanie');
    expect(reported).toHaveTextContent('Moderator rozpatrzył Twoje zgłoszenie');
    expect(prize).toHaveTextContent('Twoja prośba o nagrodę została rozpatrzona');
    expect(within(suspended).getByRole('link', { name: 'Twoje konto' })).toHaveAttribute('href', '/account');
    expect(suspended).toHaveTextContent('Powód: Spam w komentarzach.');
    expect(within(suspended).getByRole('link', { name: 'Odwołaj się od tej decyzji' })).toHaveAttribute('href', '/account');
    expect(within(lifted).getByRole('link', { name: 'Twoje konto' })).toBeInTheDocument();
    expect(lifted).toHaveTextContent('Odwołanie uwzględnione.');
    expect(within(approved).getByRole('link', { name: 'Klocki LEGO' })).toBeInTheDocument();
    expect(appealed).toHaveTextContent('Powód: Decyzja pozostaje w mocy.');
    expect(within(reported).queryByRole('link', { name: 'Odwołaj się od tej decyzji' })).toBeNull();
    // A prize outcome is one link to the member's prize requests (tests/unit/features/inbox/prize-outcome-item.test.tsx).
    expect(within(prize).getByRole('link')).toHaveAttribute('href', '/account/redeem-points?tab=my-prizes');
  });

  it('marks a notice read when one of its links is followed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET inbox': inbox([item(1, 'moderation_hidden', notice())]),
      'POST inbox/1/read': () => Response.json({}),
    });
    await renderInRouter(<InboxPage />);

    const [row] = (await rows()) as [HTMLElement];
    await user.click(within(row).getByRole('link', { name: 'Klocki LEGO' }));
    await waitFor(() => expect(api.requests('POST', 'inbox/1/read')).toHaveLength(1));
  });
});
