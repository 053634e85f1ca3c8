import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Pagination, usePageInRange } from '@/components/ui/Pagination';
import { ListLoadError } from '@/components/ui/PagedList';
import { Skeleton } from '@/components/ui/Skeleton';
import type { AuditEntry } from '@/shared/schemas/moderation';
import { useAudit } from '../api/get-audit';
import { isForbidden } from '../lib/failure';
import { auditChanges, formatDateTime } from '../lib/format';
import { auditActionLabel, ENTITY_LABELS, ROLE_LABELS } from '../lib/labels';
import styles from './ModerationPeople.module.css';
import { NoAccess, OperatorsOnly } from './OperatorsOnly';

/** "Dziennik operacji" (admins): every operator action, who made it, and what it changed. */
export function AuditPage({ page }: { page: number }) {
  return <OperatorsOnly adminsOnly>{() => <Audit page={page} />}</OperatorsOnly>;
}

function Audit({ page }: { page: number }) {
  const { t } = useLingui();
  const audit = useAudit(page);
  usePageInRange(page, audit.data?.metadata.pages_count);
  const entries = audit.data?.data;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>
          <Trans>Operations log</Trans>
        </h1>
        <p className="muted-text">
          <Trans>Every action of a moderator or administrator, newest first. Entries cannot be changed or removed.</Trans>
        </p>
      </header>

      {!entries ? (
        isForbidden(audit.error) ? (
          <NoAccess adminsOnly />
        ) : audit.isError ? (
          <ListLoadError onRetry={() => void audit.refetch()} />
        ) : (
          <div className={styles.tableWrap} aria-busy="true">
            <span className="visually-hidden" role="status">
              {t`Loading the operations log`}
            </span>
            <div className={styles.skeletonCard}>
              {[0, 1, 2, 3, 4].map((key) => (
                <Skeleton key={key} height={28} />
              ))}
            </div>
          </div>
        )
      ) : entries.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No operator has done anything yet. Decisions, sanctions and role changes will appear here.</Trans>
          </p>
        </div>
      ) : (
        <>
          <div className={`${styles.tableWrap} ${audit.isPlaceholderData ? styles.stale : ''}`} aria-busy={audit.isPlaceholderData}>
            {/* Explicit roles: on phones the rows are drawn as cards, and a table's CSS display would drop its semantics. */}
            <table className={styles.table} role="table">
              <caption className="visually-hidden">{t`Operator actions, newest first`}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    <Trans>When</Trans>
                  </th>
                  <th role="columnheader" scope="col">
                    <Trans>Who</Trans>
                  </th>
                  <th role="columnheader" scope="col">
                    <Trans>Action</Trans>
                  </th>
                  <th role="columnheader" scope="col">
                    <Trans>Item</Trans>
                  </th>
                  <th role="columnheader" scope="col">
                    <Trans>Change</Trans>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {(audit.data?.metadata.pages_count ?? 0) > 1 ? (
            <Pagination page={page} pagesCount={audit.data?.metadata.pages_count ?? 0} label={t`Pages of the operations log`} />
          ) : null}
        </>
      )}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  const action = auditActionLabel(entry.action);
  const changes = auditChanges(entry.before, entry.after);
  const actorId = entry.actor.id;
  const role = i18n._(ROLE_LABELS[entry.actor.role]);
  return (
    <tr role="row">
      <td role="cell" data-label={t`When`} className={styles.nowrap}>
        {formatDateTime(entry.created_at, i18n.locale)}
      </td>
      <td role="cell" data-label={t`Who`}>
        {/* One child per cell: on phones a cell is a two-column grid (its label, then this). */}
        <span>
          {actorId === null ? (
            <Trans>{role} (deleted account)</Trans>
          ) : (
            <>
              <Link to="/profile/$id" params={{ id: String(actorId) }}>
                #{actorId}
              </Link>{' '}
              {role}
            </>
          )}
        </span>
      </td>
      <td role="cell" data-label={t`Action`}>
        {action ? i18n._(action) : <span className={styles.code}>{entry.action}</span>}
      </td>
      <td role="cell" data-label={t`Item`}>
        <span>
          <AuditItem entry={entry} />
        </span>
      </td>
      <td role="cell" data-label={t`Change`}>
        {changes.length === 0 ? (
          <span className="muted-text">
            <Trans>no change</Trans>
          </span>
        ) : (
          <ul className={styles.diff}>
            {changes.map((change) => (
              <li key={change.key}>
                {change.key}: <span className={styles.diffBefore}>{change.before}</span> →{' '}
                <span className={styles.diffAfter}>{change.after}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** The item an action was about, linked where the app has a page for it. */
function AuditItem({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const id = entry.entity_id;
  const known = entry.entity_type === 'deal' || entry.entity_type === 'comment' || entry.entity_type === 'user';
  const label = known ? i18n._(ENTITY_LABELS[entry.entity_type as 'deal' | 'comment' | 'user']) : entry.entity_type;
  if (entry.entity_type === 'deal') {
    return (
      <Link to="/deals/$id/{-$slug}" params={{ id: String(id) }}>
        {label} #{id}
      </Link>
    );
  }
  if (entry.entity_type === 'user') {
    return (
      <Link to="/profile/$id" params={{ id: String(id) }}>
        {label} #{id}
      </Link>
    );
  }
  return (
    <>
      {label} #{id}
    </>
  );
}
