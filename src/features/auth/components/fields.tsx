import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/Icon';
import type { FieldProps } from '@/lib/forms/use-form';
import styles from './AuthForm.module.css';

interface BaseFieldProps {
  label: string;
  /** `form.field(name)` of useForm. */
  field: FieldProps;
  error: string | undefined;
  /** `form.errorId(name)`: the message element's id the input's aria-describedby points at. */
  errorId: string;
  autoComplete: string;
  /** Beside the label, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Only for the first field of a step the user just moved to, so focus does not fall back to the page. */
  autoFocus?: boolean;
}

/** The part of a useForm result a field reads; generic in the names so a typo in `name` does not compile. */
interface BindableForm<K extends string> {
  field: (name: K) => FieldProps;
  errors: Partial<Record<K, string>>;
  errorId: (name: K) => string;
}

/** The `field`, `error` and `errorId` props of the form's field `name`, to spread onto the fields below. */
export function bindField<K extends string>(form: BindableForm<K>, name: K): Pick<BaseFieldProps, 'field' | 'error' | 'errorId'> {
  return { field: form.field(name), error: form.errors[name], errorId: form.errorId(name) };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  // A blank message (the e-mail field of InvalidCredentials) marks the input without any text.
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

function Label({ htmlFor, label, aside }: { htmlFor: string; label: string; aside?: ReactNode }) {
  return (
    <div className={styles.labelRow}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {aside}
    </div>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  variant?: 'code';
}

export function TextField({ label, field, error, errorId, labelAside, variant, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} aside={labelAside} />
      <input
        {...field}
        {...inputProps}
        id={id}
        type={type}
        spellCheck={false}
        autoCapitalize="none"
        className={[styles.input, variant === 'code' ? styles.code : ''].filter(Boolean).join(' ')}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The 6-digit code of every verification step: numeric keypad, and the OS may offer the code from the mail. */
export function CodeField(props: Omit<BaseFieldProps, 'autoComplete'>) {
  return <TextField {...props} autoComplete="one-time-code" inputMode="numeric" maxLength={6} variant="code" />;
}

/** The e-mail field of the sign-in, sign-up and reset-password forms. */
export function EmailField(props: Omit<BaseFieldProps, 'label' | 'autoComplete'>) {
  const { t } = useLingui();
  return <TextField {...props} label={t`E-mail`} type="email" autoComplete="email" />;
}

/** Password input with a show/hide toggle; the toggle keeps focus and says what it will do. */
export function PasswordField({ label, field, error, errorId, autoComplete, labelAside, autoFocus }: BaseFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} aside={labelAside} />
      <div className={styles.inputWrap}>
        <input
          {...field}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          spellCheck={false}
          autoCapitalize="none"
          className={`${styles.input} ${styles.withToggle}`}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t`Show password`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The terms and the privacy policy, as links inside a consent sentence; they open in a new tab, keeping the form. */
function useTermsLinks() {
  const { t } = useLingui();
  return {
    terms: (
      <Link to="/terms" target="_blank">
        {t`terms`}
      </Link>
    ),
    privacy: (
      <Link to="/privacy" target="_blank">
        {t`privacy policy`}
      </Link>
    ),
  };
}

/**
 * Sign-up's consent (the terms require users to be 18+): the terms and the privacy policy open in a new tab, keeping
 * the form.
 */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  errorId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  errorId: string;
}) {
  const id = useId();
  const { terms, privacy } = useTermsLinks();
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>
          <Trans>
            I accept the {terms} and the {privacy} and confirm that I am 18 or older.
          </Trans>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Under the Facebook and Apple buttons: the first such sign-in makes an account, so it accepts the terms too. */
export function SocialTermsNote() {
  const { terms, privacy } = useTermsLinks();
  return (
    <p className={styles.note}>
      <Trans>
        By continuing with Facebook or Apple you accept the {terms} and the {privacy} and confirm that you are 18 or older.
      </Trans>
    </p>
  );
}

/** Submit with a spinner; stays focusable while the request runs (useForm ignores a second submit). */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="l" block aria-disabled={submitting || undefined} aria-busy={submitting || undefined}>
      {submitting ? <span className={styles.submitting} aria-hidden="true" /> : null}
      {children}
      {submitting ? (
        <span className="visually-hidden">
          <Trans>Please wait…</Trans>
        </span>
      ) : null}
    </Button>
  );
}
