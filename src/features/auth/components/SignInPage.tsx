import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { SignInFormSchema } from '@/shared/schemas/auth';
import { useLogin } from '../api/login';
import { verifyEmail } from '../api/verify-email';
import { errorCodeOf } from '../lib/auth-errors';
import { useAuthForm } from '../lib/use-auth-form';
import { AuthCard } from './AuthCard';
import { CodeStep } from './CodeStep';
import { bindField, EmailField, PasswordField, SubmitButton } from './fields';
import { SocialSignIn } from './SocialSignIn';
import styles from './AuthForm.module.css';

interface Credentials {
  email: string;
  password: string;
}

/**
 * /sign-in: e-mail and password (plus Facebook and Apple when they are on). An unverified account goes to
 * the verification step (the server has just mailed a code); once verified, the same sign-in is retried. An account
 * under a guessing attack asks a device it has not seen for a mailed sign-in code (SignInCodeRequired): the same
 * sign-in is sent again with it. Success → /.
 */
export function SignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const login = useLogin();
  const [unverified, setUnverified] = useState<Credentials | null>(null);
  const [codeRequired, setCodeRequired] = useState<Credentials | null>(null);

  const goHome = () => void navigate({ to: '/' });

  if (codeRequired) {
    const signInWithCode = async (code: string) => {
      await login.mutateAsync({ ...codeRequired, code });
      goHome();
    };
    return (
      <AuthCard
        title={t`Enter the sign-in code`}
        lead={
          <Trans>
            We have sent a code to your e-mail. Many wrong passwords were tried on this account recently, so signing in on this device needs
            the code from the message sent to {codeRequired.email}.
          </Trans>
        }
      >
        <CodeStep onCode={signInWithCode} submitLabel={t`Sign in`} onBack={() => setCodeRequired(null)} />
      </AuthCard>
    );
  }

  if (unverified) {
    const verifyAndSignIn = async (code: string) => {
      await verifyEmail({ email: unverified.email, code });
      showAlert({ type: 'success', message: t`E-mail verified` });
      await login.mutateAsync(unverified);
      goHome();
    };
    return (
      <AuthCard
        title={t`Verify your e-mail`}
        lead={<Trans>Your e-mail address is not verified yet. We have sent a 6-digit code to {unverified.email}.</Trans>}
      >
        <CodeStep onCode={verifyAndSignIn} submitLabel={t`Verify and sign in`} onBack={() => setUnverified(null)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Sign in`} lead={<Trans>Welcome back! Sign in to vote, save deals and collect points.</Trans>}>
      <SignInForm onUnverified={setUnverified} onCodeRequired={setCodeRequired} onSignedIn={goHome} />
      <SocialSignIn onSignedIn={goHome} />
      <div className={styles.links}>
        <p>
          <Trans>
            Don&apos;t have an account?{' '}
            <Link to="/sign-up" className={styles.link}>
              Sign up
            </Link>
          </Trans>
        </p>
      </div>
    </AuthCard>
  );
}

interface SignInFormProps {
  onUnverified: (credentials: Credentials) => void;
  onCodeRequired: (credentials: Credentials) => void;
  onSignedIn: () => void;
}

function SignInForm({ onUnverified, onCodeRequired, onSignedIn }: SignInFormProps) {
  const { t } = useLingui();
  const login = useLogin();
  // Right after sign-up the address just verified is filled in; only the password is left to type.
  const handedOver = useLocation({ select: (location) => location.state.signInEmail });
  const { form, formRef, onSubmit } = useAuthForm(SignInFormSchema, { email: handedOver ?? '', password: '' });

  const submit = onSubmit(async (credentials) => {
    try {
      await login.mutateAsync(credentials);
      onSignedIn();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'EmailNotVerified') {
        onUnverified(credentials);
      } else if (code === 'SignInCodeRequired') {
        onCodeRequired(credentials);
      } else if (code === 'InvalidCredentials') {
        // InvalidCredentials: the e-mail field is marked without text, the message sits under the password.
        form.setFieldError('email', '');
        form.setFieldError('password', t`Invalid email or password`);
      } else {
        alertFailure(error);
      }
    }
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <EmailField {...bindField(form, 'email')} />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        {...bindField(form, 'password')}
        labelAside={
          <Link to="/reset-password" className={styles.smallLink}>
            <Trans>Forgot password?</Trans>
          </Link>
        }
      />
      <SubmitButton submitting={form.submitting}>
        <Trans>Sign in</Trans>
      </SubmitButton>
    </form>
  );
}
