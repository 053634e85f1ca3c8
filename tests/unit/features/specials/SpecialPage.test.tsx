import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SpecialNotFound } from '@/features/specials/components/SpecialNotFound';
import { SpecialPage } from '@/features/specials/components/SpecialPage';
import { SpecialPageSkeleton } from '@/features/specials/components/SpecialPageSkeleton';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { Special } from '@/shared/schemas/special';
import { i18n, renderInRouter } from '../../render';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => {
  vi.restoreAllMocks();
  hideAlert();
});

function makeSpecial(overrides: Partial<Special> = {}): Special {
  return {
    id: 2,
    title: 'Black Week w RTV',
    desktop_image_url: '/media/specials/2-desktop.webp',
    mobile_image_url: '/media/specials/2-mobile.webp',
    description: '<p>Najlepsze <strong>rabaty</strong> tygodnia</p><img src="x" onerror="window.__pwned = true">',
    coupon_code: 'BLACK20',
    button_url: 'https://www.rtv.example/promocje',
    button_text: 'Przejdź do promocji',
    instructions: '<p>Kod działa na produkty oznaczone w sklepie.</p>',
    special_offers: [
      {
        id: 11,
        title: 'Telewizor OLED 55"',
        url: 'https://www.rtv.example/tv',
        image_url: '/media/deals/1/1-400.webp',
        new_price: 429900,
        old_price: 599900,
        currency: 'PLN',
      },
      {
        id: 12,
        title: 'Gra w prezencie',
        url: 'https://www.rtv.example/gra',
        image_url: null,
        new_price: 0,
        old_price: null,
        currency: 'PLN',
      },
    ],
    ...overrides,
  };
}

describe('SpecialPage', () => {
  it('shows the title, both images, sanitized description, button, instructions and legal note', async () => {
    const { container } = await renderInRouter(<SpecialPage special={makeSpecial()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Black Week w RTV' })).toBeInTheDocument();

    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 576px)');
    expect(source).toHaveAttribute('srcset', '/media/specials/2-mobile.webp');
    const hero = container.querySelector('picture img');
    expect(hero).toHaveAttribute('src', '/media/specials/2-desktop.webp');
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '400');

    expect(screen.getByText('rabaty').tagName).toBe('STRONG');
    expect(container.querySelector('[onerror]')).toBeNull();

    const button = screen.getByRole('link', { name: /Przejdź do promocji/ });
    expect(button).toHaveAttribute('href', 'https://www.rtv.example/promocje');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(screen.getByRole('heading', { name: 'How to use the offer' })).toBeInTheDocument();
    expect(screen.getByText('Kod działa na produkty oznaczone w sklepie.')).toBeInTheDocument();
    expect(screen.getByText(/We are not the seller/)).toBeInTheDocument();
  });

  it('lists the special offers with their prices and links', async () => {
    await renderInRouter(<SpecialPage special={makeSpecial()} />);
    const offers = within(screen.getByRole('region', { name: 'Special offers' })).getAllByRole('link');
    expect(offers).toHaveLength(2);
    expect(offers[0]).toHaveAttribute('href', 'https://www.rtv.example/tv');
    expect(offers[0]).toHaveTextContent('Telewizor OLED 55"');
    expect(offers[0]).toHaveTextContent(/4\s299 zł/);
    expect(offers[0]).toHaveTextContent(/5\s999 zł/);
    expect(offers[1]).toHaveTextContent('Free');
  });

  it('copies the coupon code with a success alert', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderInRouter(<SpecialPage special={makeSpecial()} />);
    expect(screen.getByText('BLACK20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('BLACK20');
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Coupon code copied' }));
  });

  it('only logs a failed copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderInRouter(<SpecialPage special={makeSpecial()} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(getAlert()).toBeNull();
  });

  it('leaves out what the special does not have', async () => {
    const { container } = await renderInRouter(
      <SpecialPage
        special={makeSpecial({
          desktop_image_url: null,
          coupon_code: null,
          button_url: null,
          button_text: null,
          instructions: null,
          special_offers: [],
        })}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img[src="/media/specials/2-mobile.webp"]')).toHaveAttribute('width', '800');
    expect(screen.queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to use the offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Special offers' })).not.toBeInTheDocument();
  });
});

describe('SpecialNotFound', () => {
  it('explains and leads back home', async () => {
    await renderInRouter(<SpecialNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Special offer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to deals' })).toHaveAttribute('href', '/');
  });
});

describe('SpecialPageSkeleton', () => {
  it('announces the loading special and shows no content yet', async () => {
    await renderInRouter(<SpecialPageSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the special offer…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
