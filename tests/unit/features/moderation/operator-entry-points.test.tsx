import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '@/app/layout/TopBar';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealPage } from '@/features/deals/components/DealPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { currentUserKey } from '@/domain/current-user';
import { dealKeys } from '@/domain/query-keys';
import type { DealDetail } from '@/shared/schemas/deal';
import type { Role } from '@/shared/schemas/moderation';
import { renderInRouter } from '../../render';
import { makeUser } from '../account/helpers';
import { createCommunityClient, makeDetail } from '../deals/community-fixtures';
import { decision, list, mockConsoleApi, signIn } from './helpers';

beforeEach(() => hideAlert());
afterEach(() => vi.unstubAllGlobals());

const AUTHOR = { id: 9, username: 'autor', avatar_url: null, is_deleted: false, is_new: false };

function CachedDealPage({ id }: { id: number }) {
  const { data } = useSuspenseDeal(id);
  return <DealPage deal={data} />;
}

/** The deal page for a signed-in viewer of `role` (or a guest), the deal read from the cache as the route does. */
async function renderDeal(deal: DealDetail, role: Role | null, routes: Parameters<typeof mockConsoleApi>[1] = {}) {
  const queryClient = createCommunityClient();
  const api = mockConsoleApi(role ?? 'member', {
    'GET deals/votes-status': () => Response.json(list([])),
    // A decision loads the deal again: the server answers it as it stands.
    [`GET deals/${deal.id}`]: () => Response.json(deal),
    ...routes,
  });
  if (role) {
    signIn();
    queryClient.setQueryData(currentUserKey, makeUser({ id: 1, role }));
  }
  queryClient.setQueryData(dealKeys.detail(deal.id), deal);
  await renderInRouter(<CachedDealPage id={deal.id} />, '/', queryClient);
  return { api, queryClient };
}

describe('the operator bar on a deal page', () => {
  it('gives a moderator hide, end, pin and feature', async () => {
    await renderDeal(makeDetail({ id: 42, user: AUTHOR }), 'moderator');
    const bar = screen.getByRole('region', { name: 'Narzędzia moderatora' });
    for (const name of ['Ukryj', 'Oznacz jako zakończoną', 'Przypnij', 'Wyróżnij']) {
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('is not there for a member', async () => {
    await renderDeal(makeDetail({ id: 42, user: AUTHOR }), 'member');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Narzędzia moderatora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Przypnij' })).toBeNull();
  });

  it('is not there for a guest either', async () => {
    await renderDeal(makeDetail({ id: 42, user: AUTHOR }), null);
    expect(screen.queryByRole('region', { name: 'Narzędzia moderatora' })).toBeNull();
  });

  it('offers restoring a hidden deal instead of hiding or ending it', async () => {
    const hidden = makeDetail({
      id: 42,
      user: AUTHOR,
      moderation: { state: 'hidden', reason: 'Spam', rule: 'prohibited', decided_at: '2026-11-27T10:00:00.000Z', appeal: null },
    });
    await renderDeal(hidden, 'admin');
    const bar = screen.getByRole('region', { name: 'Narzędzia moderatora' });
    expect(within(bar).getByText('Ukryta: widzą ją tylko autor i moderacja.')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Przywróć' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Ukryj' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Oznacz jako zakończoną' })).toBeNull();
  });

  it('pins the deal and shows it pinned at once', async () => {
    const user = userEvent.setup();
    const { api } = await renderDeal(makeDetail({ id: 42, user: AUTHOR }), 'moderator', {
      'PUT moderation/deals/42/editorial': () => Response.json({ id: 42, is_pinned: true, is_featured: false }),
    });
    await user.click(screen.getByRole('button', { name: 'Przypnij' }));
    expect(await screen.findByRole('button', { name: 'Odepnij' })).toBeInTheDocument();
    expect(api.requests('PUT', 'moderation/deals/42/editorial')[0]?.body).toEqual({ is_pinned: true });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Okazja przypięta na górze list' });
  });

  it('ends the deal through the decision dialog', async () => {
    const user = userEvent.setup();
    const { api } = await renderDeal(makeDetail({ id: 42, user: AUTHOR }), 'moderator', {
      'POST moderation/decisions': () => Response.json(decision({ action: 'expire', entity_id: 42 }), { status: 201 }),
      'GET deals/42': () => Response.json(makeDetail({ id: 42, user: AUTHOR, expires_at: '2026-11-27T10:00:00.000Z' })),
    });
    await user.click(screen.getByRole('button', { name: 'Oznacz jako zakończoną' }));
    const dialog = screen.getByRole('dialog', { name: 'Oznacz okazję jako zakończoną' });
    await user.selectOptions(within(dialog).getByLabelText('Naruszona zasada publikacji'), 'Co można publikować');
    await user.selectOptions(within(dialog).getByLabelText('Szablon uzasadnienia'), 'Oferta się zakończyła');
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz jako zakończoną' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST', 'moderation/decisions')[0]?.body).toMatchObject({
      entity_type: 'deal',
      entity_id: 42,
      action: 'expire',
      rule: 'what-to-post',
      reason: expect.stringMatching(/^Oferta się zakończyła/),
    });
    expect(getAlert()).toMatchObject({ message: 'Oznaczono okazję jako zakończoną. Autor dostał uzasadnienie.' });
    // The deal came back ended: nothing left to end.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Oznacz jako zakończoną' })).toBeNull());
  });
});

describe('the Moderation link in the account menu', () => {
  async function renderTopBar(role: Role) {
    signIn();
    mockConsoleApi(role);
    const queryClient = createCommunityClient();
    queryClient.setQueryData(currentUserKey, makeUser({ role }));
    await renderInRouter(<TopBar />, '/', queryClient);
  }

  it('is there for an operator, on a desktop and in the phone menu', async () => {
    await renderTopBar('moderator');
    const links = await screen.findAllByRole('link', { name: 'Moderacja', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/moderation');
  });

  it('is not there for a member', async () => {
    await renderTopBar('member');
    await screen.findAllByRole('link', { name: 'Dodaj okazję', hidden: true });
    expect(screen.queryByRole('link', { name: 'Moderacja', hidden: true })).toBeNull();
  });
});
