import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSuspenseDeal } from '@/features/deals/api/get-deal';
import { DealPage } from '@/features/deals/components/DealPage';
import { shareLinks } from '@/features/deals/lib/share-links';
import { appConfigKey, dealKeys } from '@/domain/query-keys';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { AppConfig } from '@/shared/schemas/config';
import type { DealDetail } from '@/shared/schemas/deal';
import { i18n, mediaQueryList, renderInRouter } from '../../render';
import { createCommunityClient, fakeApi, makeDetail, setViewer, signIn } from './community-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

const CANONICAL = 'https://okazje.example/deals/42/sluchawki-sony-wh-1000xm5-and-etui';

function config(facebookAppId: string | null): AppConfig {
  return {
    market_id: 1,
    currency: 'PLN',
    providers: { facebook: { enabled: facebookAppId !== null, app_id: facebookAppId }, apple: { enabled: false, client_id: null } },
    push: { vapid_public_key: 'key' },
  };
}

/** The deal page as the route renders it: the deal comes from the query cache, so a vote shows at once. */
function CachedDealPage({ id }: { id: number }) {
  const { data } = useSuspenseDeal(id);
  return <DealPage deal={data} />;
}

/** The page as the server sent it: its canonical link names the site's public origin, whatever address it was reached at. */
async function renderDeal(deal: DealDetail = makeDetail(), { facebookAppId = null as string | null, coarsePointer = false } = {}) {
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = CANONICAL;
  document.head.append(canonical);
  const matchMedia = (query: string) => mediaQueryList(query, query === '(pointer: coarse)' && coarsePointer);
  vi.stubGlobal('matchMedia', matchMedia);
  let voted = false;
  const api = fakeApi(({ method, path }) => {
    const votes = deal.votes_count + (voted ? 1 : 0);
    if (method === 'POST' && path === `/api/deals/${deal.id}/like`) {
      voted = true;
      return { status: 200, body: { entity_id: deal.id, votes_count: votes + 1, vote_value: 1 } };
    }
    if (path === `/api/deals/${deal.id}`) return { status: 200, body: { ...deal, votes_count: votes } };
    if (path === '/api/deals/votes-status') return { status: 200, body: { data: voted ? [{ entity_id: deal.id, vote_value: 1 }] : [] } };
    return { status: 200, body: { data: [], metadata: { pages_count: 0, count: 0 } } };
  });
  const queryClient = createCommunityClient();
  signIn();
  setViewer(queryClient, { id: 1, username: 'me' });
  queryClient.setQueryData(appConfigKey, config(facebookAppId));
  queryClient.setQueryData(dealKeys.detail(deal.id), deal);
  await renderInRouter(<CachedDealPage id={deal.id} />, '/deals/42/stary-tytul', queryClient);
  return api;
}

describe('sharing a deal from a browser without a share sheet', () => {
  it('opens a menu of places to share the canonical address to; Escape closes it and gives focus back', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: undefined }));
    const user = userEvent.setup();
    await renderDeal();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-expanded', 'false');

    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(share.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error('the share button controls no menu');
    const link = (name: string) => within(menu).getByRole('link', { name });
    const url = encodeURIComponent(CANONICAL);
    const title = encodeURIComponent('Słuchawki Sony WH-1000XM5 & etui');
    expect(link('Facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(link('WhatsApp')).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Słuchawki Sony WH-1000XM5 & etui ${CANONICAL}`)}`,
    );
    expect(link('X')).toHaveAttribute('href', `https://x.com/intent/post?url=${url}&text=${title}`);
    expect(link('E-mail')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:\\?subject=${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&body=`)),
    );
    for (const name of ['Facebook', 'WhatsApp', 'X']) {
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // A desktop's Messenger needs the Facebook app id, and this deployment has none.
    expect(within(menu).queryByRole('link', { name: 'Messenger' })).toBeNull();
    expect(link('Facebook')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(share).toHaveFocus();
  });

  it('copies the canonical address and says so in a live region', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: undefined }));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderDeal();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(CANONICAL);
    const status = await screen.findByText('Link copied');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('offers Messenger: the app on a phone, the send dialog on a desktop when Facebook sign-in has an app id', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: undefined }));
    const user = userEvent.setup();
    await renderDeal(makeDetail(), { facebookAppId: '12345' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('link', { name: 'Messenger' }).getAttribute('href') ?? '';
    expect(new URL(dialog).origin + new URL(dialog).pathname).toBe('https://www.facebook.com/dialog/send');
    expect(new URL(dialog).searchParams.get('app_id')).toBe('12345');
    expect(new URL(dialog).searchParams.get('link')).toBe(CANONICAL);

    expect(shareLinks(CANONICAL, 'x', { phone: true, facebookAppId: null }).find((link) => link.target === 'messenger')).toEqual({
      target: 'messenger',
      href: `fb-messenger://share?link=${encodeURIComponent(CANONICAL)}`,
      newTab: false,
    });
  });

  it('hands the canonical address to the system share sheet where there is one, with no menu', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const user = userEvent.setup();
    await renderDeal();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Słuchawki Sony WH-1000XM5 & etui', url: CANONICAL });
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
  });
});

/** An IntersectionObserver the test moves: `scroll(false)` takes the observed element off the screen. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers)
        callback(
          targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    });
}

describe('the deal page’s bottom bar on a phone', () => {
  const deal = makeDetail({
    deal_buttons: [{ id: 1, button_url: 'https://shop.example/buy', button_type: 'primary', button_text: 'Kup teraz' }],
  });

  it('starts hidden, as the server renders it, and shows the price, the deal link and the vote once they scroll away', async () => {
    const scroll = stubIntersectionObserver();
    const user = userEvent.setup();
    const api = await renderDeal(deal);
    expect(screen.queryByRole('link', { name: 'Go to deal' })).toBeNull();
    expect(screen.getAllByRole('group', { name: 'Votes' })).toHaveLength(1);

    await scroll(false);
    const bar = screen.getByRole('link', { name: 'Go to deal' }).parentElement;
    if (!bar) throw new Error('no bar');
    const main = screen.getByRole('link', { name: 'Kup teraz' });
    expect(within(bar).getByRole('link', { name: 'Go to deal' })).toHaveAttribute('href', main.getAttribute('href'));
    expect(within(bar).getByRole('link', { name: 'Go to deal' })).toHaveAttribute('rel', main.getAttribute('rel'));
    // The same words as the page's price; toHaveTextContent turns the received no-break spaces into spaces, not the expected.
    expect(bar).toHaveTextContent((screen.getByTestId('new-price').textContent ?? 'no price').replace(/\s/g, ' '));

    // The bar's vote is the page's vote: one mutation, both controls show it.
    await user.click(within(bar).getByRole('button', { name: 'Vote up' }));
    for (const group of screen.getAllByRole('group', { name: 'Votes' }))
      expect(within(group).getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.writes().map((write) => write.path)).toEqual(['/api/deals/42/like']));

    await scroll(true);
    expect(screen.queryByRole('link', { name: 'Go to deal' })).toBeNull();
  });
});
