import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { contentRefusalOf } from '@/domain/moderation';
import { RefusalRule } from '@/components/moderation/RefusalMessage';
import type { PublicationRule } from '@/shared/schemas/moderation';
import { SignUpFormSchema } from '@/shared/schemas/auth';
import { useRegister } from '../api/register';
import { verifyEmail } from '../api/verify-email';
import { errorCodeOf } from '../lib/auth-errors';
import { useAuthForm } from '../lib/use-auth-form';
import { AuthCard } from './AuthCard';
import { CodeStep } from './CodeStep';
import { bindField, EmailField, PasswordField, SubmitButton, TermsCheckbox, TextField } from './fields';
import styles from './AuthForm.module.css';

/** /sign-up: the form, then the verification code mailed to the address, then a success alert and /sign-in. */
export function SignUpPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    const verify = async (code: string) => {
      await verifyEmail({ email: registeredEmail, code });
      await navigate({ to: '/sign-in', state: (prev) => ({ ...prev, signInEmail: registeredEmail }) });
      showAlert({ type: 'success', message: t`E-mail verified. You can sign in now.` });
    };
    return (
      <AuthCard
        title={t`Verify your e-mail`}
        lead={<Trans>We have sent a 6-digit code to {registeredEmail}. Enter it to activate your account.</Trans>}
      >
        <CodeStep onCode={verify} submitLabel={t`Verify e-mail`} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Sign up`} lead={<Trans>Create a free account to share deals, vote and collect points.</Trans>}>
      <SignUpForm onRegistered={setRegisteredEmail} />
      <div className={styles.links}>
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to="/sign-in" className={styles.link}>
              Sign in
            </Link>
          </Trans>
        </p>
      </div>
    </AuthCard>
  );
}

function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useLingui();
  const register = useRegister();
  const { form, formRef, onSubmit } = useAuthForm(SignUpFormSchema, {
    username: '',
    email: '',
    password: '',
    confirm_password: '',
    terms_accepted: false as boolean,
  });

  const [refusedRule, setRefusedRule] = useState<PublicationRule | null>(null);
  const submit = onSubmit(async ({ username, email, password }) => {
    try {
      await register.mutateAsync({ username, email, password });
      onRegistered(email);
    } catch (error) {
      const code = errorCodeOf(error);
      // A username with a blocked word is refused with the rule it breaks, shown at the field.
      const refused = contentRefusalOf(error);
      setRefusedRule(refused?.rule ?? null);
      if (code === 'UserAlreadyExists') form.setFieldError('email', t`User with this email already exists`);
      else if (code === 'UsernameAlreadyTaken') form.setFieldError('username', t`This username is already taken`);
      else if (refused) form.setFieldError('username', refused.message);
      else alertFailure(error);
    }
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t`Username`} autoComplete="username" {...bindField(form, 'username')} />
      {refusedRule && form.errors.username ? <RefusalRule rule={refusedRule} /> : null}
      <EmailField {...bindField(form, 'email')} />
      <PasswordField label={t`Password`} autoComplete="new-password" {...bindField(form, 'password')} />
      <PasswordField label={t`Confirm password`} autoComplete="new-password" {...bindField(form, 'confirm_password')} />
      <TermsCheckbox
        checked={form.values.terms_accepted}
        onChange={(checked) => form.setValue('terms_accepted', checked)}
        error={form.errors.terms_accepted}
        errorId={form.errorId('terms_accepted')}
      />
      <SubmitButton submitting={form.submitting}>
        <Trans>Create account</Trans>
      </SubmitButton>
    </form>
  );
}
