import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { signOut } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { ConfirmModal } from './ConfirmModal';
import styles from './Settings.module.css';

/** §4 account deletion: on success log out with the refresh token and go home; on failure a danger alert, modal closed. */
export function DeleteAccount() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: async () => {
        await signOut();
        showAlert({ type: 'success', message: t`Account deleted` });
        await navigate({ to: '/' });
      },
      onError: () => {
        setOpen(false);
        showAlert({ type: 'danger', message: t`An unexpected error occurred` });
      },
    });
  };

  return (
    <section className={styles.card} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">
        <Trans>Delete account</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>Your profile and personal data are removed and you are signed out on every device.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.danger} onClick={() => setOpen(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <ConfirmModal
        open={open}
        title={<Trans>Delete your account?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <Trans>This cannot be undone.</Trans>
      </ConfirmModal>
    </section>
  );
}
