import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { AVATAR_ALERT_DURATION_MS } from '@/shared/constants';
import type { CurrentUser } from '@/shared/schemas/user';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFileProblem } from '../lib/avatar-file';
import { ConfirmModal } from './ConfirmModal';
import styles from './Settings.module.css';
import { alertFailure } from '@/domain/failure-alert';

/** The settings avatar: change (checked here first: type and 10 MB) and delete behind a confirmation. */
export function AvatarSettings({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem === 'size') {
      showAlert({ type: 'danger', message: t`Maximum file size is 10MB`, durationMs: AVATAR_ALERT_DURATION_MS });
      return;
    }
    if (problem === 'type') {
      showAlert({ type: 'danger', message: t`Choose a PNG, JPG or WEBP image`, durationMs: AVATAR_ALERT_DURATION_MS });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showAlert({ type: 'success', message: t`Avatar updated` }),
      onError: alertFailure,
    });
  };

  const confirmRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => showAlert({ type: 'success', message: t`Avatar removed` }),
      onError: alertFailure,
      onSettled: () => setConfirmOpen(false),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">
        <Trans>Avatar</Trans>
      </h2>
      <div className={styles.avatarRow}>
        <span className={styles.avatar}>
          <Avatar src={user.avatar_url} alt={t`Your avatar`} size={80} />
        </span>
        <div className="cluster">
          <input
            ref={inputRef}
            id="avatar-file"
            className={styles.fileInput}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={onFile}
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button onClick={() => inputRef.current?.click()} disabled={upload.isPending} aria-busy={upload.isPending}>
            <Trans>Change avatar</Trans>
          </Button>
          {user.avatar_url && (
            <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
              <Trans>Delete avatar</Trans>
            </Button>
          )}
        </div>
      </div>
      <ConfirmModal
        open={confirmOpen}
        title={<Trans>Delete avatar?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setConfirmOpen(false)}
      >
        <Trans>Your picture will be replaced by the default avatar.</Trans>
      </ConfirmModal>
    </section>
  );
}
