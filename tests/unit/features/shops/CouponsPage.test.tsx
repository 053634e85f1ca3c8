import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CouponsPage } from '@/features/shops/components/CouponsPage';
import { ShopNotFound } from '@/features/shops/components/ShopNotFound';
import { ShopHeader } from '@/features/shops/components/ShopHeader';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../../render';
import { jsonResponse, makeCouponPage, mockApi } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => vi.restoreAllMocks());

const noSearch = () => undefined;

describe('CouponsPage', () => {
  it('shows the best coupons first, then every coupon with pagination, each linking to its shop', async () => {
    const { calls } = mockApi({
      'GET /api/coupons/best': () => jsonResponse(makeCouponPage(2, 1, 100)),
      'GET /api/coupons/': () => jsonResponse(makeCouponPage(20, 3, 1)),
    });
    await renderInRouter(<CouponsPage page={1} search={undefined} onSearch={noSearch} />, '/coupons');

    const best = await screen.findByRole('region', { name: 'Best coupons' });
    expect(await within(best).findAllByRole('article')).toHaveLength(2);
    const all = screen.getByRole('region', { name: 'All coupons' });
    expect(await within(all).findAllByRole('article')).toHaveLength(20);
    expect(within(all).getAllByRole('link', { name: 'Media Expert' })[0]).toHaveAttribute('href', '/shops/3');
    const pages = screen.getByRole('navigation', { name: 'Coupon pages' });
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', expect.stringMatching(/\?page=2$/));
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/coupons/best?per_page=6', '/api/coupons/?page=1&per_page=20']));
  });

  it('shows placeholders while loading', async () => {
    mockApi({
      'GET /api/coupons/best': () => new Promise<Response>(() => undefined),
      'GET /api/coupons/': () => new Promise<Response>(() => undefined),
    });
    await renderInRouter(<CouponsPage page={1} search={undefined} onSearch={noSearch} />);
    expect(screen.getAllByText('Loading coupons…')).toHaveLength(2);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error when the coupons cannot be loaded', async () => {
    mockApi({
      'GET /api/coupons/best': () => jsonResponse(makeCouponPage(1, 1, 100)),
      'GET /api/coupons/': () => jsonResponse({ errorCode: 'InternalError', message: 'x', timestamp: '' }, 500),
    });
    await renderInRouter(<CouponsPage page={1} search={undefined} onSearch={noSearch} />);
    const all = screen.getByRole('region', { name: 'All coupons' });
    expect(await within(all).findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('says when a search finds nothing and leaves the best coupons out of search results', async () => {
    const { calls } = mockApi({ 'GET /api/coupons/': () => jsonResponse(makeCouponPage(0, 0)) });
    await renderInRouter(<CouponsPage page={1} search="xyz" onSearch={noSearch} />);
    expect(await screen.findByText('No coupons found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coupons matching “xyz”' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Best coupons' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/coupons/?page=1&per_page=20&search=xyz']);
  });

  it('submits the trimmed search', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/coupons/': () => jsonResponse(makeCouponPage(0, 0)) });
    const onSearch = vi.fn();
    await renderInRouter(<CouponsPage page={2} search={undefined} onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search coupons' }), '  allegro {Enter}');
    expect(onSearch).toHaveBeenCalledWith('allegro');
  });
});

describe('ShopHeader', () => {
  it('shows the logo, name, domain and counts', async () => {
    const { container } = await renderInRouter(
      <ShopHeader
        shop={{
          id: 3,
          name: 'Media Expert',
          slug: 'media-expert',
          domain: 'mediaexpert.pl',
          logo_url: '/media/shops/3.webp',
          deals_count: 12,
          coupons_count: 1,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Media Expert' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /mediaexpert\.pl/ })).toHaveAttribute('href', 'https://mediaexpert.pl');
    expect(screen.getByText('12 deals')).toBeInTheDocument();
    expect(screen.getByText('1 coupon')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/shops/3.webp');
  });
});

describe('ShopNotFound', () => {
  it('explains and leads back to the deals and the coupons', async () => {
    await renderInRouter(<ShopNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to deals' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'All coupons' })).toHaveAttribute('href', '/coupons');
  });
});
