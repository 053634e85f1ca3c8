import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { dealKeys } from '@/domain/query-keys';
import { DealComments } from '@/features/comments/components/DealComments';
import { groupCommentThreads } from '@/features/comments/lib/comment-threads';
import { linkify } from '@/features/comments/lib/linkify';
import { getAlert, hideAlert } from '@/lib/alerts';
import { closeSignInPrompt, useSignInPromptOpen } from '@/domain/sign-in-prompt';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealComment } from '@/shared/schemas/deal';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, error, fakeApi, makeComment as comment, makeDetail, setViewer, signIn } from '../deals/community-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => {
  hideAlert();
  closeSignInPrompt();
});
afterEach(() => vi.unstubAllGlobals());

// Thread 1 is older than thread 4; thread 1 has three replies, thread 4 one.
const comments = [comment(3, 1, 12), comment(1, 1, 0), comment(4, 4, 5), comment(2, 1, 10), comment(5, 4, 20), comment(6, 1, 30)];

const VIEWER = { id: 101, username: 'user1', avatar_url: null, is_deleted: false, is_new: false };

function PromptProbe() {
  return useSignInPromptOpen() ? <p>sign-in prompt</p> : null;
}

/** The comments as the deal page shows them: read from the deal's cache entry, so optimistic changes show. */
function CachedComments() {
  const { data } = useSuspenseDeal(42);
  return (
    <>
      <DealComments dealId={42} comments={data.deal_comments} />
      <PromptProbe />
    </>
  );
}

async function renderComments(list: DealComment[] = comments) {
  const queryClient = createCommunityClient();
  setViewer(queryClient, VIEWER);
  queryClient.setQueryData(dealKeys.detail(42), makeDetail({ id: 42, deal_comments: list }));
  await renderInRouter(<CachedComments />, '/', queryClient);
  return queryClient;
}

const region = () => screen.getByRole('region', { name: /^Comments/ });
const authors = () =>
  within(region())
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('groupCommentThreads', () => {
  it('groups by thread, newest thread first, replies oldest first', () => {
    const threads = groupCommentThreads(comments);
    expect(threads.map((t) => [t.root.id, t.replies.map((r) => r.id)])).toEqual([
      [4, [5]],
      [1, [2, 3, 6]],
    ]);
  });

  it('keeps replies whose top-level comment is gone under the oldest of them', () => {
    const threads = groupCommentThreads([comment(8, 7, 3), comment(9, 7, 1)]);
    expect(threads.map((t) => [t.root.id, t.replies.map((r) => r.id)])).toEqual([[9, [8]]]);
  });
});

