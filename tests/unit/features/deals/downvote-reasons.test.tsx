import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealPage } from '@/features/deals/components/DealPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { dealKeys } from '@/domain/query-keys';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealDetail } from '@/shared/schemas/deal';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, makeDetail, setViewer, signIn, type FakeAnswer } from './community-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => hideAlert());
afterEach(() => vi.unstubAllGlobals());

const AUTHOR = { id: 9, username: 'autor', avatar_url: null, is_deleted: false, is_new: false };

function CachedDealPage({ id }: { id: number }) {
  const { data } = useSuspenseDeal(id);
  return <DealPage deal={data} />;
}

/** A server holding the viewer's vote: a plain press toggles, a down-vote carrying a reason stays down. */
function dealServer(deal: DealDetail, reasons: () => FakeAnswer = () => error(403, 'Forbidden')) {
  let votes = deal.votes_count;
  let myVote: -1 | 0 | 1 = 0;
  return fakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/api/deals/${deal.id}`) return { status: 200, body: { ...deal, votes_count: votes } };
    if (method === 'GET' && path === `/api/deals/${deal.id}/downvote-reasons`) return reasons();
    if (method === 'GET' && path.endsWith('-status')) return { status: 200, body: { data: [] } };
    if (method === 'POST' && path === `/api/deals/${deal.id}/like`) {
      const { like, reason } = body as { like: boolean; reason?: string };
      const pressed = like ? 1 : -1;
      const next = reason !== undefined ? -1 : myVote === pressed ? 0 : pressed;
      votes += next - myVote;
      myVote = next;
      return { status: 200, body: { entity_id: deal.id, votes_count: votes, vote_value: myVote } };
    }
    return error(404, 'NotFound');
  });
}

async function renderDeal(deal: DealDetail, viewerId = 1) {
  signIn();
  const queryClient = createCommunityClient();
  setViewer(queryClient, { id: viewerId, username: viewerId === AUTHOR.id ? AUTHOR.username : 'ja' });
  queryClient.setQueryData(dealKeys.detail(deal.id), deal);
  await renderInRouter(<CachedDealPage id={deal.id} />, '/', queryClient);
}

const picker = () => screen.queryByRole('group', { name: 'Powód Twojego głosu na minus' });
const shownCount = () => within(screen.getByRole('group', { name: 'Głosy' })).getByText(/^\d+$/).textContent;

describe('down-vote reason', () => {
  it('offers reasons after a down-vote and sends the chosen one with it, keeping it down', async () => {
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, votes_count: 10, user: AUTHOR });
    const api = dealServer(deal);
    await renderDeal(deal);
    expect(picker()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Głosuj na minus' }));
    expect(shownCount()).toBe('9');
    const reasons = picker();
    expect(reasons).toBeInTheDocument();
    expect(within(reasons as HTMLElement).getByText('Dlaczego na minus? Wybierz powód (opcjonalnie):')).toBeInTheDocument();
    expect(
      within(reasons as HTMLElement)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Zawyżona cena', 'Niedostępne', 'To nie okazja', 'Spam', 'Inne']);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({ like: false });

    await user.click(screen.getByRole('button', { name: 'Zawyżona cena' }));
    expect(screen.getByRole('button', { name: 'Zawyżona cena' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Dzięki, autor zobaczy ten powód.')).toBeInTheDocument();
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]).toMatchObject({ method: 'POST', path: '/api/deals/42/like', body: { like: false, reason: 'overpriced' } });
    expect(new Set(api.writes().map((write) => write.headers.get('Idempotency-Key'))).size).toBe(2);
    await waitFor(() => expect(shownCount()).toBe('9'));
    expect(screen.getByRole('button', { name: 'Głosuj na minus' })).toHaveAttribute('aria-pressed', 'true');
    expect(getAlert()).toBeNull();
  });

  it('is not offered after an up-vote, closes on request and goes when the down-vote is undone', async () => {
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, votes_count: 10, user: AUTHOR });
    const api = dealServer(deal);
    await renderDeal(deal);

    await user.click(screen.getByRole('button', { name: 'Głosuj na plus' }));
    expect(picker()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Głosuj na minus' }));
    expect(picker()).toBeInTheDocument();
    await user.click(within(picker() as HTMLElement).getByRole('button', { name: 'Zamknij' }));
    expect(picker()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Głosuj na minus' }));
    expect(picker()).not.toBeInTheDocument();
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    expect(api.writes().every((write) => (write.body as { reason?: string }).reason === undefined)).toBe(true);
    expect(api.requests.some((request) => request.path.endsWith('/downvote-reasons'))).toBe(false);
  });

  it("shows the deal's author how many down-voters gave each reason, most given first", async () => {
    const deal = makeDetail({ id: 42, user: AUTHOR });
    dealServer(deal, () => ({ status: 200, body: { data: { spam: 1, overpriced: 3, other: 0, not_a_deal: 5 } } }));
    await renderDeal(deal, AUTHOR.id);
    const summary = await screen.findByRole('region', { name: 'Dlaczego Twoja okazja dostała minusy' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 osób: to nie okazja', '3 osoby: zawyżona cena', '1 osoba: spam']);
  });

  it('shows the author nothing when nobody gave a reason or the server refuses', async () => {
    const deal = makeDetail({ id: 42, user: AUTHOR });
    const api = dealServer(deal, () => ({ status: 200, body: { data: {} } }));
    await renderDeal(deal, AUTHOR.id);
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/deals/42/downvote-reasons')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Dlaczego Twoja okazja dostała minusy' })).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    const refused = dealServer(deal);
    await renderDeal(deal, AUTHOR.id);
    await waitFor(() => expect(refused.requests.some((request) => request.path === '/api/deals/42/downvote-reasons')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Dlaczego Twoja okazja dostała minusy' })).not.toBeInTheDocument();
    expect(getAlert()).toBeNull();
  });
});
