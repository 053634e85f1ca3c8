import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { showAlert } from '@/lib/alerts';
import { useForm } from '@/lib/forms/use-form';
import { ApiError } from '@/lib/http';
import { useCountdown } from '@/lib/use-countdown';
import { alertFailure } from '@/domain/failure-alert';
import { ChangeEmailBodySchema, ConfirmEmailBodySchema, type CurrentUser } from '@/shared/schemas/user';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useRequestEmailChange, type EmailChangeRequest } from '../api/request-email-change';
import { useCurrentUser } from '@/domain/current-user';
import { IdentityProofField, proofBody, RESEND_AFTER_S, withProof } from './IdentityProofField';
import styles from './Settings.module.css';

const CodeFormSchema = v.object({ code: ConfirmEmailBodySchema.entries.code });

/** Change e-mail: the 'email' step sends a code to the new address, the 'verification' step confirms it. */
export function ChangeEmailPage() {
  const { t } = useLingui();
  // The request that mailed the code, kept in memory to send it again; it holds the password, so never stored.
  const [sent, setSent] = useState<EmailChangeRequest | null>(null);
  const { data: user } = useCurrentUser();

  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>Change e-mail</Trans>
      </h1>
      <ol className={styles.steps}>
        <li aria-current={sent === null ? 'step' : undefined}>
          <Trans>1. New e-mail</Trans>
        </li>
        <li aria-current={sent !== null ? 'step' : undefined}>
          <Trans>2. Verification code</Trans>
        </li>
      </ol>
      <section className={styles.card}>
        {sent !== null ? (
          // A password-less account's confirmation code was used up by the first request: it starts over instead.
          <CodeStep request={sent} canResend={user?.has_password ?? false} onBack={() => setSent(null)} />
        ) : user ? (
          <EmailStep user={user} onSent={setSent} />
        ) : (
          <div aria-busy="true" aria-label={t`Loading your profile`} className={styles.form}>
            <Skeleton height={64} />
            <Skeleton height={64} />
          </div>
        )}
      </section>
    </div>
  );
}

function EmailStep({ user, onSent }: { user: CurrentUser; onSent: (request: EmailChangeRequest) => void }) {
  const { t } = useLingui();
  const schema = useMemo(() => withProof({ email: ChangeEmailBodySchema.entries.email }, user.has_password), [user.has_password]);
  const form = useForm(schema, { email: '', proof: '' });
  const request = useRequestEmailChange();

  const onSubmit = form.handleSubmit(async ({ email, proof }) => {
    if (email === user.email.toLowerCase()) {
      form.setFieldError('email', t`This is already your e-mail address`);
      return;
    }
    const body = { email, ...proofBody(user.has_password, proof) };
    try {
      await request.mutateAsync(body);
      onSent(body);
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : null;
      if (code === 'EmailAlreadyInUse') form.setFieldError('email', t`This e-mail is already in use`);
      else if (code === 'InvalidCredentials') form.setFieldError('proof', t`The password is wrong`);
      else if (code === 'InvalidCode') form.setFieldError('proof', t`Verification code is invalid`);
      else alertFailure(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="change-email-email">
          <Trans>New e-mail</Trans>
        </label>
        <input id="change-email-email" className={styles.input} type="email" autoComplete="email" {...form.field('email')} />
        {form.errors.email && (
          <p id={form.errorId('email')} className={styles.error}>
            {form.errors.email}
          </p>
        )}
      </div>
      <IdentityProofField user={user} id="change-email-proof" form={form} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}

function CodeStep({ request, canResend, onBack }: { request: EmailChangeRequest; canResend: boolean; onBack: () => void }) {
  const { t } = useLingui();
  const { email } = request;
  const form = useForm(CodeFormSchema, { code: '' });
  const confirm = useConfirmEmailChange();
  const resend = useRequestEmailChange();
  // The first code was just sent: the next may be asked for once the wait is over.
  const wait = useCountdown(RESEND_AFTER_S, true);
  const navigate = useNavigate();

  const sendAgain = () =>
    resend.mutate(request, {
      onSuccess: () => {
        wait.start();
        showAlert({ type: 'success', message: t`We sent a new code` });
      },
      onError: alertFailure,
    });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ email, code });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'InvalidCode') {
        form.setFieldError('code', t`Verification code is invalid`);
        return;
      }
      alertFailure(error);
      return;
    }
    await navigate({ to: '/account/settings' });
    showAlert({ type: 'success', message: t`E-mail changed` });
  });

  return (
    <form className={styles.field} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="muted-text">
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
        {canResend ? (
          <Button variant="secondary" onClick={sendAgain} disabled={wait.remaining > 0 || resend.isPending} aria-busy={resend.isPending}>
            {wait.remaining > 0 ? t`Send the code again (${wait.remaining} s)` : t`Send the code again`}
          </Button>
        ) : null}
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
