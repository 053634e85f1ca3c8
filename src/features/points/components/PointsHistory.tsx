import { Trans, useLingui } from '@lingui/react/macro';
import { listQueryState, PagedList } from '@/components/ui/PagedList';
import { formatMediumDate } from '@/lib/format';
import type { PointsHistoryEntry } from '@/shared/schemas/rewards';
import { usePointsHistory } from '../api/get-points-history';
import { formatPointsAmount } from '../lib/points-format';
import { pointsReasonLabel } from '../lib/points-reason';
import { RowsSkeleton } from './ListStates';
import styles from './RedeemPoints.module.css';

/** Redeem points, third tab: the ledger newest first, '+N' for what came in and '-N' for what was spent. */
export function PointsHistory({ page }: { page: number }) {
  const { t } = useLingui();
  const history = usePointsHistory(page);

  return (
    <PagedList
      {...listQueryState(history)}
      retrySize="s"
      page={page}
      pagesLabel={t`Points history pages`}
      layout="rows"
      listLabel={t`Points history`}
      className={styles.panel}
      loadingLabel={t`Loading the points history`}
      skeleton={<RowsSkeleton />}
      empty={
        <p>
          <Trans>No points yet. Claim the daily bonus or add deals to start collecting.</Trans>
        </p>
      }
    >
      {(entries) => entries.map((entry) => <HistoryRow key={entry.id} entry={entry} />)}
    </PagedList>
  );
}

function HistoryRow({ entry }: { entry: PointsHistoryEntry }) {
  const { i18n } = useLingui();
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{pointsReasonLabel(i18n, entry.reason, entry.custom_reason)}</p>
        <p className={styles.muted}>
          <time dateTime={entry.created_at}>{formatMediumDate(entry.created_at, i18n.locale)}</time>
        </p>
      </div>
      <span className={`${styles.amount} ${entry.points > 0 ? styles.positive : styles.negative}`}>{formatPointsAmount(entry.points)}</span>
    </li>
  );
}