describe('linkify', () => {
  it('makes http and https links clickable and leaves everything else as text', () => {
    expect(linkify('see https://shop.example/a?b=1, or http://x.pl.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://shop.example/a?b=1', href: 'https://shop.example/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'http://x.pl', href: 'http://x.pl/' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([{ kind: 'text', text: 'javascript:alert(1) data:text/html,x' }]);
  });
});

describe('DealComments reading', () => {
  it('shows threads newest first with only the first reply until expanded', async () => {
    const user = userEvent.setup();
    await renderComments();
    expect(authors()).toEqual(['user4', 'user5', 'user1', 'user2']);
    await user.click(within(region()).getByRole('button', { name: 'Show all replies (2)' }));
    expect(authors()).toEqual(['user4', 'user5', 'user1', 'user2', 'user3', 'user6']);
    await user.click(within(region()).getByRole('button', { name: 'Hide replies' }));
    expect(authors()).toEqual(['user4', 'user5', 'user1', 'user2']);
  });

  it('offers no toggle for a thread with one reply', async () => {
    await renderComments([comment(4, 4, 5), comment(5, 4, 20)]);
    expect(screen.queryByRole('button', { name: /replies/ })).toBeNull();
  });

  it('links authors to their profiles, shows markup as text and only http(s) links as links', async () => {
    const hostile = comment(1, 1, 0, {
      content: '<img src=x onerror="window.__pwned=1">Hej <b>tu</b> javascript:alert(1) https://shop.example/deal',
    });
    await renderComments([hostile]);
    expect(screen.getByRole('link', { name: 'user1' })).toHaveAttribute('href', '/profile/101');
    const article = within(region()).getByRole('article');
    expect(article).toHaveTextContent('<img src=x onerror="window.__pwned=1">Hej <b>tu</b> javascript:alert(1)');
    expect(article.querySelector('img, b')).toBeNull();
    const links = within(article).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/profile/101', 'https://shop.example/deal']);
    expect(links[1]).toHaveAttribute('rel', 'nofollow noopener ugc');
    expect(links[1]).toHaveAttribute('target', '_blank');
  });

  it('says so when there are no comments', async () => {
    await renderComments([]);
    expect(screen.getByText('No comments yet')).toBeInTheDocument();
  });
});

describe('DealComments writing', () => {
  it('does not let a guest type: the input opens the sign-in prompt', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => error(500, 'InternalError'));
    await renderComments();
    const input = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.click(input);
    expect(screen.getByText('sign-in prompt')).toBeInTheDocument();
    await user.keyboard('hej');
    expect(input).toHaveValue('');
    expect(api.writes()).toHaveLength(0);
  });

  it('prepends a new comment at once, trimmed, and keeps the server’s copy', async () => {
    signIn();
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = fakeApi(({ method }) =>
      method === 'POST' ? new Promise((resolve) => (answer = resolve)) : { status: 200, body: { data: [] } },
    );
    await renderComments();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '  Świetna cena!  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(authors()[0]).toBe('user1');
    const pending = within(region()).getAllByRole('article')[0]!;
    expect(pending).toHaveTextContent('Świetna cena!');
    expect(pending).toHaveTextContent('Waiting to sync');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/deals/42/comment',
      body: { content: 'Świetna cena!', parent_id: null, thread_id: null },
    });
    expect(api.writes()[0]?.headers.get('Idempotency-Key')).toBeTruthy();

    answer({ status: 201, body: comment(50, 50, 59, { content: 'Świetna cena!', user: VIEWER }) });
    await waitFor(() => expect(within(region()).getAllByRole('article')[0]).not.toHaveTextContent('Waiting to sync'));
    expect(screen.getByRole('heading', { name: 'Comments (7)' })).toBeInTheDocument();
  });

  it('ignores an empty comment', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(() => ({ status: 200, body: { data: [] } }));
    await renderComments();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.writes()).toHaveLength(0);
    expect(authors()).toHaveLength(4);
  });

  it('sends a pasted comment without the invisible control characters the server refuses, keeping its lines', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) =>
      method === 'POST'
        ? { status: 201, body: comment(50, 50, 59, { content: 'Cena dobra\nnowa linia', user: VIEWER }) }
        : { status: 200, body: { data: [] } },
    );
    await renderComments();
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a comment' }), { target: { value: 'Cena\u0001 dobra\uFFFF\nnowa linia' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ body: { content: 'Cena dobra\nnowa linia' } });
  });

  it('removes a comment that failed to post and shows the unexpected-error toast', async () => {
    signIn();
    const user = userEvent.setup();
    fakeApi(({ method }) => (method === 'POST' ? error(500, 'InternalError') : { status: 200, body: { data: [] } }));
    await renderComments();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Nie dojdzie');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'Unexpected error' }));
    expect(screen.queryByText('Nie dojdzie')).toBeNull();
  });

  it('replies under the thread with the replied comment as parent and the thread’s id', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) =>
      method === 'POST'
        ? { status: 201, body: comment(60, 1, 59, { parent_id: 3, content: 'Zgadzam się', user: VIEWER }) }
        : { status: 200, body: { data: [] } },
    );
    await renderComments();
    await user.click(within(region()).getByRole('button', { name: 'Show all replies (2)' }));
    const third = within(region())
      .getAllByRole('article')
      .find((a) => a.getAttribute('aria-label') === 'user3')!;
    await user.click(within(third).getByRole('button', { name: 'Reply' }));
    const replyBox = screen.getByRole('textbox', { name: 'Reply to user3' });
    expect(replyBox).toHaveFocus();
    await user.type(replyBox, 'Zgadzam się');
    await user.click(within(replyBox.closest('form')!).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({ content: 'Zgadzam się', parent_id: 3, thread_id: 1 });
    expect(screen.queryByRole('textbox', { name: 'Reply to user3' })).toBeNull();
    expect(within(region()).getByText('Zgadzam się')).toBeInTheDocument();
  });

  it('names a reply to a deleted account’s comment by the comment, not by the placeholder name (Polish and English)', async () => {
    signIn();
    const user = userEvent.setup();
    const gone = { id: 105, username: 'deleted-105', avatar_url: null, is_deleted: true, is_new: false };
    await renderComments([comment(5, 5, 0, { user: gone })]);
    await user.click(within(region()).getByRole('button', { name: 'Reply' }));
    expect(screen.getByRole('textbox', { name: 'Reply to a deleted user’s comment' })).toHaveFocus();
    onTestFinished(() => i18n.activate('en'));
    act(() => i18n.activate('pl'));
    expect(screen.getByRole('textbox', { name: 'Odpowiedz na komentarz usuniętego użytkownika' })).toBeInTheDocument();
  });
});

