import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DealComments } from '@/features/comments/components/DealComments';
import { DealNotFound } from '@/features/deals/components/DealNotFound';
import { DealPage } from '@/features/deals/components/DealPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { closeSignInPrompt, useSignInPromptOpen } from '@/domain/sign-in-prompt';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { DealDetail } from '@/shared/schemas/deal';
import { i18n, renderInRouter } from '../../render';
import { makeDetail } from './community-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

/** A deal with a buy button, a coupon, an offer and a description carrying markup that must not run. */
function dealPageDetail(overrides: Partial<DealDetail> = {}): DealDetail {
  return makeDetail({
    deal_buttons: [
      {
        id: 1,
        button_url: 'https://shop.example/buy',
        button_type: 'primary',
        button_text: 'Kup teraz',
      },
    ],
    coupon_code: 'ZIMA20',
    description: '<p>Świetna <strong>cena</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
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
    ...overrides,
  });
}

describe('DealPage', () => {
  it('shows the main fields of the deal', async () => {
    await renderInRouter(<DealPage deal={dealPageDetail()} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Słuchawki Sony WH-1000XM5 & etui',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Media Expert')).toBeInTheDocument();
    // Without the 30-day low the advertised discount is shown only named as such, never as the badge.
    expect(screen.getByText('advertised: -28%')).toBeInTheDocument();
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.getByText('ZIMA20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kup teraz' })).toHaveAttribute('href', 'https://shop.example/buy');
    expect(screen.getByRole('heading', { name: 'Other variants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Wersja czarna/ })).toHaveAttribute('href', 'https://shop.example/black');
  });

  it('links the author to their profile', async () => {
    await renderInRouter(<DealPage deal={dealPageDetail()} />);
    expect(screen.getByRole('link', { name: /Added by okazjonalny/ })).toHaveAttribute('href', '/profile/9');
  });

  it('renders the description sanitized', async () => {
    const { container } = await renderInRouter(<DealPage deal={dealPageDetail()} />);
    expect(screen.getByText('cena').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it("heads the offers with the deal's own section title, the description with its generic one", async () => {
    await renderInRouter(<DealPage deal={dealPageDetail({ section_title: 'Inne kolory' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Inne kolory' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Other variants' })).not.toBeInTheDocument();
  });

  it('leaves out the offers section when there are none', async () => {
    await renderInRouter(<DealPage deal={dealPageDetail({ deal_offers: [] })} />);
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
  it('copies the deal’s canonical URL from the share menu when the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderInRouter(<DealPage deal={dealPageDetail()} />, '/deals/42/x');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/deals/42/sluchawki-sony-wh-1000xm5-and-etui`);
  });
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('DealPage countdowns and expiry', () => {
  it('shows both countdowns while their moments are ahead and their flags are on', async () => {
    await renderInRouter(
      <DealPage
        deal={dealPageDetail({
          show_countdown_to_expiration: true,
          expires_at: inHours(5.5),
          show_countdown_to_release: true,
          released_at: inHours(50),
        })}
      />,
    );
    expect(screen.getByText('Ends in 5 h 29 min')).toBeInTheDocument();
    expect(screen.getByText('Release in 2 days')).toBeInTheDocument();
  });

  it('shows no countdown when the flags are off', async () => {
    await renderInRouter(<DealPage deal={dealPageDetail({ expires_at: inHours(5), released_at: inHours(50) })} />);
    expect(screen.queryByText(/Ends in|Release in/)).toBeNull();
  });

  it('shows no release countdown once the release has passed', async () => {
    await renderInRouter(<DealPage deal={dealPageDetail({ show_countdown_to_release: true, released_at: inHours(-1) })} />);
    expect(screen.queryByText(/Release in/)).toBeNull();
  });

  it('marks an expired deal, hides its subtitle and its expiry countdown', async () => {
    await renderInRouter(<DealPage deal={dealPageDetail({ show_countdown_to_expiration: true, expires_at: inHours(-2) })} />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText('Najniższa cena w historii')).toBeNull();
    expect(screen.queryByText(/Ends in/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report as expired' })).toBeNull();
  });
});

describe('DealPage actions for guests', () => {
  function PromptProbe() {
    return useSignInPromptOpen() ? <p>sign-in prompt</p> : null;
  }

  it.each(['Vote up', 'Vote down', 'Save', 'Report as expired'])('%s opens the sign-in prompt', async (name) => {
    const user = userEvent.setup();
    closeSignInPrompt();
    hideAlert();
    await renderInRouter(
      <>
        <DealPage deal={dealPageDetail()} />
        <PromptProbe />
      </>,
    );
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByText('sign-in prompt')).toBeInTheDocument();
    expect(getAlert()).toBeNull();
  });
});

describe('DealPage comments and links', () => {
  it('shows the comments unless they are disabled', async () => {
    const comments = [
      {
        id: 1,
        content: 'Dobra cena',
        created_at: new Date().toISOString(),
        votes_count: 0,
        parent_id: null,
        thread_id: 1,
        user: { id: 3, username: 'kasia', avatar_url: null, is_deleted: false, is_new: false },
      },
    ];
    // As the route composes it: the comments feature fills the page's comments place.
    const withComments = (deal: DealDetail) => (
      <DealPage deal={deal} comments={<DealComments dealId={deal.id} comments={deal.deal_comments} />} />
    );
    const { unmount } = await renderInRouter(withComments(dealPageDetail({ deal_comments: comments })));
    expect(screen.getByRole('region', { name: 'Comments (1)' })).toHaveTextContent('Dobra cena');
    unmount();
    await renderInRouter(withComments(dealPageDetail({ deal_comments: comments, disable_comments: true })));
    expect(screen.queryByRole('region', { name: /Comments/ })).toBeNull();
    expect(screen.queryByText('Dobra cena')).toBeNull();
  });

  it('marks shop links sponsored only for affiliate deals', async () => {
    const { unmount } = await renderInRouter(<DealPage deal={dealPageDetail({ is_affiliate: true })} />);
    expect(screen.getByRole('link', { name: 'Kup teraz' })).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByRole('link', { name: 'Kup teraz' })).toHaveAttribute('target', '_blank');
    unmount();
    await renderInRouter(<DealPage deal={dealPageDetail({ is_affiliate: false })} />);
    expect(screen.getByRole('link', { name: 'Kup teraz' })).toHaveAttribute('rel', 'noopener');
  });

  it('shows coupon text, coupon terms link and instructions', async () => {
    await renderInRouter(
      <DealPage
        deal={dealPageDetail({
          coupon_code_text: 'Kod działa do niedzieli',
          coupon_code_url: 'https://shop.example/regulamin',
          instructions: 'Dodaj do koszyka i wpisz kod.',
        })}
      />,
    );
    expect(screen.getByText('Kod działa do niedzieli')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coupon terms' })).toHaveAttribute('href', 'https://shop.example/regulamin');
    expect(screen.getByText('Dodaj do koszyka i wpisz kod.')).toBeInTheDocument();
    expect(screen.getByText(/We are not the seller/)).toBeInTheDocument();
  });

  it('renders HTML instructions as a list, sanitized, never as raw tags', async () => {
    const instructions = '<ol><li>Dodaj produkt do koszyka.</li><li>Wpisz kod.</li></ol><script>window.hacked = true</script>';
    const { container } = await renderInRouter(<DealPage deal={dealPageDetail({ instructions })} />);
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(expect.arrayContaining(['Dodaj produkt do koszyka.', 'Wpisz kod.']));
    expect(container.textContent).not.toContain('<ol>');
    expect(container.querySelector('script')).toBeNull();
  });
});
