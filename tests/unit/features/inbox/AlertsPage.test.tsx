import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AlertsPage } from '@/features/inbox/components/AlertsPage';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { KeywordAlert } from '@/shared/schemas/rewards';
import { i18n, renderInRouter } from '../../render';
import { errorResponse, list, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => {
  hideAlert();
  signIn();
});

const alert = (id: number, keyword: string, rules: Partial<KeywordAlert> = {}): KeywordAlert => ({
  id,
  keyword,
  exclude_words: [],
  max_price: null,
  categories: [],
  notify_at: 'created',
  min_real_discount: null,
  price_rule: 'any',
  min_votes_in: null,
  paused: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...rules,
});

describe('AlertsPage', () => {
  it('explains what alerts do when there are none', async () => {
    mockApi({ 'GET users/alerts': () => list([]) });
    await renderInRouter(<AlertsPage />);
    expect(await screen.findByText('You have no keyword alerts yet.')).toBeInTheDocument();
    expect(screen.getByText(/once: as soon as it is posted, or when it reaches 10, 25 or 100 votes, as you choose/)).toBeInTheDocument();
  });

  it('validates the keyword on submit with the first failing rule', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET users/alerts': () => list([]) });
    await renderInRouter(<AlertsPage />);
    const input = await screen.findByLabelText('Keyword');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Keyword is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, ' x ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Keyword must be between 2 and 64 characters')).toBeInTheDocument();
    expect(api.requests('POST', 'users/alerts')).toHaveLength(0);
  });

  it('adds a trimmed keyword and shows it in the list', async () => {
    const user = userEvent.setup();
    const alerts: KeywordAlert[] = [];
    const api = mockApi({
      'GET users/alerts': () => list(alerts),
      'POST users/alerts': (call) => {
        const created = alert(5, (call.body as { keyword: string }).keyword);
        alerts.push(created);
        return Response.json(created, { status: 201 });
      },
    });
    await renderInRouter(<AlertsPage />);
    await user.type(await screen.findByLabelText('Keyword'), '  Słuchawki  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Alert added' }));
    expect(api.requests('POST', 'users/alerts')[0]).toMatchObject({
      body: { keyword: 'Słuchawki' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('Słuchawki', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByLabelText('Keyword')).toHaveValue('');
  });

  it('puts a duplicate on the field, ignoring case and Polish letters, and maps a 409 the same way', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET users/alerts': () => list([alert(1, 'Słuchawki')]),
      'POST users/alerts': () => errorResponse(409, 'Conflict'),
    });
    await renderInRouter(<AlertsPage />);
    const input = await screen.findByLabelText('Keyword');
    await screen.findByText('Słuchawki', { selector: 'span' });
    await user.type(input, 'SLUCHAWKI');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('You already have an alert for this keyword')).toBeInTheDocument();
    expect(api.requests('POST', 'users/alerts')).toHaveLength(0);

    // Another device added it since the list was loaded: the server's 409 lands on the field too.
    await user.clear(input);
    await user.type(input, 'lego');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.requests('POST', 'users/alerts')).toHaveLength(1));
    expect(await screen.findByText('You already have an alert for this keyword')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an alert only after confirmation', async () => {
    const user = userEvent.setup();
    let alerts = [alert(1, 'lego'), alert(2, 'ps5')];
    const api = mockApi({
      'GET users/alerts': () => list(alerts),
      'DELETE users/alerts': (call) => {
        alerts = alerts.filter((a) => a.id !== (call.body as { id: number }).id);
        return new Response(null, { status: 204 });
      },
    });
    await renderInRouter(<AlertsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the alert "ps5"' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE', 'users/alerts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the alert "ps5"' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Alert deleted' }));
    expect(api.requests('DELETE', 'users/alerts')[0]?.body).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByText('ps5')).not.toBeInTheDocument());
    expect(screen.getByText('lego')).toBeInTheDocument();
  });

  it('adds an alert with excluded words, a price cap, categories and the moment to tell', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET users/alerts': () => list([]),
      'POST users/alerts': (call) => Response.json(alert(8, 'iphone', call.body as Partial<KeywordAlert>), { status: 201 }),
    });
    await renderInRouter(<AlertsPage />);
    await user.type(await screen.findByLabelText('Keyword'), 'iPhone');
    await user.type(screen.getByLabelText('Leave out deals with these words (optional)'), 'etui, szkło ,');
    await user.type(screen.getByLabelText('Highest price in zł (optional)'), '2 999,99');
    await user.click(screen.getByRole('checkbox', { name: 'Electronics' }));
    await user.click(screen.getByRole('radio', { name: 'when it reaches 25 votes' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.requests('POST', 'users/alerts')).toHaveLength(1));
    expect(api.requests('POST', 'users/alerts')[0]?.body).toEqual({
      keyword: 'iPhone',
      exclude_words: ['etui', 'szkło'],
      max_price: 299_999,
      categories: ['electronics'],
      notify_at: 'votes_25',
      min_real_discount: null,
      price_rule: 'any',
      min_votes_in: null,
    });
  });

  it('adds an alert that asks for a real discount and a new lowest price, each rule explained in one line', async () => {
    const user = userEvent.setup();
    const alerts: KeywordAlert[] = [];
    const api = mockApi({
      'GET users/alerts': () => list(alerts),
      'POST users/alerts': (call) => {
        alerts.push(alert(9, 'ps5', call.body as Partial<KeywordAlert>));
        return Response.json(alerts[0], { status: 201 });
      },
    });
    await renderInRouter(<AlertsPage />);
    await user.type(await screen.findByLabelText('Keyword'), 'ps5');
    const discount = screen.getByLabelText('Least real discount in % (optional)');
    expect(discount).toHaveAccessibleDescription(/lowest price of the last 30 days that the shop states/);
    await user.type(discount, '150');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter a whole percent from 1 to 99')).toBeInTheDocument();
    expect(api.requests('POST', 'users/alerts')).toHaveLength(0);

    await user.clear(discount);
    await user.type(discount, ' 30 ');
    const newLow = screen.getByRole('radio', { name: /^a new lowest price/ });
    expect(newLow).toHaveAccessibleDescription(/below every earlier price of the product/);
    await user.click(newLow);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.requests('POST', 'users/alerts')).toHaveLength(1));
    expect(api.requests('POST', 'users/alerts')[0]?.body).toMatchObject({
      keyword: 'ps5',
      min_real_discount: 30,
      price_rule: 'historic_low',
    });
    expect(await screen.findByText(/really 30% off or more · a new lowest price/)).toBeInTheDocument();
  });

  it('adds an alert that waits for a deal to rise fast: its votes and minutes, checked, then sent as min_votes_in', async () => {
    const user = userEvent.setup();
    const alerts: KeywordAlert[] = [];
    const api = mockApi({
      'GET users/alerts': () => list(alerts),
      'POST users/alerts': (call) => {
        alerts.push(alert(11, 'dron', call.body as Partial<KeywordAlert>));
        return Response.json(alerts[0], { status: 201 });
      },
    });
    await renderInRouter(<AlertsPage />);
    await user.type(await screen.findByLabelText('Keyword'), 'dron');
    expect(screen.queryByLabelText('Votes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'when it rises fast' }));
    const votes = screen.getByLabelText('Votes');
    const minutes = screen.getByLabelText('within minutes of posting');
    expect(votes).toHaveValue('10');
    expect(minutes).toHaveValue('60');
    await user.clear(votes);
    await user.type(votes, '1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Rising fast needs 2 to 500 votes within 5 to 1440 minutes')).toBeInTheDocument();
    expect(api.requests('POST', 'users/alerts')).toHaveLength(0);

    await user.clear(votes);
    await user.type(votes, '15');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.requests('POST', 'users/alerts')).toHaveLength(1));
    expect(api.requests('POST', 'users/alerts')[0]?.body).toMatchObject({
      keyword: 'dron',
      notify_at: 'created',
      min_votes_in: { votes: 15, minutes: 30 },
    });
    expect(await screen.findByText(/15 votes within 30 min of posting/)).toBeInTheDocument();
  });

  it('says what is wrong with a price cap before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET users/alerts': () => list([]) });
    await renderInRouter(<AlertsPage />);
    await user.type(await screen.findByLabelText('Keyword'), 'rower');
    await user.type(screen.getByLabelText('Highest price in zł (optional)'), 'tanio');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter a price like 1299,99')).toBeInTheDocument();
    expect(api.requests('POST', 'users/alerts')).toHaveLength(0);
  });

  it('shows each alert’s rules, edits them in a dialog and pauses or resumes an alert with PUT', async () => {
    const user = userEvent.setup();
    let alerts = [alert(3, 'lego', { exclude_words: ['duplo'], max_price: 50_000, categories: ['culture'], notify_at: 'votes_10' })];
    const api = mockApi({
      'GET users/alerts': () => list(alerts),
      'PUT users/alerts/3': (call) => {
        alerts = [alert(3, 'lego', call.body as Partial<KeywordAlert>)];
        return Response.json(alerts[0]);
      },
    });
    await renderInRouter(<AlertsPage />);
    expect(
      await screen.findByText(/without: duplo · up to 500 zł · Culture and entertainment · when it reaches 10 votes/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause the alert "lego"' }));
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Alert paused' }));
    expect(api.requests('PUT', 'users/alerts/3')[0]?.body).toMatchObject({ keyword: 'lego', paused: true, max_price: 50_000 });
    expect(await screen.findByText('Paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the alert "lego"' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the alert' });
    expect(within(dialog).getByLabelText('Highest price in zł (optional)')).toHaveValue('500');
    await user.clear(within(dialog).getByLabelText('Highest price in zł (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests('PUT', 'users/alerts/3')).toHaveLength(2));
    expect(api.requests('PUT', 'users/alerts/3')[1]?.body).toEqual({
      keyword: 'lego',
      exclude_words: ['duplo'],
      max_price: null,
      categories: ['culture'],
      notify_at: 'votes_10',
      min_real_discount: null,
      price_rule: 'any',
      min_votes_in: null,
      paused: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
