import { Trans, useLingui } from '@lingui/react/macro';
import { Pagination } from '@/components/ui/Pagination';
import type { PointsHistoryEntry } from '@/shared/schemas/rewards';
import { usePointsHistory } from '../api/get-points-history';
import { formatDate } from '../lib/format-date';
import { formatPointsAmount } from '../lib/points-format';
import { pointsReasonLabel } from '../lib/points-reason';
import { ListError, RowsSkeleton } from './ListStates';
import styles from './RedeemPoints.module.css';

/** §2 Redeem points, third tab: the ledger newest first, '+N' for what came in and '-N' for what was spent (§4). */
export function PointsHistory({ page }: { page: number }) {
  const { t } = useLingui();
  const history = usePointsHistory(page);

  if (history.isError && !history.data) return <ListError onRetry={() => void history.refetch()} />;
  if (!history.data) return <RowsSkeleton label={t`Loading the points history`} />;

  const { data, metadata } = history.data;
  if (data.length === 0) {
    return (
      <div className={styles.empty}>
        <p>
          <Trans>No points yet. Claim the daily bonus or add deals to start collecting.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <ul className={styles.list} aria-label={t`Points history`}>
        {data.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {metadata.pages_count > 1 ? <Pagination page={page} pagesCount={metadata.pages_count} label={t`Points history pages`} /> : null}
    </div>
  );
}

function HistoryRow({ entry }: { entry: PointsHistoryEntry }) {
  const { i18n } = useLingui();
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{pointsReasonLabel(i18n, entry.reason, entry.custom_reason)}</p>
        <p className={styles.muted}>
          <time dateTime={entry.created_at}>{formatDate(entry.created_at, i18n.locale)}</time>
        </p>
      </div>
      <span className={`${styles.amount} ${entry.points > 0 ? styles.positive : styles.negative}`}>{formatPointsAmount(entry.points)}</span>
    </li>
  );
}
