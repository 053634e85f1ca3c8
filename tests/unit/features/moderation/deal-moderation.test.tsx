import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealPage } from '@/features/deals/components/DealPage';
import { DealComments } from '@/features/comments/components/DealComments';
import { getAlert, hideAlert } from '@/lib/alerts';
import { dealKeys } from '@/domain/query-keys';
import type { DealDetail } from '@/shared/schemas/deal';
import type { ModerationState } from '@/shared/schemas/moderation';
import { renderInRouter } from '../../render';
import { createCommunityClient, fakeApi, makeComment, makeDetail, setViewer, signIn, type FakeAnswer } from '../deals/community-fixtures';

beforeEach(() => hideAlert());
afterEach(() => vi.unstubAllGlobals());

const AUTHOR = { id: 1, username: 'autor', avatar_url: null, is_deleted: false, is_new: false };
const DAY = 86_400_000;

function hidden(appeal: ModerationState['appeal']): ModerationState {
  return {
    state: 'hidden',
    reason: 'Link prowadzi do sklepu z podróbkami.',
    rule: 'prohibited',
    decided_at: '2026-11-20T10:00:00.000Z',
    appeal,
  };
}

/** The deal page as the route renders it, from the query cache, so a refetch after an appeal shows. */
function CachedDealPage({ id }: { id: number }) {
  const { data } = useSuspenseDeal(id);
  return <DealPage deal={data} />;
}

async function renderDeal(deal: DealDetail, viewerId = AUTHOR.id) {
  const queryClient = createCommunityClient();
  setViewer(queryClient, { id: viewerId, username: viewerId === AUTHOR.id ? 'autor' : 'moderator' });
  queryClient.setQueryData(dealKeys.detail(deal.id), deal);
  await renderInRouter(<CachedDealPage id={deal.id} />, '/', queryClient);
}

/** A server holding one deal; `appeal` answers POST /api/moderation/appeals. */
function dealServer(deal: DealDetail, appeal: () => FakeAnswer = () => ({ status: 201, body: { id: 1 } })) {
  let current = deal;
  return fakeApi(({ method, path }) => {
    if (method === 'GET' && path === `/api/deals/${deal.id}`) return { status: 200, body: current };
    if (method === 'GET') return { status: 200, body: { data: [] } };
    if (method === 'POST' && path === '/api/moderation/appeals') {
      const answer = appeal();
      if (answer.status === 201 && current.moderation?.appeal) {
        current = {
          ...current,
          moderation: { ...current.moderation, appeal: { ...current.moderation.appeal, open: false, pending: true } },
        };
      }
      return answer;
    }
    return { status: 404, body: { timestamp: '', message: 'NotFound', errorCode: 'NotFound' } };
  });
}

const banner = () => screen.getByRole('region', { name: 'Moderator ukrył tę okazję' });

