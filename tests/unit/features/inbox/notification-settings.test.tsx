import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationSettingsForm } from '@/features/inbox/components/NotificationSettingsForm';
import { getAlert, hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import type { NotificationSettings } from '@/shared/schemas/push';
import { i18n, renderWithProviders } from '../../render';
import { errorResponse, mockApi, signIn } from '../points/helpers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
beforeEach(() => {
  hideAlert();
  signIn();
});

const OFF: NotificationSettings = { quiet_hours: null, email_digest: false, digest_hour: 8, favourite_reminders: true, locale: 'pl' };

function settingsApi(initial: NotificationSettings = OFF) {
  return mockApi({
    'GET users/notification-settings': () => Response.json(initial),
    'PUT users/notification-settings': (call) => Response.json(call.body),
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('quiet hours and the e-mail digest', () => {
  it('shows a skeleton while loading, then the settings, with 22:00–07:00 offered for quiet hours that are off', async () => {
    settingsApi();
    renderWithProviders(<NotificationSettingsForm />);
    expect(screen.getByLabelText('Loading your notification settings')).toHaveAttribute('aria-busy', 'true');
    const quiet = await screen.findByRole('checkbox', { name: 'Quiet hours' });
    expect(quiet).not.toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('07:00');
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Daily e-mail digest' })).not.toBeChecked();
    expect(quiet).toHaveAccessibleDescription('Notifications that arrive in these hours (Polish time) come as one summary when they end.');
    expect(screen.getByRole('checkbox', { name: 'Daily e-mail digest' })).toHaveAccessibleDescription(
      'One e-mail a day with the deals your alerts found, leaving out those that have ended by then.',
    );
  });

  it('fills in what the server has', async () => {
    settingsApi({
      quiet_hours: { start: '23:30', end: '06:15' },
      email_digest: true,
      digest_hour: 19,
      favourite_reminders: true,
      locale: 'en',
    });
    renderWithProviders(<NotificationSettingsForm />);
    expect(await screen.findByRole('checkbox', { name: 'Quiet hours' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('23:30');
    expect(screen.getByLabelText('To')).toHaveValue('06:15');
    expect(screen.getByRole('checkbox', { name: 'Daily e-mail digest' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Send it at' })).toHaveDisplayValue('19:00');
  });

  it('saves quiet hours and the digest with the app’s language', async () => {
    const user = userEvent.setup();
    const api = settingsApi();
    renderWithProviders(<NotificationSettingsForm />);
    await user.click(await screen.findByRole('checkbox', { name: 'Quiet hours' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '23:00');
    const hour = screen.getByRole('combobox', { name: 'Send it at' });
    // The hour is the digest's: it waits until the digest is on.
    expect(hour).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Daily e-mail digest' }));
    await user.selectOptions(hour, '06:00');
    const reminders = screen.getByRole('checkbox', { name: 'Reminders of saved deals' });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription('A notification 24 hours and 2 hours before a deal you saved ends.');
    await user.click(reminders);
    await user.click(saveButton());

    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'success', message: 'Notification settings saved' }));
    expect(api.requests('PUT', 'users/notification-settings').map((call) => call.body)).toEqual([
      { quiet_hours: { start: '23:00', end: '07:00' }, email_digest: true, digest_hour: 6, favourite_reminders: false, locale: 'en' },
    ]);
  });

  it('sends null quiet hours when they are switched off', async () => {
    const user = userEvent.setup();
    const api = settingsApi({
      quiet_hours: { start: '22:00', end: '07:00' },
      email_digest: false,
      digest_hour: 8,
      favourite_reminders: true,
      locale: 'pl',
    });
    renderWithProviders(<NotificationSettingsForm />);
    await user.click(await screen.findByRole('checkbox', { name: 'Quiet hours' }));
    await user.click(saveButton());
    await waitFor(() => expect(api.requests('PUT', 'users/notification-settings')).toHaveLength(1));
    expect(api.requests('PUT', 'users/notification-settings')[0]?.body).toEqual({
      quiet_hours: null,
      email_digest: false,
      digest_hour: 8,
      favourite_reminders: true,
      locale: 'en',
    });
  });

  it('puts the shared schema’s problems under the time fields and sends nothing invalid', async () => {
    const user = userEvent.setup();
    const api = settingsApi({
      quiet_hours: { start: '22:00', end: '07:00' },
      email_digest: false,
      digest_hour: 8,
      favourite_reminders: true,
      locale: 'pl',
    });
    renderWithProviders(<NotificationSettingsForm />);
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');

    await user.clear(to);
    await user.type(to, '22:00');
    await user.tab();
    expect(screen.getByText('The end must differ from the start')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end must differ from the start');
    await user.click(saveButton());
    expect(api.requests('PUT', 'users/notification-settings')).toHaveLength(0);

    await user.clear(from);
    await user.click(saveButton());
    expect(screen.getByText('Enter a time like 22:00')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('PUT', 'users/notification-settings')).toHaveLength(0);

    await user.type(from, '21:45');
    expect(screen.queryByText('Enter a time like 22:00')).not.toBeInTheDocument();
    expect(screen.queryByText('The end must differ from the start')).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(api.requests('PUT', 'users/notification-settings')).toHaveLength(1));
    expect(api.requests('PUT', 'users/notification-settings')[0]?.body).toMatchObject({ quiet_hours: { start: '21:45', end: '22:00' } });
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET users/notification-settings': () => errorResponse(500, 'InternalError') });
    renderWithProviders(<NotificationSettingsForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notification settings could not be loaded.');
    api.routes['GET users/notification-settings'] = () => Response.json(OFF);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Quiet hours' })).toBeInTheDocument();
  });

  it('reports a failed save', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET users/notification-settings': () => Response.json(OFF),
      'PUT users/notification-settings': () => errorResponse(500, 'InternalError'),
    });
    renderWithProviders(<NotificationSettingsForm />);
    await user.click(await screen.findByRole('checkbox', { name: 'Daily e-mail digest' }));
    await user.click(saveButton());
    await waitFor(() => expect(getAlert()).toMatchObject({ type: 'danger', message: 'An unexpected error occurred' }));
    expect(api.requests('PUT', 'users/notification-settings')).toHaveLength(1);
  });
});
