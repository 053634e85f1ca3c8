import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { NewPasswordFormSchema } from '@/shared/schemas/auth';
import { checkResetCode } from '../api/check-reset-code';
import { forgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { verifyEmail } from '../api/verify-email';
import { errorCodeOf } from '../lib/auth-errors';
import { EmailFormSchema } from '../lib/schemas';
import { useAuthForm } from '../lib/use-auth-form';
import { AuthCard } from './AuthCard';
import { CodeStep } from './CodeStep';
import { bindField, EmailField, PasswordField, SubmitButton } from './fields';
import styles from './AuthForm.module.css';

/** The reset's steps: mail, emailVerification (only for an unverified address), code, new password. */
type Step =
  | { name: 'mail' }
  | { name: 'emailVerification'; email: string }
  | { name: 'code'; email: string }
  | { name: 'password'; email: string; code: string };

export function ResetPasswordPage() {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'mail' });
  const restart = () => setStep({ name: 'mail' });

  switch (step.name) {
    case 'mail':
      return (
        <AuthCard
          title={t`Reset password`}
          lead={<Trans>Enter the e-mail address of your account and we will send you a code to set a new password.</Trans>}
        >
          <MailStep
            onCodeSent={(email) => setStep({ name: 'code', email })}
            onUnverified={(email) => setStep({ name: 'emailVerification', email })}
          />
          <div className={styles.links}>
            <p>
              <Link to="/sign-in" className={styles.link}>
                <Trans>Back to sign in</Trans>
              </Link>
            </p>
          </div>
        </AuthCard>
      );
    case 'emailVerification': {
      const { email } = step;
      // Once the address is verified the reset code is requested again, since the first request sent none.
      const verifyThenRequest = async (code: string) => {
        await verifyEmail({ email, code });
        showAlert({ type: 'success', message: t`E-mail verified` });
        await forgotPassword(email);
        setStep({ name: 'code', email });
      };
      return (
        <AuthCard
          title={t`Verify your e-mail`}
          lead={
            <Trans>
              Your e-mail address is not verified yet. We have sent a 6-digit verification code to {email}; after that we will send the
              password reset code.
            </Trans>
          }
        >
          <CodeStep onCode={verifyThenRequest} submitLabel={t`Verify e-mail`} onBack={restart} />
        </AuthCard>
      );
    }
    case 'code': {
      const { email } = step;
      const check = async (code: string) => {
        await checkResetCode({ email, code });
        setStep({ name: 'password', email, code });
      };
      return (
        <AuthCard title={t`Enter the code`} lead={<Trans>We have sent a 6-digit code to {email}. It is valid for 10 minutes.</Trans>}>
          <CodeStep onCode={check} submitLabel={t`Continue`} onBack={restart} />
        </AuthCard>
      );
    }
    case 'password':
      return (
        <AuthCard title={t`Set a new password`} lead={<Trans>Choose a new password for {step.email}.</Trans>}>
          <NewPasswordStep email={step.email} code={step.code} />
        </AuthCard>
      );
  }
}

function MailStep({ onCodeSent, onUnverified }: { onCodeSent: (email: string) => void; onUnverified: (email: string) => void }) {
  const { t } = useLingui();
  const { form, formRef, onSubmit } = useAuthForm(EmailFormSchema, { email: '' });

  const submit = onSubmit(async ({ email }) => {
    try {
      await forgotPassword(email);
      onCodeSent(email);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'EmailNotVerified') onUnverified(email);
      else if (code === 'UserNotFound') form.setFieldError('email', t`User with this email was not found`);
      else alertFailure(error);
    }
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <EmailField {...bindField(form, 'email')} />
      <SubmitButton submitting={form.submitting}>
        <Trans>Send code</Trans>
      </SubmitButton>
    </form>
  );
}

function NewPasswordStep({ email, code }: { email: string; code: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { form, formRef, onSubmit } = useAuthForm(NewPasswordFormSchema, { password: '', confirm_password: '' });

  const submit = onSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ email, code, password });
      // Said once the sign-in form is there: on a slow phone the 4 s alert would otherwise pass during the navigation.
      await navigate({ to: '/sign-in' });
      showAlert({ type: 'success', message: t`Password reset. You can sign in with your new password.` });
    } catch (error) {
      if (errorCodeOf(error) === 'InvalidCode') {
        // The code expired or was used up between the steps; the reset starts over from sign-in.
        await navigate({ to: '/sign-in' });
        showAlert({ type: 'danger', message: t`The reset code is no longer valid. Please request a new one.` });
      } else {
        alertFailure(error);
      }
    }
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label={t`New password`} autoComplete="new-password" {...bindField(form, 'password')} autoFocus />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" {...bindField(form, 'confirm_password')} />
      <SubmitButton submitting={form.submitting}>
        <Trans>Set new password</Trans>
      </SubmitButton>
    </form>
  );
}
