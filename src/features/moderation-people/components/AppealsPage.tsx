import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListLoadError, listQueryState, PagedList } from '@/components/ui/PagedList';
import { Skeleton } from '@/components/ui/Skeleton';
import { TabPanel, Tabs } from '@/components/ui/Tabs';
import { APPEAL_STATUSES, type AppealForOperator, type AppealStatus } from '@/shared/schemas/moderation-appeals';
import { useAppeals } from '../api/get-appeals';
import { isForbidden } from '../lib/failure';
import { APPEAL_STATUS_LABELS } from '../lib/labels';
import { AppealCard } from './AppealCard';
import { DecideAppealDialog, type AppealOutcome } from './DecideAppealDialog';
import styles from './ModerationPeople.module.css';
import { NoAccess, OperatorsOnly } from './OperatorsOnly';

const ID_PREFIX = 'appeals';

interface AppealsPageProps {
  status: AppealStatus;
  page: number;
  onStatusChange: (status: AppealStatus) => void;
}

/**
 * "Odwołania" (DSA Art. 20): members' appeals against decisions, decided by another operator than the one who made
 * the decision, with a reason the member reads.
 */
export function AppealsPage(props: AppealsPageProps) {
  return <OperatorsOnly>{() => <Appeals {...props} />}</OperatorsOnly>;
}

function Appeals({ status, page, onStatusChange }: AppealsPageProps) {
  const { t, i18n } = useLingui();
  const appeals = useAppeals({ status, page });
  const [deciding, setDeciding] = useState<{ appeal: AppealForOperator; outcome: AppealOutcome } | null>(null);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>
          <Trans>Appeals</Trans>
        </h1>
        <p className="muted-text">
          <Trans>
            Members may appeal a decision about their deal, comment or account within 14 days. Someone other than the operator who made the
            decision decides, and the member reads your reason.
          </Trans>
        </p>
      </header>

      <Tabs
        label={t`Appeal status`}
        idPrefix={ID_PREFIX}
        items={APPEAL_STATUSES.map((value) => ({ value, label: i18n._(APPEAL_STATUS_LABELS[value]) }))}
        value={status}
        onChange={onStatusChange}
      />
      <TabPanel idPrefix={ID_PREFIX} value={status}>
        {isForbidden(appeals.error) && !appeals.data ? (
          <NoAccess adminsOnly={false} />
        ) : appeals.isError && !appeals.data ? (
          <ListLoadError onRetry={() => void appeals.refetch()} />
        ) : (
          <PagedList
            {...listQueryState(appeals)}
            page={page}
            pagesLabel={t`Pages of appeals`}
            loadingLabel={t`Loading appeals`}
            layout="rows"
            listLabel={t`Appeals`}
            skeleton={<AppealsSkeleton />}
            empty={<EmptyAppeals status={status} />}
          >
            {(items) =>
              items.map((appeal) => <AppealCard key={appeal.id} appeal={appeal} onDecide={(outcome) => setDeciding({ appeal, outcome })} />)
            }
          </PagedList>
        )}
      </TabPanel>

      <DecideAppealDialog appeal={deciding?.appeal ?? null} outcome={deciding?.outcome ?? 'granted'} onClose={() => setDeciding(null)} />
    </div>
  );
}

function EmptyAppeals({ status }: { status: AppealStatus }) {
  if (status === 'open') {
    return (
      <p>
        <Trans>No appeals are waiting. When a member appeals a decision, it appears here.</Trans>
      </p>
    );
  }
  return status === 'granted' ? (
    <p>
      <Trans>No appeal has been granted yet.</Trans>
    </p>
  ) : (
    <p>
      <Trans>No appeal has been rejected yet.</Trans>
    </p>
  );
}

function AppealsSkeleton() {
  return (
    <>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton height={20} width="45%" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={56} />
          <Skeleton height={32} width={220} />
        </div>
      ))}
    </>
  );
}
