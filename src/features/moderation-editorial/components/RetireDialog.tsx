import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

interface RetireDialogProps {
  open: boolean;
  title: string;
  /** What retiring does to the public site, said before the operator confirms. */
  children: ReactNode;
  /** The retire request is on its way: the confirm button waits for it. */
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The confirmation every retire of the editorial tabs (banners, special pages) asks for, as it cannot be undone. */
export function RetireDialog({ open, title, children, pending, onClose, onConfirm }: RetireDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={t`Close`}>
      <div className="dialog-stack">
        <p>{children}</p>
        <div className="end-actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={pending} onClick={onConfirm}>
            <Trans>Retire</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  );
}
