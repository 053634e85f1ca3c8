import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InboxPage } from '@/features/inbox/components/InboxPage';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n, renderInRouter } from '../../render';
import { list, makeInboxItem, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(signIn);

const expiredItem = makeInboxItem({ trigger: 'expired_by_community', created_at: new Date().toISOString() });

describe('InboxPage, community expiry', () => {
  it('tells the author that members reported their deal expired, linking to it', async () => {
    mockApi({ 'GET inbox': () => list([expiredItem], { unread_count: 1 }) });
    await renderInRouter(<InboxPage />);
    const [link] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(link).toHaveTextContent('Unread: Your deal was marked as expired: 3 members reported that it has ended');
    expect(link).toHaveTextContent('Klocki LEGO');
    expect(link).not.toHaveTextContent('Alert:');
    expect(link).toHaveAttribute('href', '/deals/41/klocki-lego');
  });
});
