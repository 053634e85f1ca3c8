import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { useForm } from '@/lib/forms/use-form';
import { useLocale } from '@/lib/use-locale';
import type { NotificationSettings } from '@/shared/schemas/push';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { formValuesOf, notificationSettingsFormSchema, type TimeField } from '../lib/notification-settings-form';
import styles from './Notifications.module.css';

/** The hours of the day, Warsaw time, the digest can go out at. */
const DIGEST_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Quiet hours and the daily e-mail digest: the account's settings, loaded from the server. */
export function NotificationSettingsForm() {
  const { t } = useLingui();
  const settings = useNotificationSettings();
  if (settings.data) return <SettingsForm settings={settings.data} />;
  if (settings.isError) {
    return (
      <div className={styles.loadError} role="alert">
        <p>
          <Trans>Your notification settings could not be loaded.</Trans>
        </p>
        <Button variant="secondary" size="s" onClick={() => void settings.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.form} aria-busy="true" aria-label={t`Loading your notification settings`}>
      <Skeleton height={28} width={160} />
      <Skeleton height={40} />
      <Skeleton height={28} width={200} />
    </div>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const update = useUpdateNotificationSettings();
  const time = t`Enter a time like 22:00`;
  const same = t`The end must differ from the start`;
  const schema = useMemo(() => notificationSettingsFormSchema(locale, { time, same }), [locale, time, same]);
  // Filled once from the server: a refetch in the background must not undo what the user is editing.
  const form = useForm(schema, formValuesOf(settings));
  const { values, errors, setValue } = form;

  const submit = form.handleSubmit((output) => {
    if (update.isPending) return;
    update.mutate(output, {
      onSuccess: () => {
        // The saved values stay in the form; only its messages start over.
        form.reset((current) => current);
        showAlert({ type: 'success', message: t`Notification settings saved` });
      },
      onError: alertFailure,
    });
  });

  const timeInput = (field: TimeField, label: string) => {
    const error = errors[field];
    return (
      <span className={styles.timeField}>
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <input
          {...form.field(field)}
          id={`${id}-${field}`}
          className={styles.timeInput}
          type="time"
          disabled={!values.quiet}
          aria-describedby={error ? form.errorId(field) : `${id}-quiet-hint`}
        />
        {error ? (
          <span id={form.errorId(field)} className="field-error">
            {error}
          </span>
        ) : null}
      </span>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.option}>
        <SwitchOption
          checked={values.quiet}
          onChange={(checked) => setValue('quiet', checked)}
          hintId={`${id}-quiet-hint`}
          label={<Trans>Quiet hours</Trans>}
          hint={<Trans>Notifications that arrive in these hours (Polish time) come as one summary when they end.</Trans>}
        />
        <div className={styles.timeRow}>
          {timeInput('start', t`From`)}
          {timeInput('end', t`To`)}
        </div>
      </div>

      <div className={styles.option}>
        <SwitchOption
          checked={values.email_digest}
          onChange={(checked) => setValue('email_digest', checked)}
          hintId={`${id}-digest-hint`}
          label={<Trans>Daily e-mail digest</Trans>}
          hint={<Trans>One e-mail a day with the deals your alerts found, leaving out those that have ended by then.</Trans>}
        />
        <span className={`${styles.timeField} ${styles.digestHour}`}>
          <label htmlFor={`${id}-digest-hour`}>
            <Trans>Send it at</Trans>
          </label>
          <select
            id={`${id}-digest-hour`}
            className={styles.timeInput}
            value={values.digest_hour}
            disabled={!values.email_digest}
            onChange={(event) => setValue('digest_hour', event.target.value)}
          >
            {DIGEST_HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {`${String(hour).padStart(2, '0')}:00`}
              </option>
            ))}
          </select>
        </span>
      </div>

      <div className={styles.option}>
        <SwitchOption
          checked={values.favourite_reminders}
          onChange={(checked) => setValue('favourite_reminders', checked)}
          hintId={`${id}-reminders-hint`}
          label={<Trans>Reminders of saved deals</Trans>}
          hint={<Trans>A notification 24 hours and 2 hours before a deal you saved ends.</Trans>}
        />
      </div>

      <div className="end-actions">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </form>
  );
}

/** One setting turned on or off, with the line that explains it (read out with the checkbox). */
function SwitchOption({
  checked,
  onChange,
  hintId,
  label,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  hintId: string;
  label: ReactNode;
  hint: ReactNode;
}) {
  return (
    <>
      <label className={styles.choice}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hintId} />
        {label}
      </label>
      <p id={hintId} className="muted-text">
        {hint}
      </p>
    </>
  );
}