describe('comment votes', () => {
  it('move the count at once and roll back quietly when the server refuses (only logged)', async () => {
    signIn();
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse: () => void = () => undefined;
    const api = fakeApi(({ method }) =>
      method === 'POST'
        ? new Promise((resolve) => (refuse = () => resolve(error(500, 'InternalError'))))
        : { status: 200, body: { data: [] } },
    );
    await renderComments([comment(2, 2, 5, { votes_count: 3 })]);
    const votes = within(region()).getByRole('group', { name: 'Comment votes' });
    await user.click(within(votes).getByRole('button', { name: 'Vote comment up' }));
    expect(votes).toHaveTextContent(/^4/);
    await waitFor(() => expect(api.writes()).toMatchObject([{ path: '/api/deals/42/comment/2/like', body: { like: true } }]));
    refuse();
    await waitFor(() => expect(votes).toHaveTextContent(/^3/));
    expect(getAlert()).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('are not offered on one’s own comment', async () => {
    signIn();
    fakeApi(() => ({ status: 200, body: { data: [] } }));
    await renderComments([comment(1, 1, 0)]);
    expect(within(region()).getByRole('button', { name: 'Vote comment up' })).toBeDisabled();
    expect(within(region()).getByRole('button', { name: 'Vote comment down' })).toBeDisabled();
  });
});

describe('comment menu', () => {
  it('offers report to everyone and remove only to the author; closes on outside click and Escape', async () => {
    signIn();
    const user = userEvent.setup();
    fakeApi(() => ({ status: 200, body: { data: [] } }));
    await renderComments([comment(1, 1, 0), comment(2, 2, 5)]);
    const [other, own] = within(region()).getAllByRole('article');
    expect(own).toHaveAttribute('aria-label', 'user1');

    await user.click(within(other!).getByRole('button', { name: 'Comment actions' }));
    let menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report comment']);
    expect(within(menu).getByRole('menuitem', { name: 'Report comment' })).toHaveFocus();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    const ownButton = within(own!).getByRole('button', { name: 'Comment actions' });
    await user.click(ownButton);
    menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report comment', 'Remove comment']);
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Remove comment' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(ownButton).toHaveFocus();
    expect(ownButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes one’s own comment only after confirming', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) =>
      method === 'DELETE' ? { status: 204 } : { status: 200, body: makeDetail({ id: 42, deal_comments: [comment(2, 2, 5)] }) },
    );
    await renderComments([comment(1, 1, 0), comment(2, 2, 5)]);
    const own = within(region()).getAllByRole('article')[1]!;

    await user.click(within(own).getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toHaveLength(0);
    expect(authors()).toEqual(['user2', 'user1']);

    await user.click(within(own).getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove comment' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove comment' })).getByRole('button', { name: 'Remove' }));
    expect(authors()).toEqual(['user2']);
    await waitFor(() => expect(api.writes()).toMatchObject([{ method: 'DELETE', path: '/api/deals/42/comment/1' }]));
  });

  it('puts a comment back when removing it fails', async () => {
    signIn();
    const user = userEvent.setup();
    fakeApi(({ method }) => (method === 'DELETE' ? error(403, 'Forbidden') : { status: 200, body: { data: [] } }));
    await renderComments([comment(1, 1, 0)]);
    await user.click(screen.getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove comment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'Unexpected error' }));
    expect(authors()).toEqual(['user1']);
  });
});

describe('comment report form', () => {
  it('requires a reason and an 8-500 character description, then sends the report', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi(({ method }) => (method === 'POST' ? { status: 201, body: { id: 1 } } : { status: 200, body: { data: [] } }));
    await renderComments([comment(2, 2, 5)]);
    await user.click(screen.getByRole('button', { name: 'Comment actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Report comment' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['spam', 'offensive', 'self_promotion', 'other']);

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'krótki');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Description must be between 8 and 500 characters')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' opis reklamy');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()[0]).toMatchObject({
      path: '/api/reports/',
      body: { entity_id: 2, entity_type: 'comment', reason: 'spam', description: 'krótki opis reklamy' },
    });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Report sent' });
  });
});
