import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DecisionDialog, type DecisionRequest } from '@/components/moderation/DecisionDialog';
import { Button } from '@/components/ui/Button';
import { REPORT_REASONS, type ReportReason } from '@/shared/schemas/community';
import type { DecisionAction, ModeratedEntityType, QueueItem } from '@/shared/schemas/moderation';
import { useReportsQueue } from '../api/get-reports';
import { REPORT_REASON_LABELS } from '../lib/labels';
import { queueParams, type QueueSearch } from '../lib/queue-params';
import { ConsoleItem } from './ConsoleItem';
import { ConsoleEmpty, ConsoleList, EntityTypeFilter } from './ConsoleList';
import styles from './Console.module.css';

export interface QueueFilters {
  reason: ReportReason | undefined;
  type: ModeratedEntityType | undefined;
}

interface ReportsQueuePageProps {
  search: QueueSearch;
  /** Applies other filters (from their first page). */
  onFilter: (filters: QueueFilters) => void;
}

/**
 * The reports queue (DSA Art. 16): open reports grouped per item, the one waiting longest first, with how
 * many reports of each reason it has; each item opens in place and is decided in the decision dialog.
 */
export function ReportsQueuePage({ search, onFilter }: ReportsQueuePageProps) {
  const { t } = useLingui();
  const queue = useReportsQueue(queueParams(search));
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const filtered = search.reason !== undefined || search.type !== undefined;
  const clear = () => onFilter({ reason: undefined, type: undefined });

  return (
    <>
      <ConsoleList
        title={<Trans>Reports</Trans>}
        summary={(count) => <Plural value={count} one="# reported item waits, oldest first" other="# reported items wait, oldest first" />}
        filters={<QueueFilterBar filters={{ reason: search.reason, type: search.type }} onFilter={onFilter} />}
        query={queue}
        page={search.page}
        pagesLabel={t`Pages of reports`}
        listLabel={t`Reported items`}
        loadingLabel={t`Loading reports`}
        empty={
          filtered ? (
            <>
              <p>
                <Trans>No open reports match these filters.</Trans>
              </p>
              <Button variant="secondary" size="s" onClick={clear}>
                <Trans>Show all reports</Trans>
              </Button>
            </>
          ) : (
            <ConsoleEmpty title={<Trans>Nothing to review.</Trans>}>
              <Trans>There are no open reports. New ones will appear here, the oldest first.</Trans>
            </ConsoleEmpty>
          )
        }
      >
        {(item) => <QueueRow item={item} onDecide={setRequest} />}
      </ConsoleList>

      <DecisionDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}

function QueueFilterBar({ filters, onFilter }: { filters: QueueFilters; onFilter: (filters: QueueFilters) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={styles.filters} role="group" aria-label={t`Filter reports`}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-reason`} className="field-label">
          <Trans>Reason</Trans>
        </label>
        <select
          id={`${id}-reason`}
          className={styles.select}
          value={filters.reason ?? ''}
          onChange={(event) => onFilter({ ...filters, reason: (event.target.value || undefined) as ReportReason | undefined })}
        >
          <option value="">{t`All reasons`}</option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(REPORT_REASON_LABELS[reason])}
            </option>
          ))}
        </select>
      </div>
      <EntityTypeFilter id={`${id}-type`} value={filters.type} onChange={(type) => onFilter({ ...filters, type })} />
    </div>
  );
}

/** Reasons with the most reports first, so the operator reads the main complaint first. */
function reasonCounts(item: QueueItem): [ReportReason, number][] {
  return REPORT_REASONS.flatMap((reason): [ReportReason, number][] => {
    const n = item.reasons[reason];
    return n ? [[reason, n]] : [];
  }).sort((a, b) => b[1] - a[1]);
}

function QueueRow({ item, onDecide }: { item: QueueItem; onDecide: (request: DecisionRequest) => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const decide = (action: DecisionAction) =>
    onDecide({ entity_type: item.entity_type, entity_id: item.entity_id, action, itemText: item.item.text });
  const total = item.reports_count;
  return (
    <ConsoleItem
      headingId={headingId}
      entityType={item.entity_type}
      item={item.item}
      since={{ label: <Trans>first reported</Trans>, at: item.first_reported_at }}
      badges={
        item.item.hidden ? (
          <span className={styles.warning}>
            <Trans>Hidden</Trans>
          </span>
        ) : null
      }
      details={
        <div className={styles.itemMeta}>
          <span>
            <Plural value={total} one="# report:" other="# reports:" />
          </span>
          <ul className={styles.reasons} aria-label={t`Reports per reason`}>
            {reasonCounts(item).map(([reason, n]) => (
              <li key={reason} className={styles.reason}>
                {t(REPORT_REASON_LABELS[reason])} <span className={styles.count}>{n}</span>
              </li>
            ))}
          </ul>
        </div>
      }
      actions={
        <>
          {item.item.hidden ? (
            <Button size="s" variant="secondary" onClick={() => decide('restore')} aria-describedby={headingId}>
              <Trans>Restore</Trans>
            </Button>
          ) : (
            <>
              <Button size="s" onClick={() => decide('hide')} aria-describedby={headingId}>
                <Trans>Hide</Trans>
              </Button>
              {item.entity_type === 'deal' && (
                <Button size="s" variant="secondary" onClick={() => decide('expire')} aria-describedby={headingId}>
                  <Trans>Mark as ended</Trans>
                </Button>
              )}
            </>
          )}
          <Button size="s" variant="ghost" onClick={() => decide('dismiss')} aria-describedby={headingId}>
            <Trans>Dismiss reports</Trans>
          </Button>
        </>
      }
    />
  );
}
