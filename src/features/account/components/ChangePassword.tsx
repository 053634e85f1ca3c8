import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { useForm, type UseFormResult } from '@/lib/forms/use-form';
import { ApiError } from '@/lib/http';
import { ChangePasswordFormSchema } from '@/shared/schemas/user';
import { Button } from '@/components/ui/Button';
import { useChangePassword } from '../api/change-password';
import styles from './Settings.module.css';

type Values = { old_password: string; password: string; confirm_password: string };
const EMPTY: Values = { old_password: '', password: '', confirm_password: '' };

/**
 * Settings: change the password. The server ends every other session and answers a fresh pair, which this session
 * goes on with, so the user stays signed in here and is signed out everywhere else.
 */
export function ChangePassword() {
  const { t } = useLingui();
  const form = useForm(ChangePasswordFormSchema, EMPTY);
  const change = useChangePassword();

  const onSubmit = form.handleSubmit(async ({ old_password, password }) => {
    try {
      await change.mutateAsync({ old_password, password });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'InvalidCredentials')
        form.setFieldError('old_password', t`The password is wrong`);
      else alertFailure(error);
      return;
    }
    form.reset();
    showAlert({ type: 'success', message: t`Password changed. You were signed out on your other devices.` });
  });

  return (
    <section className={styles.card} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">
        <Trans>Change password</Trans>
      </h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <PasswordInput form={form} name="old_password" label={<Trans>Current password</Trans>} autoComplete="current-password" />
        <PasswordInput form={form} name="password" label={<Trans>New password</Trans>} autoComplete="new-password" />
        <PasswordInput form={form} name="confirm_password" label={<Trans>Repeat the new password</Trans>} autoComplete="new-password" />
        <div className={styles.actions}>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
            <Trans>Change password</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}

function PasswordInput({
  form,
  name,
  label,
  autoComplete,
}: {
  form: UseFormResult<Values, unknown>;
  name: keyof Values;
  label: ReactNode;
  autoComplete: string;
}) {
  const id = `change-password-${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} type="password" autoComplete={autoComplete} {...form.field(name)} />
      {form.errors[name] && (
        <p id={form.errorId(name)} className={styles.error}>
          {form.errors[name]}
        </p>
      )}
    </div>
  );
}
