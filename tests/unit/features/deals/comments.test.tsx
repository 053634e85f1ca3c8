import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealComments } from '@/features/deals/components/DealComments';
import { groupCommentThreads } from '@/features/deals/lib/comment-threads';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealComment } from '@/shared/schemas/deal';
import { i18n } from '../../render';
import { renderInRouter } from './fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

const MINUTE = 60_000;
const base = Date.now() - 60 * MINUTE;

function comment(id: number, threadId: number, minute: number, overrides: Partial<DealComment> = {}): DealComment {
  return {
    id,
    content: `Komentarz ${id}`,
    created_at: new Date(base + minute * MINUTE).toISOString(),
    votes_count: 0,
    parent_id: id === threadId ? null : threadId,
    thread_id: threadId,
    user: { id: 100 + id, username: `user${id}`, avatar_url: null },
    ...overrides,
  };
}

// Thread 1 is older than thread 4; thread 1 has three replies, thread 4 one.
const comments = [
  comment(3, 1, 12),
  comment(1, 1, 0),
  comment(4, 4, 5),
  comment(2, 1, 10),
  comment(5, 4, 20),
  comment(6, 1, 30),
];

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

describe('DealComments', () => {
  it('shows threads newest first with only the first reply until expanded', async () => {
    const user = userEvent.setup();
    await renderInRouter(<DealComments comments={comments} />);
    const region = screen.getByRole('region', { name: 'Comments (6)' });
    const shown = () => within(region).getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(shown()).toEqual(['user4', 'user5', 'user1', 'user2']);

    await user.click(within(region).getByRole('button', { name: 'Show all replies (2)' }));
    expect(shown()).toEqual(['user4', 'user5', 'user1', 'user2', 'user3', 'user6']);

    await user.click(within(region).getByRole('button', { name: 'Hide replies' }));
    expect(shown()).toEqual(['user4', 'user5', 'user1', 'user2']);
  });

  it('offers no toggle for a thread with one reply', async () => {
    await renderInRouter(<DealComments comments={[comment(4, 4, 5), comment(5, 4, 20)]} />);
    expect(screen.queryByRole('button', { name: /replies/ })).toBeNull();
  });

  it('links authors to their profiles and shows text, never HTML', async () => {
    const hostile = comment(1, 1, 0, { content: '<img src=x onerror="window.__pwned=1">Hej <b>tu</b>' });
    const { container } = await renderInRouter(<DealComments comments={[hostile]} />);
    expect(screen.getByRole('link', { name: 'user1' })).toHaveAttribute('href', '/profile/101');
    expect(screen.getByText('<img src=x onerror="window.__pwned=1">Hej <b>tu</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('says so when there are no comments', async () => {
    await renderInRouter(<DealComments comments={[]} />);
    expect(screen.getByText('No comments yet')).toBeInTheDocument();
  });
});
