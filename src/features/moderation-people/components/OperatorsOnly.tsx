import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCurrentUser } from '@/domain/current-user';
import type { Role } from '@/shared/schemas/moderation';
import styles from './ModerationPeople.module.css';

/**
 * The console's pages for operators only (admins only with `adminsOnly`). The server refuses everyone else anyway
 * (403); this says so at once instead of showing a list that cannot load. A profile that failed to load lets the
 * page try: the API's answer then speaks for itself.
 */
export function OperatorsOnly({ adminsOnly = false, children }: { adminsOnly?: boolean; children: (role: Role) => ReactNode }) {
  const { t } = useLingui();
  const viewer = useCurrentUser();
  if (viewer.isPending && viewer.fetchStatus !== 'idle') {
    return (
      <div className={styles.page} aria-busy="true" aria-label={t`Loading`}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
      </div>
    );
  }
  const role = viewer.data?.role ?? 'moderator';
  const allowed = adminsOnly ? role === 'admin' : role !== 'member';
  if (!allowed) {
    return (
      <div className={styles.page}>
        <NoAccess adminsOnly={adminsOnly} />
      </div>
    );
  }
  return children(role);
}

/** What a member (or a moderator on an admins' page) reads instead of the page, here and after a 403. */
export function NoAccess({ adminsOnly }: { adminsOnly: boolean }) {
  return (
    <Alert tone="warning" title={<Trans>No access</Trans>}>
      <p>
        {adminsOnly ? (
          <Trans>This part of the moderation console is for administrators only.</Trans>
        ) : (
          <Trans>The moderation console is for moderators and administrators only.</Trans>
        )}
      </p>
    </Alert>
  );
}
