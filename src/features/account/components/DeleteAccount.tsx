import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { showAlert } from '@/lib/alerts';
import { alertFailure } from '@/domain/failure-alert';
import { useForm } from '@/lib/forms/use-form';
import { ApiError } from '@/lib/http';
import { signOut } from '@/domain/session';
import type { CurrentUser } from '@/shared/schemas/user';
import { useDeleteAccount } from '../api/delete-account';
import { IdentityProofField, proofBody, withProof } from './IdentityProofField';
import styles from './Settings.module.css';

/**
 * Account deletion, confirmed with the current password (or a mailed code for a Facebook/Apple account): on success
 * log out with the refresh token and go home; a wrong password or code stays in the modal as a field error; any other
 * failure is a danger alert and the modal closes.
 */
export function DeleteAccount({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const schema = useMemo(() => withProof({}, user.has_password), [user.has_password]);
  const form = useForm(schema, { proof: '' });

  const close = () => {
    setOpen(false);
    form.reset();
  };

  const onSubmit = form.handleSubmit(async ({ proof }) => {
    try {
      await remove.mutateAsync(proofBody(user.has_password, proof));
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : null;
      if (code === 'InvalidCredentials') form.setFieldError('proof', t`The password is wrong`);
      else if (code === 'InvalidCode') form.setFieldError('proof', t`Verification code is invalid`);
      else {
        close();
        alertFailure(error);
      }
      return;
    }
    await signOut();
    await navigate({ to: '/' });
    showAlert({ type: 'success', message: t`Account deleted` });
  });

  return (
    <section className={styles.card} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">
        <Trans>Delete account</Trans>
      </h2>
      <p className="muted-text">
        <Trans>Your profile and personal data are removed and you are signed out on every device.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.danger} onClick={() => setOpen(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <Modal open={open} onClose={close} title={<Trans>Delete your account?</Trans>} closeLabel={t`Close`}>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className={styles.modalText}>
            <Trans>This cannot be undone.</Trans>
          </p>
          <IdentityProofField user={user} id="delete-account-proof" form={form} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" className={styles.danger} variant="secondary" disabled={form.submitting} aria-busy={form.submitting}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
