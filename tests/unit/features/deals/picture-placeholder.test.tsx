import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DealPicturePlaceholder } from '@/components/ui/DealPicturePlaceholder';
import { DealCard } from '@/features/deals/components/DealCard';
import { DealPage } from '@/features/deals/components/DealPage';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealListItem } from '@/shared/schemas/deal';
import { i18n, renderInRouter } from '../../render';
import { makeDetail } from './community-fixtures';
import { makeDeal } from './fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

const LOGO = '/media/shops/x-kom-256.webp';

function memberDeal(overrides: Partial<DealListItem> = {}): DealListItem {
  return makeDeal({ deal_images: [], shop: { id: 7, name: 'x-kom', logo_url: LOGO }, ...overrides });
}

/** The picture box of the card: the placeholder, never an empty element. */
function placeholderIn(root: HTMLElement): HTMLElement {
  const placeholder = within(root).getByTestId('deal-picture-placeholder');
  expect(placeholder.childElementCount).toBeGreaterThan(0);
  return placeholder;
}

describe('a deal without pictures', () => {
  it("shows the shop's logo on its card, as decoration beside the title", async () => {
    const { container } = await renderInRouter(<DealCard deal={memberDeal()} />);
    const placeholder = placeholderIn(container);
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.querySelector('img')).toHaveAttribute('src', LOGO);
    expect(placeholder.querySelector('svg')).toBeNull();
    // The box still opens the deal, like a picture does.
    expect(placeholder.closest('a')).toHaveAttribute('href', screen.getByRole('link', { name: memberDeal().title }).getAttribute('href'));
  });

  it('shows the illustration of its main category when the shop has no logo or there is no shop', async () => {
    const { container, unmount } = await renderInRouter(
      <DealCard
        deal={memberDeal({ category: 'gaming-hardware-playstation_5-bare_console', shop: { id: 7, name: 'x-kom', logo_url: null } })}
      />,
    );
    let placeholder = placeholderIn(container);
    expect(placeholder).toHaveAttribute('data-category', 'gaming');
    expect(placeholder.querySelector('svg')).not.toBeNull();
    expect(placeholder.querySelector('img')).toBeNull();
    unmount();

    const other = await renderInRouter(<DealCard deal={memberDeal({ category: 'other', shop: null })} />);
    placeholder = placeholderIn(other.container);
    expect(placeholder).toHaveAttribute('data-category', 'other');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });

  it('falls back to the illustration when the logo fails to load', async () => {
    const { container } = await renderInRouter(<DealCard deal={memberDeal({ category: 'home' })} />);
    const logo = placeholderIn(container).querySelector('img');
    if (!logo) throw new Error('no logo');
    fireEvent.error(logo);
    const placeholder = placeholderIn(container);
    expect(placeholder.querySelector('img')).toBeNull();
    expect(placeholder).toHaveAttribute('data-category', 'home');
  });

  it('offers no 18+ reveal on a card that has nothing to blur', async () => {
    await renderInRouter(<DealCard deal={memberDeal({ is_nsfw: true })} />);
    expect(screen.queryByRole('button', { name: 'Show image (18+)' })).not.toBeInTheDocument();
  });

  it('tells a screen reader on the deal page that there are no pictures, and shows the logo or illustration', async () => {
    const { unmount } = await renderInRouter(<DealPage deal={makeDetail(memberDeal())} />);
    const withLogo = screen.getByRole('img', { name: 'This deal has no pictures' });
    expect(withLogo.querySelector('img')).toHaveAttribute('src', LOGO);
    expect(screen.queryByRole('region', { name: /^Images of/ })).not.toBeInTheDocument();
    unmount();

    await renderInRouter(<DealPage deal={makeDetail(memberDeal({ category: 'travel', shop: null }))} />);
    const illustrated = screen.getByRole('img', { name: 'This deal has no pictures' });
    expect(illustrated).toHaveAttribute('data-category', 'travel');
    expect(illustrated.querySelector('svg')).not.toBeNull();
  });

  it('renders the same on the server as in the browser, so hydration keeps it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mismatches: unknown[] = [];
    const ui = (
      <>
        <DealPicturePlaceholder category="finance" logoUrl={null} />
        <DealPicturePlaceholder category="other" logoUrl={LOGO} label="Brak zdjęć" />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (cause) => mismatches.push(cause) }));
    expect(mismatches).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(container.querySelector('[data-category="finance"] svg')).not.toBeNull();
    expect(within(container).getByRole('img', { name: 'Brak zdjęć' }).querySelector('img')).toHaveAttribute('src', LOGO);
    act(() => root.unmount());
    container.remove();
    error.mockRestore();
  });
});
