import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealCard } from '@/features/deals/components/DealCard';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { dealPath } from '@/shared/slug';
import { i18n, renderInRouter } from '../../render';
import { makeDeal } from './fixtures';

const NB = '\u00a0';
const DAY = 86_400_000;

// English is the source language, so these assertions do not change when the Polish catalog is filled in.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

describe('DealCard', () => {
  it('links the title to the slug path of the deal', async () => {
    const deal = makeDeal();
    await renderInRouter(<DealCard deal={deal} />);
    const link = screen.getByRole('link', { name: deal.title });
    expect(link).toHaveAttribute('href', dealPath(deal.id, deal.title));
    expect(link).toHaveAttribute('href', '/deals/42/sluchawki-sony-wh-1000xm5-and-etui');
  });

  // The badge and its level belong to the discount against the 30-day low, here the same as advertised.
  it('shows the shop, new and old price and a badge with its level', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ discount: 28, real_discount: 28 })} />);
    expect(screen.getByText('Media Expert')).toBeInTheDocument();
    expect(screen.getByTestId('new-price').textContent).toBe(`1${NB}299${NB}zł`);
    expect(screen.getByTestId('old-price').textContent).toBe(`1${NB}799${NB}zł`);
    const badge = screen.getByTestId('discount-badge');
    expect(badge).toHaveTextContent('-28%');
    expect(badge).toHaveAttribute('data-level', 'medium');
  });

  it.each([
    [25, 'low'],
    [26, 'medium'],
    [50, 'medium'],
    [51, 'high'],
  ])('gives a discount of %i percent the %s badge', async (discount, level) => {
    await renderInRouter(<DealCard deal={makeDeal({ discount: 60, real_discount: discount })} />);
    expect(screen.getByTestId('discount-badge')).toHaveAttribute('data-level', level);
  });

  it('shows no badge without a positive discount', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ discount: 0 })} />);
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
  });

  it('shows the free label for a price of 0', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ new_price: 0, old_price: 4999 })} />);
    expect(screen.getByTestId('new-price')).toHaveTextContent('Free');
  });

  it('labels free shipping and shows a paid shipping cost', async () => {
    const { unmount } = await renderInRouter(<DealCard deal={makeDeal({ shipping: 'free' })} />);
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    unmount();
    await renderInRouter(<DealCard deal={makeDeal({ shipping: '9,99 zł' })} />);
    expect(screen.queryByText('Free shipping')).not.toBeInTheDocument();
    expect(screen.getByText('Shipping: 9,99 zł')).toBeInTheDocument();
  });

  it('shows the vote and comment counts', async () => {
    await renderInRouter(<DealCard deal={makeDeal({ votes_count: 154, comments_count: 7 })} />);
    expect(screen.getByText('154').parentElement).toHaveTextContent('154votes');
    expect(screen.getByText('7').parentElement).toHaveTextContent('7comments');
  });

  it('hides the subtitle and shows the expired label once expired', async () => {
    const { unmount } = await renderInRouter(<DealCard deal={makeDeal()} />);
    expect(screen.getByText('Najniższa cena w historii')).toBeInTheDocument();
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
    unmount();
    await renderInRouter(
      <DealCard
        deal={makeDeal({
          expires_at: new Date(Date.now() - DAY).toISOString(),
        })}
      />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText('Najniższa cena w historii')).not.toBeInTheDocument();
  });

  it('shows the expiration countdown only while the deal runs and the flag is on', async () => {
    const soon = new Date(Date.now() + 3 * DAY + 60_000).toISOString();
    const { unmount } = await renderInRouter(
      <DealCard
        deal={makeDeal({
          expires_at: soon,
          show_countdown_to_expiration: true,
        })}
      />,
    );
    expect(screen.getByText('Ends in 3 days')).toBeInTheDocument();
    unmount();
    await renderInRouter(
      <DealCard
        deal={makeDeal({
          expires_at: soon,
          show_countdown_to_expiration: false,
        })}
      />,
    );
    expect(screen.queryByText(/Ends in/)).not.toBeInTheDocument();
  });

  it('blurs an nsfw image until it is tapped', async () => {
    const user = userEvent.setup();
    const { container } = await renderInRouter(<DealCard deal={makeDeal({ is_nsfw: true })} />);
    const image = container.querySelector('img');
    expect(image?.className).toMatch(/blurred/);
    await user.click(screen.getByRole('button', { name: 'Show image (18+)' }));
    expect(image?.className).not.toMatch(/blurred/);
    expect(screen.queryByRole('button', { name: 'Show image (18+)' })).not.toBeInTheDocument();
  });

  it('does not blur a safe image', async () => {
    const { container } = await renderInRouter(<DealCard deal={makeDeal()} />);
    expect(container.querySelector('img')?.className).not.toMatch(/blurred/);
    expect(screen.queryByRole('button', { name: 'Show image (18+)' })).not.toBeInTheDocument();
  });

  it('shows a placeholder avatar when the author has none, the picture otherwise, and the placeholder when it fails', async () => {
    const { container, unmount } = await renderInRouter(<DealCard deal={makeDeal()} />);
    expect(container.querySelector('[data-placeholder-avatar]')).not.toBeNull();
    expect(screen.getByText('okazjonalny')).toBeInTheDocument();
    unmount();
    const withPicture = await renderInRouter(
      <DealCard
        deal={makeDeal({ user: { id: 9, username: 'okazjonalny', avatar_url: '/media/avatars/9.webp', is_deleted: false, is_new: false } })}
      />,
    );
    const picture = withPicture.container.querySelector('img[src="/media/avatars/9.webp"]');
    expect(picture).not.toBeNull();
    expect(withPicture.container.querySelector('[data-placeholder-avatar]')).toBeNull();
    // Offline with the picture never cached: the placeholder, not a broken image.
    fireEvent.error(picture!);
    expect(withPicture.container.querySelector('img[src="/media/avatars/9.webp"]')).toBeNull();
    expect(withPicture.container.querySelector('[data-placeholder-avatar]')).not.toBeNull();
  });

  it('names a deleted author neutrally, not by the placeholder user name', async () => {
    await renderInRouter(
      <DealCard deal={makeDeal({ user: { id: 103, username: 'usuniety-103', avatar_url: null, is_deleted: true, is_new: false } })} />,
    );
    expect(screen.queryByText('usuniety-103')).not.toBeInTheDocument();
    expect(screen.getByText('Deleted user')).toBeInTheDocument();
  });

  it('sizes the image and lists its renditions, eager only for the priority card', async () => {
    const { container, unmount } = await renderInRouter(<DealCard deal={makeDeal()} priority />);
    const eager = container.querySelector('img');
    expect(eager).toHaveAttribute('width', '800');
    expect(eager).toHaveAttribute('height', '600');
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
    expect(eager?.getAttribute('srcset')).toBe(
      '/media/deals/42/1-200.webp 200w, /media/deals/42/1-400.webp 400w, /media/deals/42/1-800.webp 800w',
    );
    unmount();
    const { container: lazy } = await renderInRouter(<DealCard deal={makeDeal()} />);
    expect(lazy.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the flags and marks affiliate shop links as sponsored', async () => {
    await renderInRouter(
      <DealCard
        deal={makeDeal({
          is_pinned: true,
          is_featured: true,
          is_sponsored: true,
        })}
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByText('Pinned')).toBeInTheDocument();
    expect(within(article).getByText('Featured')).toBeInTheDocument();
    expect(within(article).getByText('Sponsored')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to deal/ })).toHaveAttribute('rel', 'sponsored noopener');
  });

  it('offers to hide the deal and mute its shop and author, but not the shop on its own page or the author on their profile', async () => {
    const user = userEvent.setup();
    const deal = makeDeal();
    const menuItems = async () => {
      await user.click(screen.getByRole('button', { name: `More actions: ${deal.title}` }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };

    const { unmount } = await renderInRouter(<DealCard deal={deal} />);
    expect(await menuItems()).toEqual(['Hide this deal', 'Mute shop Media Expert', 'Mute author okazjonalny']);
    unmount();

    const onShopPage = await renderInRouter(<DealCard deal={deal} listOf={{ shopId: 3 }} />);
    expect(await menuItems()).toEqual(['Hide this deal', 'Mute author okazjonalny']);
    onShopPage.unmount();

    await renderInRouter(<DealCard deal={deal} listOf={{ userId: 9 }} />);
    expect(await menuItems()).toEqual(['Hide this deal', 'Mute shop Media Expert']);
  });
});
