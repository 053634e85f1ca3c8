import { Trans } from '@lingui/react/macro';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import { PushDeviceSwitch } from './PushDeviceSwitch';
import styles from './Inbox.module.css';

/**
 * Notifications on the alerts page: how the deals the alerts find reach the user. This device's push notifications
 * first (a browser's own setting), then the account's quiet hours and e-mail digest.
 */
export function NotificationsSection() {
  return (
    <section className={styles.card} aria-labelledby="notifications-title">
      <h2 id="notifications-title">
        <Trans>Notifications</Trans>
      </h2>
      <PushDeviceSwitch />
      <NotificationSettingsForm />
    </section>
  );
}