describe('the hidden deal’s banner', () => {
  it('tells its author why, with the rule, the date, who sees it and the appeal button while the window is open', async () => {
    signIn();
    const until = new Date(Date.now() + 10 * DAY).toISOString();
    const deal = makeDetail({ id: 42, user: AUTHOR, moderation: hidden({ open: true, pending: false, until }) });
    dealServer(deal);
    await renderDeal(deal);

    expect(banner()).toHaveTextContent('Powód: Link prowadzi do sklepu z podróbkami.');
    expect(within(banner()).getByRole('link', { name: 'Czego nie publikujemy' })).toHaveAttribute('href', '/publication-rules#prohibited');
    expect(banner()).toHaveTextContent('Widzisz ją tylko Ty i moderatorzy.');
    expect(banner()).toHaveTextContent(/Decyzja z 20 lis 2026/);
    expect(within(banner()).getByRole('button', { name: 'Odwołaj się' })).toBeInTheDocument();
  });

  it('says the appeal waits while it is pending, without a second button', async () => {
    signIn();
    const until = new Date(Date.now() + 10 * DAY).toISOString();
    const deal = makeDetail({ id: 42, user: AUTHOR, moderation: hidden({ open: false, pending: true, until }) });
    dealServer(deal);
    await renderDeal(deal);

    expect(banner()).toHaveTextContent('Odwołanie czeka na rozpatrzenie.');
    expect(within(banner()).queryByRole('button', { name: 'Odwołaj się' })).toBeNull();
  });

  it('says when the time to appeal ended once it has', async () => {
    signIn();
    const deal = makeDetail({
      id: 42,
      user: AUTHOR,
      moderation: hidden({ open: false, pending: false, until: '2026-11-05T10:00:00.000Z' }),
    });
    dealServer(deal);
    await renderDeal(deal);

    expect(banner()).toHaveTextContent('Termin na odwołanie od tej decyzji minął 5 lis 2026.');
    expect(within(banner()).queryByRole('button', { name: 'Odwołaj się' })).toBeNull();
  });

  it('explains a held deal without an appeal', async () => {
    signIn();
    const deal = makeDetail({
      id: 42,
      user: AUTHOR,
      moderation: { state: 'held', reason: '', rule: null, decided_at: '2026-11-20T10:00:00.000Z', appeal: null },
    });
    dealServer(deal);
    await renderDeal(deal);

    const held = screen.getByRole('region', { name: 'Okazja czeka na moderację' });
    expect(held).toHaveTextContent('Zanim pojawi się na listach, w wyszukiwarce i w alertach, sprawdzi ją moderator.');
    expect(within(held).queryByRole('button')).toBeNull();
  });

  it('shows an operator the decision but no appeal button of the author’s', async () => {
    signIn();
    const until = new Date(Date.now() + 10 * DAY).toISOString();
    const deal = makeDetail({ id: 42, user: AUTHOR, moderation: hidden({ open: true, pending: false, until }) });
    dealServer(deal);
    await renderDeal(deal, 99);

    expect(banner()).toHaveTextContent('Powód: Link prowadzi do sklepu z podróbkami.');
    expect(banner()).not.toHaveTextContent('Widzisz ją tylko Ty');
    expect(within(banner()).queryByRole('button', { name: 'Odwołaj się' })).toBeNull();
  });

  it('shows no banner on a deal nobody took down', async () => {
    signIn();
    const deal = makeDetail({ id: 42, user: AUTHOR });
    dealServer(deal);
    await renderDeal(deal);
    expect(screen.queryByRole('region', { name: /Moderator|moderację/ })).toBeNull();
  });
});

