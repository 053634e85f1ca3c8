import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealPage } from '@/features/deals/components/DealPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { dealKeys } from '@/domain/query-keys';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealDetail } from '@/shared/schemas/deal';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, makeDetail, setViewer, signIn } from './community-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => hideAlert());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const AUTHOR = { id: 9, username: 'autor', avatar_url: null, is_deleted: false, is_new: false };

/** The deal page as the route renders it: the deal comes from the query cache, so cache updates show. */
function CachedDealPage({ id }: { id: number }) {
  const { data } = useSuspenseDeal(id);
  return <DealPage deal={data} />;
}

async function renderDeal(deal: DealDetail, viewer: { id: number; username: string } | null) {
  const queryClient = createCommunityClient();
  if (viewer) {
    signIn();
    setViewer(queryClient, viewer);
  }
  queryClient.setQueryData(dealKeys.detail(deal.id), deal);
  await renderInRouter(<CachedDealPage id={deal.id} />, '/', queryClient);
  return queryClient;
}

/** Answers the status reads every deal page makes; `write` answers everything else. */
function dealApi(write: Parameters<typeof fakeApi>[0]) {
  return fakeApi((request) =>
    request.method === 'GET' ? { status: 200, body: { data: [], metadata: { pages_count: 0, count: 0 } } } : write(request),
  );
}

describe('report as expired', () => {
  it('says how community expiry works, then that the report was counted', async () => {
    const user = userEvent.setup();
    const api = dealApi(() => ({ status: 201, body: { id: 1 } }));
    await renderDeal(makeDetail({ id: 42, user: AUTHOR }), { id: 1, username: 'me' });
    const report = screen.getByRole('button', { name: 'Report as expired' });
    expect(report).toHaveAccessibleDescription('Report that this deal has ended. Once 3 members report it, we will mark it as expired.');

    await user.click(report);
    await waitFor(() => expect(report).toHaveAccessibleDescription('Thank you, your report has been counted.'));
    expect(api.writes()).toMatchObject([{ path: '/api/reports/', body: { entity_id: 42, entity_type: 'deal', reason: 'expired' } }]);
    expect(screen.queryByRole('button', { name: /Mark as/ })).toBeNull();
  });

  it('does not claim the report was counted when it failed', async () => {
    const user = userEvent.setup();
    dealApi(() => error(500, 'InternalError'));
    await renderDeal(makeDetail({ id: 42, user: AUTHOR }), { id: 1, username: 'me' });
    await user.click(screen.getByRole('button', { name: 'Report as expired' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger' }));
    expect(screen.queryByText('Thank you, your report has been counted.')).toBeNull();
  });

  it('says how long to wait at the account’s report limit, without claiming the report was counted', async () => {
    const user = userEvent.setup();
    const api = dealApi(() => ({ ...error(429, 'TooManyRequests'), headers: { 'Retry-After': '300' } }));
    await renderDeal(makeDetail({ id: 42, user: AUTHOR }), { id: 1, username: 'me' });
    await user.click(screen.getByRole('button', { name: 'Report as expired' }));
    await waitFor(() =>
      expect(getAlert()).toMatchObject({ type: 'danger', message: 'Too many attempts in a short time. Try again in 5 min.' }),
    );
    expect(screen.queryByText('Thank you, your report has been counted.')).toBeNull();
    // A limit is the server's last word: the queued report is not retried into it.
    expect(api.writes()).toHaveLength(1);
  });
});

describe('the author’s expired toggle', () => {
  it('marks the deal expired and current again, showing the expired label at once', async () => {
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, user: AUTHOR, expires_at: null });
    const api = dealApi(({ path, body }) =>
      path === '/api/deals/42/expired'
        ? { status: 200, body: { ...deal, expires_at: (body as { expired: boolean }).expired ? new Date().toISOString() : null } }
        : error(404, 'NotFound'),
    );
    await renderDeal(deal, { id: AUTHOR.id, username: AUTHOR.username });
    // The author's own report would not count, so they are offered the toggle instead.
    expect(screen.queryByRole('button', { name: 'Report as expired' })).toBeNull();
    expect(screen.queryByText('Expired')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark as expired' }));
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as current' })).toHaveAccessibleDescription(
      'Your deal is shown as expired. If it is available again, mark it as current.',
    );
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Your deal is marked as expired' });

    await user.click(screen.getByRole('button', { name: 'Mark as current' }));
    await waitFor(() => expect(screen.queryByText('Expired')).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark as expired' })).toBeInTheDocument();

    const writes = api.writes();
    expect(writes.map((write) => write.body)).toEqual([{ expired: true }, { expired: false }]);
    expect(writes.every((write) => write.headers.get('Idempotency-Key'))).toBe(true);
  });

  it('offline, says the change needs a connection instead of queueing it', async () => {
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, user: AUTHOR });
    const queryClient = await renderDeal(deal, { id: AUTHOR.id, username: AUTHOR.username });
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);

    await user.click(screen.getByRole('button', { name: 'Mark as expired' }));
    await waitFor(() =>
      expect(getAlert()).toMatchObject({
        type: 'danger',
        message: "You are offline. Connect to the internet to change your deal's status.",
      }),
    );
    expect(screen.queryByText('Expired')).toBeNull();
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .filter((mutation) => mutation.state.isPaused),
    ).toEqual([]);
  });

  it('is not offered to other members or guests', async () => {
    dealApi(() => error(404, 'NotFound'));
    await renderDeal(makeDetail({ id: 42, user: AUTHOR }), null);
    expect(screen.queryByRole('button', { name: /Mark as/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report as expired' })).toBeInTheDocument();
  });
});

describe('editing one’s own deal', () => {
  it('offers its author an edit link for 30 minutes after posting, and nobody else', async () => {
    dealApi(() => ({ status: 200, body: {} }));
    const fresh = makeDetail({ id: 51, user: AUTHOR, created_at: new Date(Date.now() - 10 * 60_000).toISOString() });
    await renderDeal(fresh, AUTHOR);
    const edit = screen.getByRole('link', { name: 'Edit (20 minutes left)' });
    expect(edit).toHaveAttribute('href', '/add-deal?edit=51');
  });

  it('puts the edit link and the expired toggle by the title, above the price and the description', async () => {
    dealApi(() => ({ status: 200, body: {} }));
    const fresh = makeDetail({ id: 54, user: AUTHOR, created_at: new Date(Date.now() - 10 * 60_000).toISOString() });
    await renderDeal(fresh, AUTHOR);
    const before = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    const title = screen.getByRole('heading', { level: 1 });
    const edit = screen.getByRole('link', { name: 'Edit (20 minutes left)' });
    const mark = screen.getByRole('button', { name: 'Mark as expired' });
    expect(before(title, edit)).toBe(true);
    expect(before(edit, mark)).toBe(true);
    expect(before(mark, screen.getByTestId('new-price'))).toBe(true);
    expect(before(mark, screen.getByRole('heading', { level: 2, name: 'Description' }))).toBe(true);
  });

  it('offers no edit link once the 30 minutes are over, or to another member', async () => {
    dealApi(() => ({ status: 200, body: {} }));
    const old = makeDetail({ id: 52, user: AUTHOR, created_at: new Date(Date.now() - 31 * 60_000).toISOString() });
    const first = await renderDeal(old, AUTHOR);
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    first.clear();
    window.localStorage.clear();
    const fresh = makeDetail({ id: 53, user: AUTHOR, created_at: new Date().toISOString() });
    await renderDeal(fresh, { id: 1, username: 'me' });
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });
});
