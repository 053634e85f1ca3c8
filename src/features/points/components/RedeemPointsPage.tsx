import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TabPanel, Tabs } from '@/components/ui/Tabs';
import { Skeleton } from '@/components/ui/Skeleton';
import { usePointsHistory } from '../api/get-points-history';
import type { RedeemTab } from '../lib/redeem-params';
import { AvailablePrizes } from './AvailablePrizes';
import { MyPrizes } from './MyPrizes';
import { PointsHistory } from './PointsHistory';
import styles from './RedeemPoints.module.css';

export interface RedeemPointsPageProps {
  tab: RedeemTab;
  page: number;
  onTabChange: (tab: RedeemTab) => void;
  /** Optional extra actions beside the balance (the route may put the daily bonus here). */
  actions?: ReactNode;
}

const ID_PREFIX = 'redeem';

/** Redeem points: the balance, then prizes to buy, the user's prizes and the points history as tabs. */
export function RedeemPointsPage({ tab, page, onTabChange, actions }: RedeemPointsPageProps) {
  const { t } = useLingui();
  const items = [
    { value: 'available-prizes', label: t`Available prizes` },
    { value: 'my-prizes', label: t`My prizes` },
    { value: 'points-history', label: t`Points history` },
  ] as const;

  return (
    <div className="container stack-page">
      <header className="page-header">
        <h1>
          <Trans>Prizes and points</Trans>
        </h1>
        <div className={styles.headerSide}>
          <Balance />
          {actions}
        </div>
      </header>
      <div>
        <Tabs label={t`Prizes and points`} idPrefix={ID_PREFIX} items={items} value={tab} onChange={onTabChange} />
        <TabPanel idPrefix={ID_PREFIX} value={tab}>
          {tab === 'available-prizes' ? (
            <AvailablePrizes />
          ) : tab === 'my-prizes' ? (
            <MyPrizes page={page} />
          ) : (
            <PointsHistory page={page} />
          )}
        </TabPanel>
      </div>
    </div>
  );
}

/** The balance comes with the first page of the history (metadata.balance), the same query the history tab shows. */
function Balance() {
  const { t } = useLingui();
  const history = usePointsHistory(1);
  const balance = history.data?.metadata.balance;
  return (
    <p className={styles.balance} aria-live="polite">
      <span className={styles.muted}>
        <Trans>Your points</Trans>
      </span>
      {balance === undefined ? (
        history.isError ? (
          <span className={styles.balanceValue}>–</span>
        ) : (
          <span aria-label={t`Loading your points`}>
            <Skeleton width={64} height="1.6em" />
          </span>
        )
      ) : (
        <span className={styles.balanceValue} data-testid="points-balance">
          {balance}
        </span>
      )}
    </p>
  );
}
