import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuspensionBar } from '@/app/layout/SuspensionBar';
import { createQueryClient, shouldRetryMutation } from '@/app/query-client';
import { ApiError } from '@/lib/http';
import { currentUserKey } from '@/domain/current-user';
import type { Suspension } from '@/shared/schemas/moderation-appeals';
import { makeUser } from '../account/helpers';
import { mockApi, signIn } from '../../api-stub';
import { createTestQueryClient, renderInRouter } from '../../render';

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;

function suspension(appeal: Suspension['appeal']): Suspension {
  return {
    until: '2026-12-24T12:00:00.000Z',
    reason: 'Spam w komentarzach.',
    decided_at: '2026-11-24T12:00:00.000Z',
    decision_id: 9,
    appeal,
  };
}

async function renderBar(value: Suspension | null) {
  signIn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserKey, makeUser({ id: 7, suspension: value }));
  await renderInRouter(<SuspensionBar />, '/', queryClient);
}

describe('the suspension notice', () => {
  it('tells a suspended member until when and why, with the appeal of their own account', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST moderation/appeals': () => Response.json({ id: 1 }, { status: 201 }) });
    await renderBar(suspension({ open: true, pending: false, until: new Date(Date.now() + 10 * DAY).toISOString() }));

    const bar = await screen.findByRole('status');
    expect(bar).toHaveTextContent('Twoje konto jest zawieszone do 24 gru 2026: Spam w komentarzach.');
    await user.click(within(bar).getByRole('button', { name: 'Odwołaj się' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołanie od decyzji' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Twoje odwołanie' }), 'Nie wysyłałem spamu, to były pytania.');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij odwołanie' }));

    expect(await within(dialog).findByText(/Odwołanie wysłane/)).toBeInTheDocument();
    expect(api.requests('POST', 'moderation/appeals')[0]?.body).toEqual({
      entity_type: 'user',
      entity_id: 7,
      text: 'Nie wysyłałem spamu, to były pytania.',
    });
  });

  it('shows a pending appeal instead of the button', async () => {
    mockApi({});
    await renderBar(suspension({ open: false, pending: true, until: new Date(Date.now() + 10 * DAY).toISOString() }));
    expect(await screen.findByRole('status')).toHaveTextContent('Odwołanie czeka na rozpatrzenie.');
    expect(screen.queryByRole('button', { name: 'Odwołaj się' })).toBeNull();
  });

  it('is not there for a member who may write', async () => {
    mockApi({});
    await renderBar(null);
    expect(screen.queryByText(/zawieszone/)).toBeNull();
  });

  it('a write refused for the suspension is final: a queued action is not retried', () => {
    const refused = new ApiError(403, { timestamp: '', message: 'suspended', errorCode: 'AccountSuspended' });
    expect(shouldRetryMutation(0, refused)).toBe(false);
    expect(shouldRetryMutation(5, refused)).toBe(false);
  });
});

describe('a suspension the app did not know about', () => {
  it('is fetched with the account as soon as a write is refused for it', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, makeUser({ id: 7, suspension: null }));
    const refused = new ApiError(403, { timestamp: '', message: 'suspended', errorCode: 'AccountSuspended' });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined)
      .catch(() => undefined);
    expect(queryClient.getQueryState(currentUserKey)?.isInvalidated).toBe(true);
  });

  it('leaves the account alone for other refusals', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, makeUser({ id: 7, suspension: null }));
    const refused = new ApiError(403, { timestamp: '', message: 'no', errorCode: 'Forbidden' });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined)
      .catch(() => undefined);
    expect(queryClient.getQueryState(currentUserKey)?.isInvalidated).toBe(false);
  });
});
