import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DealNotFound } from '@/features/deals/components/DealNotFound';
import { DealPage } from '@/features/deals/components/DealPage';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealDetail } from '@/shared/schemas/deal';
import { i18n } from '../../render';
import { makeDeal, renderInRouter } from './fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

function makeDetail(overrides: Partial<DealDetail> = {}): DealDetail {
  return {
    ...makeDeal(),
    deal_buttons: [
      {
        id: 1,
        button_url: 'https://shop.example/buy',
        button_type: 'primary',
        button_text: 'Kup teraz',
      },
    ],
    coupon_code: 'ZIMA20',
    coupon_code_text: null,
    coupon_code_url: null,
    description:
      '<p>Świetna <strong>cena</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
    instructions: null,
    deal_offers: [
      {
        id: 5,
        url: 'https://shop.example/black',
        image_url: null,
        title: 'Wersja czarna',
        new_price: 119900,
        old_price: null,
        currency: 'PLN',
      },
    ],
    section_title: null,
    disable_comments: false,
    deal_comments: [],
    ...overrides,
  };
}

describe('DealPage', () => {
  it('shows the main fields of the deal', async () => {
    await renderInRouter(<DealPage deal={makeDetail()} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Słuchawki Sony WH-1000XM5 & etui',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Media Expert')).toBeInTheDocument();
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-28%');
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.getByText('ZIMA20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kup teraz' })).toHaveAttribute('href', 'https://shop.example/buy');
    expect(screen.getByRole('heading', { name: 'Other variants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Wersja czarna/ })).toHaveAttribute('href', 'https://shop.example/black');
  });

  it('links the author to their profile', async () => {
    await renderInRouter(<DealPage deal={makeDetail()} />);
    expect(screen.getByRole('link', { name: /Added by okazjonalny/ })).toHaveAttribute('href', '/profile/9');
  });

  it('renders the description sanitized', async () => {
    const { container } = await renderInRouter(<DealPage deal={makeDetail()} />);
    expect(screen.getByText('cena').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('leaves out the offers section when there are none', async () => {
    await renderInRouter(<DealPage deal={makeDetail({ deal_offers: [] })} />);
    expect(screen.queryByRole('heading', { name: 'Other variants' })).not.toBeInTheDocument();
  });
});

describe('DealNotFound', () => {
  it('explains and leads back to the deals', async () => {
    await renderInRouter(<DealNotFound />);
    expect(screen.getByRole('heading', { name: 'Deal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to deals' })).toHaveAttribute('href', '/');
  });
});

describe('DealPage sharing', () => {
  it('copies the deal URL when the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderInRouter(<DealPage deal={makeDetail()} />, '/deals/42/x');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});
