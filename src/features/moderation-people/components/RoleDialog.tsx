import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { showAlert } from '@/lib/alerts';
import type { MemberForOperator } from '@/shared/schemas/moderation-appeals';
import { useSetMemberRole } from '../api/set-member-role';
import { actionFailure } from '../lib/failure';

/**
 * An admin makes a member a moderator or takes the role back. Confirmed first: the role opens every moderation tool
 * and the audit records the change.
 */
export function RoleDialog({ member, onClose }: { member: MemberForOperator | null; onClose: () => void }) {
  const { t } = useLingui();
  const promote = member?.role === 'member';
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={promote ? t`Make a moderator?` : t`Remove the moderator role?`}
      closeLabel={t`Close`}
    >
      {member ? <RoleConfirm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function RoleConfirm({ member, onClose }: { member: MemberForOperator; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const setRole = useSetMemberRole();
  const [failure, setFailure] = useState<string | null>(null);
  const promote = member.role === 'member';
  const name = member.username;

  const confirm = () => {
    setFailure(null);
    setRole.mutate(
      { userId: member.id, body: { role: promote ? 'moderator' : 'member' } },
      {
        onSuccess: () => {
          showAlert({ type: 'success', message: promote ? t`${name} is a moderator now.` : t`${name} is no longer a moderator.` });
          onClose();
        },
        onError: (error) => setFailure(i18n._(actionFailure(error, msg`The server refused: only administrators change roles.`))),
      },
    );
  };

  return (
    <div className="dialog-stack">
      <p>
        {promote ? (
          <Trans>{name} will be able to decide reports, appeals and sanctions. The change is recorded in the audit log.</Trans>
        ) : (
          <Trans>{name} will lose access to the moderation console. The change is recorded in the audit log.</Trans>
        )}
      </p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="end-actions">
        <Button variant="secondary" onClick={onClose} disabled={setRole.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={confirm} disabled={setRole.isPending} aria-busy={setRole.isPending}>
          {promote ? <Trans>Make moderator</Trans> : <Trans>Remove moderator role</Trans>}
        </Button>
      </div>
    </div>
  );
}
