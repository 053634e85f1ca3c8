import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import styles from './Settings.module.css';

interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The avatar delete modal: cancel or delete. */
export function ConfirmModal({ open, title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onCancel} title={title} closeLabel={t`Close`}>
      <p className={styles.modalText}>{children}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button className={styles.danger} variant="secondary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
