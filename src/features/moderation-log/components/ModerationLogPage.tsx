import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { RuleLink } from '@/components/moderation/RuleLink';
import { listQueryState, PagedList } from '@/components/ui/PagedList';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatMediumDate } from '@/lib/format';
import { DECISION_ACTION_NAMES, DECISION_ENTITY_NAMES, OPERATOR_ROLE_NAMES } from '@/domain/moderation-text';
import { ALL_DECISION_ACTIONS, type MonthlyDecisionCounts, type PublicLogEntry } from '@/shared/schemas/moderation';
import { useModerationLog } from '../api/get-moderation-log';
import styles from './ModerationLog.module.css';

/**
 * /moderation-log: every moderation decision as the member concerned was told it, newest first, and the
 * decisions per month. Never who reported, who was concerned or which operator decided: only their role.
 */
export function ModerationLogPage({ page }: { page: number }) {
  const { t } = useLingui();
  const log = useModerationLog(page);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>
          <Trans>Moderation log</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Every decision our moderators make about deals, comments and accounts, with the rule and the reason the member was given. The
            log never names who reported something, whose content it was or which moderator decided.
          </Trans>
        </p>
      </header>

      {log.data && log.data.monthly.length > 0 ? <MonthlyCounts months={log.data.monthly} /> : null}

      <section aria-labelledby="moderation-log-decisions">
        <h2 id="moderation-log-decisions" className={styles.sectionTitle}>
          <Trans>Decisions</Trans>
        </h2>
        <PagedList
          {...listQueryState(log)}
          page={page}
          pagesLabel={t`Moderation log pages`}
          layout="rows"
          listLabel={t`Moderation decisions`}
          retrySize="s"
          loadingLabel={t`Loading the moderation log`}
          skeleton={<LogSkeleton />}
          empty={
            <p>
              <Trans>No moderation decisions yet.</Trans>
            </p>
          }
        >
          {(entries) =>
            entries.map((entry) => (
              <li key={entry.id}>
                <LogEntry entry={entry} />
              </li>
            ))
          }
        </PagedList>
      </section>
    </div>
  );
}

function LogEntry({ entry }: { entry: PublicLogEntry }) {
  const { i18n } = useLingui();
  const kind = i18n._(DECISION_ENTITY_NAMES[entry.entity_type]);
  // An account's id would lead to its profile: a sanction is logged without saying whose account it was.
  const item = entry.entity_type === 'user' ? kind : `${kind} #${entry.entity_id}`;
  const role = i18n._(OPERATOR_ROLE_NAMES[entry.decided_by]);
  return (
    <article className={styles.entry}>
      <p className={styles.entryHead}>
        <span className={styles.action}>{i18n._(DECISION_ACTION_NAMES[entry.action])}</span>
        <span>{entry.url ? <AppPathLink href={entry.url}>{item}</AppPathLink> : item}</span>
        <time dateTime={entry.decided_at} className={styles.muted}>
          {formatMediumDate(entry.decided_at, i18n.locale)}
        </time>
      </p>
      {entry.reason ? <p className={styles.reason}>{entry.reason}</p> : null}
      <p className={styles.entryMeta}>
        {entry.rule ? (
          <span>
            <Trans>
              Rule: <RuleLink rule={entry.rule} />
            </Trans>
          </span>
        ) : null}
        <span>{entry.automated ? <Trans>Decided automatically</Trans> : <Trans>Decided by: {role}</Trans>}</span>
      </p>
    </article>
  );
}

/**
 * An app path the server gave (the item while it is visible): a plain link that works before the app loads, then a
 * client-side navigation.
 */
function AppPathLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}

/** Decisions per month and action: a first step towards the DSA's transparency reports. */
function MonthlyCounts({ months }: { months: readonly MonthlyDecisionCounts[] }) {
  const { t, i18n } = useLingui();
  const actions = ALL_DECISION_ACTIONS.filter((action) => months.some((month) => (month.counts[action] ?? 0) > 0));
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section aria-labelledby="moderation-log-monthly" className={styles.monthly}>
      <h2 id="moderation-log-monthly" className={styles.sectionTitle}>
        <Trans>Decisions per month</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>These counts are a first step towards the transparency reports the EU Digital Services Act asks of online platforms.</Trans>
      </p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t`Moderation decisions per month and action`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              {actions.map((action) => (
                <th key={action} scope="col">
                  {i18n._(DECISION_ACTION_NAMES[action])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthName.format(new Date(`${month.month}-01T12:00:00Z`))}</th>
                {actions.map((action) => (
                  <td key={action}>{month.counts[action] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LogSkeleton() {
  return [0, 1, 2].map((key) => (
    <div key={key} className={styles.entry}>
      <Skeleton width="50%" />
      <Skeleton width="90%" />
    </div>
  ));
}
