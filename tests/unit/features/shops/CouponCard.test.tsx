import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CouponCard } from '@/features/shops/components/CouponCard';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../../render';
import { jsonResponse, makeCoupon, mockApi } from './helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
afterEach(() => {
  vi.restoreAllMocks();
  hideAlert();
});

describe('CouponCard', () => {
  it('shows the coupon with its code hidden until asked', async () => {
    await renderInRouter(<CouponCard coupon={makeCoupon()} />);
    expect(screen.getByRole('heading', { name: '-15% na zamówienie w Media Expert' })).toBeInTheDocument();
    expect(screen.getByText('Rabat 15% na produkty nieprzecenione, jeden kod na konto.')).toBeInTheDocument();
    expect(screen.getByText(/^Valid until \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(screen.getByText('Used 42 times')).toBeInTheDocument();
    expect(screen.queryByText('MEDIA15')).not.toBeInTheDocument();
    const shopLink = screen.getByRole('link', { name: /Go to shop/ });
    expect(shopLink).toHaveAttribute('href', 'https://www.mediaexpert.pl');
    expect(shopLink).toHaveAttribute('target', '_blank');
    expect(shopLink).toHaveAttribute('rel', 'noopener');
  });

  it('reveals and copies the code, counts the use and shows the new count', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { calls } = mockApi({ 'POST /api/coupons/7/click': () => jsonResponse({ id: 7, clicks_count: 43 }) });
    await renderInRouter(<CouponCard coupon={makeCoupon()} />);

    await user.click(screen.getByRole('button', { name: 'Show code' }));

    expect(screen.getByText('MEDIA15')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('MEDIA15');
    await waitFor(() => expect(getAlert()?.message).toBe('Coupon code copied'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/coupons/7/click' }]);
    expect(await screen.findByText('Used 43 times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveFocus();
  });

  it('copies again without counting a second use', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { calls } = mockApi({ 'POST /api/coupons/7/click': () => jsonResponse({ id: 7, clicks_count: 43 }) });
    await renderInRouter(<CouponCard coupon={makeCoupon()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(1);
  });

  it('still shows the code when copying and counting both fail, and only logs', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'POST /api/coupons/7/click': () => jsonResponse({ errorCode: 'InternalError', message: 'x', timestamp: '' }, 500) });
    await renderInRouter(<CouponCard coupon={makeCoupon()} />);
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(screen.getByText('MEDIA15')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(getAlert()).toBeNull();
    expect(screen.getByText('Used 42 times')).toBeInTheDocument();
  });

  it('links to the shop page when listed among other shops', async () => {
    await renderInRouter(<CouponCard coupon={makeCoupon()} showShop />);
    expect(screen.getByRole('link', { name: 'Media Expert' })).toHaveAttribute('href', '/shops/3');
  });

  it('marks an expired coupon', async () => {
    await renderInRouter(<CouponCard coupon={makeCoupon({ expires_at: new Date(Date.now() - 1000).toISOString() })} />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText(/Valid until/)).not.toBeInTheDocument();
  });
});
