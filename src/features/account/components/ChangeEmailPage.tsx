import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { useForm } from '@/lib/forms/use-form';
import { ApiError } from '@/lib/http';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangeEmailBodySchema, ConfirmEmailBodySchema } from '@/shared/schemas/user';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';
import styles from './Settings.module.css';

const CodeFormSchema = v.object({ code: ConfirmEmailBodySchema.entries.code });

/** §4 change e-mail: the 'email' step sends a code to the new address, the 'verification' step confirms it. */
export function ChangeEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Change e-mail`);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>Change e-mail</Trans>
      </h1>
      <ol className={styles.steps}>
        <li aria-current={sentTo === null ? 'step' : undefined}>
          <Trans>1. New e-mail</Trans>
        </li>
        <li aria-current={sentTo !== null ? 'step' : undefined}>
          <Trans>2. Verification code</Trans>
        </li>
      </ol>
      <section className={styles.card}>
        {sentTo === null ? <EmailStep onSent={setSentTo} /> : <CodeStep email={sentTo} onBack={() => setSentTo(null)} />}
      </section>
    </div>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui();
  const form = useForm(ChangeEmailBodySchema, { email: '' });
  const request = useRequestEmailChange();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      onSent(email);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'EmailAlreadyInUse') {
        form.setFieldError('email', t`This e-mail is already in use`);
        return;
      }
      showAlert({ type: 'danger', message: t`An unexpected error occurred` });
    }
  });

  return (
    <form className={styles.field} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label className={styles.label} htmlFor="change-email-email">
        <Trans>New e-mail</Trans>
      </label>
      <input id="change-email-email" className={styles.input} type="email" autoComplete="email" {...form.field('email')} />
      {form.errors.email && (
        <p id={form.errorId('email')} className={styles.error}>
          {form.errors.email}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}

function CodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useLingui();
  const form = useForm(CodeFormSchema, { code: '' });
  const confirm = useConfirmEmailChange();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ email, code });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'InvalidCode') {
        form.setFieldError('code', t`Verification code is invalid`);
        return;
      }
      showAlert({ type: 'danger', message: t`An unexpected error occurred` });
      return;
    }
    showAlert({ type: 'success', message: t`E-mail changed` });
    await navigate({ to: '/account/settings' });
  });

  return (
    <form className={styles.field} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.hint}>
        <Trans>
          We sent a verification code to <strong>{email}</strong>.
        </Trans>
      </p>
      <label className={styles.label} htmlFor="change-email-code">
        <Trans>Verification code</Trans>
      </label>
      <input
        id="change-email-code"
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
      {form.errors.code && (
        <p id={form.errorId('code')} className={styles.error}>
          {form.errors.code}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Use another e-mail</Trans>
        </Button>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}
