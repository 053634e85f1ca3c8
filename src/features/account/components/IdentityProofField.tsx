import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/Button';
import { alertFailure } from '@/domain/failure-alert';
import { useCountdown } from '@/lib/use-countdown';
import type { UseFormResult } from '@/lib/forms/use-form';
import { CodeField, CurrentPasswordField } from '@/shared/validation';
import { useRequestReauthCode, type IdentityProof } from '../api/request-reauth-code';
import styles from './Settings.module.css';

/** The rule of the `proof` field: the current password, or for an account without one the mailed code. */
export const proofRule = (hasPassword: boolean) => (hasPassword ? CurrentPasswordField : CodeField);

/** The request body part the server reads the proof from. */
export const proofBody = (hasPassword: boolean, proof: string): IdentityProof => (hasPassword ? { password: proof } : { code: proof });

/** Seconds before another code can be asked for: the mail may take a moment, and each code costs one of a few. */
export const RESEND_AFTER_S = 60;

interface IdentityProofFieldProps {
  /** Whether the account has a password, and its current address, where a code would go. */
  user: { has_password: boolean; email: string };
  id: string;
  /** The form that holds the `proof` field (see `withProof`). */
  form: Pick<UseFormResult<{ proof: string }, unknown>, 'field' | 'errors' | 'errorId'>;
}

/**
 * The owner's confirmation for an e-mail change or the account's deletion (a signed-in token alone may have leaked):
 * the current password, or for a Facebook/Apple account a code mailed to its current address on request.
 */
export function IdentityProofField({ user, id, form }: IdentityProofFieldProps) {
  const { t } = useLingui();
  const { has_password: hasPassword, email } = user;
  const field = form.field('proof');
  const error = form.errors.proof;
  const errorId = form.errorId('proof');
  const requestCode = useRequestReauthCode();
  const { remaining: waitS, start: startWait } = useCountdown(RESEND_AFTER_S);
  const [sent, setSent] = useState(false);

  const sendCode = () => {
    requestCode.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        startWait();
      },
      onError: alertFailure,
    });
  };

  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (hasPassword) {
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          <Trans>Current password</Trans>
        </label>
        <input id={id} className={styles.input} type="password" autoComplete="current-password" {...field} />
        {message}
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <p className="muted-text">
        <Trans>
          Your account signs in through Facebook or Apple. To confirm it is you, we will send a code to <strong>{email}</strong>.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={sendCode} disabled={requestCode.isPending || waitS > 0} aria-busy={requestCode.isPending}>
          {sent ? <Trans>Send the code again</Trans> : <Trans>Send the code</Trans>}
        </Button>
      </div>
      <p className="muted-text" role="status">
        {sent ? (waitS > 0 ? t`Code sent. You can ask for another in ${waitS} s.` : t`Code sent.`) : null}
      </p>
      <label className={styles.label} htmlFor={id}>
        <Trans>Code from the e-mail</Trans>
      </label>
      <input id={id} className={styles.input} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field} />
      {message}
    </div>
  );
}

/** A form schema with the proof next to other fields. */
export const withProof = <E extends v.ObjectEntries>(entries: E, hasPassword: boolean) =>
  v.object({ ...entries, proof: proofRule(hasPassword) });
