import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DealPage } from '@/features/deals/components/DealPage';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../../render';
import { createCommunityClient, makeDetail } from './community-fixtures';

afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));

describe('DealPage: the earlier deal with the same link', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));

  it('links a deal posted again to the earlier deal with its link', async () => {
    const previous = { id: 8, title: 'Pad DualSense za 199 zł', slug: 'pad-dualsense-za-199-zl', expired_at: '2026-10-01T10:00:00.000Z' };
    await renderInRouter(<DealPage deal={makeDetail({ previous_deal: previous })} />, '/deals/1', createCommunityClient());
    expect(screen.getByRole('link', { name: 'Previous deal with this link' })).toHaveAttribute('href', '/deals/8/pad-dualsense-za-199-zl');
    expect(screen.getByText('Pad DualSense za 199 zł')).toBeInTheDocument();
  });

  it('has no such link for a deal posted first', async () => {
    await renderInRouter(<DealPage deal={makeDetail({ previous_deal: null })} />, '/deals/1', createCommunityClient());
    expect(screen.queryByRole('link', { name: 'Previous deal with this link' })).not.toBeInTheDocument();
  });

  it('says it in Polish', async () => {
    await i18n.loadAndActivate({ locale: 'pl', messages: plMessages });
    const previous = { id: 8, title: 'Pad', slug: 'pad', expired_at: null };
    await renderInRouter(<DealPage deal={makeDetail({ previous_deal: previous })} />, '/deals/1', createCommunityClient());
    expect(screen.getByRole('link', { name: 'Poprzednia okazja z tym linkiem' })).toBeInTheDocument();
  });
});