describe('the appeal dialog', () => {
  const openDeal = () =>
    makeDetail({
      id: 42,
      user: AUTHOR,
      moderation: hidden({ open: true, pending: false, until: new Date(Date.now() + 10 * DAY).toISOString() }),
    });

  it('asks for enough text before sending anything, counting the characters', async () => {
    signIn();
    const user = userEvent.setup();
    const api = dealServer(openDeal());
    await renderDeal(openDeal());

    await user.click(screen.getByRole('button', { name: 'Odwołaj się' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołanie od decyzji' });
    const text = within(dialog).getByRole('textbox', { name: 'Twoje odwołanie' });
    await user.type(text, 'Za krót');
    expect(dialog).toHaveTextContent('7/2000');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij odwołanie' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Napisz co najmniej 10 znaków');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toHaveLength(0);
  });

  it('sends the appeal, says who decides, and the banner then shows it pending', async () => {
    signIn();
    const user = userEvent.setup();
    const api = dealServer(openDeal());
    await renderDeal(openDeal());

    await user.click(screen.getByRole('button', { name: 'Odwołaj się' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołanie od decyzji' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Twoje odwołanie' }), '  To nie jest podróbka, sklep jest autoryzowany.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij odwołanie' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Odwołanie wysłane. Decyzję podejmie inny moderator; dostaniesz odpowiedź w skrzynce.',
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/moderation/appeals',
        body: { entity_type: 'deal', entity_id: 42, text: 'To nie jest podróbka, sklep jest autoryzowany.' },
      }),
    ]);
    // The deal is asked again at once and turns pending; the confirmation stays until the member closes it.
    await waitFor(() => expect(banner()).toHaveTextContent('Odwołanie czeka na rozpatrzenie.'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Odwołanie wysłane.');
    await user.click(within(dialog).getByRole('button', { name: 'Gotowe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says an appeal was already made (409) and keeps the text', async () => {
    signIn();
    const user = userEvent.setup();
    dealServer(openDeal(), () => ({ status: 409, body: { timestamp: '', message: 'already appealed', errorCode: 'Conflict' } }));
    await renderDeal(openDeal());

    await user.click(screen.getByRole('button', { name: 'Odwołaj się' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołanie od decyzji' });
    const text = within(dialog).getByRole('textbox', { name: 'Twoje odwołanie' });
    await user.type(text, 'Proszę o ponowne sprawdzenie.');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij odwołanie' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Już odwołałeś się od tej decyzji.');
    expect(text).toHaveValue('Proszę o ponowne sprawdzenie.');
  });

  it('says the time to appeal has passed (422)', async () => {
    signIn();
    const user = userEvent.setup();
    dealServer(openDeal(), () => ({ status: 422, body: { timestamp: '', message: 'too late', errorCode: 'ValidationError' } }));
    await renderDeal(openDeal());

    await user.click(screen.getByRole('button', { name: 'Odwołaj się' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołanie od decyzji' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Twoje odwołanie' }), 'Proszę o ponowne sprawdzenie.');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij odwołanie' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Termin na odwołanie od tej decyzji już minął.');
  });
});

describe('a suspended member’s vote', () => {
  it('is rolled back and explained with the end date instead of a generic error', async () => {
    signIn();
    const user = userEvent.setup();
    const deal = makeDetail({ id: 42, votes_count: 10 });
    const api = fakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/deals/42') return { status: 200, body: deal };
      if (method === 'GET') return { status: 200, body: { data: [] } };
      return {
        status: 403,
        body: { timestamp: '', message: 'suspended', errorCode: 'AccountSuspended', suspended_until: '2026-12-24T12:00:00.000Z' },
      };
    });
    await renderDeal(deal, 5);

    await user.click(screen.getByRole('button', { name: 'Głosuj na plus' }));
    await waitFor(() =>
      expect(getAlert()).toMatchObject({
        type: 'danger',
        message:
          'Twoje konto jest zawieszone do 24 gru 2026, więc nie zapisaliśmy tej zmiany. Nadal możesz czytać, odwołać się i zarządzać kontem.',
      }),
    );
    expect(within(screen.getByRole('group', { name: 'Głosy' })).getByText('10')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(1);
  });
});

describe('own comments a moderator decided on', () => {
  it('show the hidden state with the appeal button to their author, and the held state', async () => {
    signIn();
    const until = new Date(Date.now() + 10 * DAY).toISOString();
    const comments = [
      makeComment(1, 1, 1, { user: AUTHOR, moderation: hidden({ open: true, pending: false, until }) }),
      makeComment(2, 2, 2, {
        user: AUTHOR,
        moderation: { state: 'held', reason: '', rule: null, decided_at: '2026-11-20T10:00:00.000Z', appeal: null },
      }),
    ];
    fakeApi(() => ({ status: 200, body: { data: [] } }));
    const queryClient = createCommunityClient();
    setViewer(queryClient, { id: AUTHOR.id, username: 'autor' });
    await renderInRouter(<DealComments dealId={42} comments={comments} />, '/', queryClient);

    const hiddenNote = screen.getByRole('region', { name: 'Moderator ukrył Twój komentarz' });
    expect(hiddenNote).toHaveTextContent('Powód: Link prowadzi do sklepu z podróbkami.');
    expect(hiddenNote).toHaveTextContent('Ten komentarz widzisz tylko Ty i moderatorzy.');
    expect(within(hiddenNote).getByRole('button', { name: 'Odwołaj się' })).toBeInTheDocument();
    const heldNote = screen.getByRole('region', { name: 'Twój komentarz czeka na moderację' });
    expect(within(heldNote).queryByRole('button')).toBeNull();
  });

  it('a comment refused for a rule comes back into the form with the message and the rule link', async () => {
    signIn();
    const user = userEvent.setup();
    fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: [] } }
        : {
            status: 422,
            body: {
              timestamp: '',
              message: 'Ten komentarz łamie zasadę „Komentarze”.',
              errorCode: 'ContentRefused',
              rule: 'comments',
              field: 'content',
            },
          },
    );
    const queryClient = createCommunityClient();
    setViewer(queryClient, { id: AUTHOR.id, username: 'autor' });
    await renderInRouter(<DealComments dealId={42} comments={[]} />, '/', queryClient);

    const box = screen.getByRole('textbox', { name: 'Napisz komentarz' });
    await user.type(box, 'Kupujcie tylko u mnie, najtaniej!');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));

    await waitFor(() => expect(box).toHaveValue('Kupujcie tylko u mnie, najtaniej!'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Ten komentarz łamie zasadę „Komentarze”./);
    expect(screen.getByRole('link', { name: 'Komentarze' })).toHaveAttribute('href', '/publication-rules#comments');
    expect(screen.queryByText('Komentarze (1)')).toBeNull();
  });
});
