import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealComments } from '@/features/comments/components/DealComments';
import { DealCard } from '@/features/deals/components/DealCard';
import { DealPage } from '@/features/deals/components/DealPage';
import { renderInRouter } from '../../render';
import { makeComment, makeDetail } from './community-fixtures';
import { makeDeal } from './fixtures';

const NEW_AUTHOR = { id: 7, username: 'swiezak', avatar_url: null, is_deleted: false, is_new: true };
const REASON = 'Konto młodsze niż 14 dni';

describe('"Nowy" badge beside a young account', () => {
  it('shows on a card of a new account, with the reason spoken and on hover', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ user: NEW_AUTHOR })} />);
    const badge = screen.getByTitle(REASON);
    expect(badge).toHaveTextContent(`Nowy, ${REASON}`);
    expect(within(badge).getByText(`, ${REASON}`)).toHaveClass('visually-hidden');
  });

  it('does not show for an older account, nor for a deleted one', async () => {
    await renderInRouter(
      <>
        <DealCard deal={makeDeal()} />
        <DealCard deal={makeDeal({ id: 43, user: { ...NEW_AUTHOR, is_deleted: true } })} />
      </>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Nowy')).not.toBeInTheDocument();
    expect(screen.queryByTitle(REASON)).not.toBeInTheDocument();
  });

  it('shows beside the author on the deal page, outside the profile link', async () => {
    await renderInRouter(<DealPage deal={makeDetail({ user: NEW_AUTHOR })} />);
    const link = screen.getByRole('link', { name: /swiezak/ });
    expect(link).not.toHaveTextContent('Nowy');
    expect(screen.getByTitle(REASON)).toHaveTextContent('Nowy');
  });

  it('shows beside a new account in the comments and not beside the others', async () => {
    const comments = [makeComment(1, 1, 0, { user: { ...NEW_AUTHOR, id: 201 } }), makeComment(2, 1, 5)];
    await renderInRouter(<DealComments dealId={42} comments={comments} />);
    const fresh = screen.getByRole('article', { name: 'swiezak' });
    expect(within(fresh).getByTitle(REASON)).toHaveTextContent('Nowy');
    const older = screen.getByRole('article', { name: 'user2' });
    expect(within(older).queryByTitle(REASON)).not.toBeInTheDocument();
  });
});
