import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCurrentUser } from '@/domain/current-user';
import styles from './ConsoleShell.module.css';

/** One tab of the console: its name and the route it opens. */
export interface ConsoleTab {
  label: MessageDescriptor;
  to: LinkOptions['to'];
  /** Shown to admins only (the server refuses moderators there anyway). */
  adminOnly?: boolean;
}

interface ConsoleShellProps {
  tabs: readonly ConsoleTab[];
  /** The open tab (the route's `<Outlet />`). */
  children: ReactNode;
}

/**
 * The operator console's frame: one navigation of its tabs (a column beside the page on a desktop, a
 * sideways-scrolling bar on a phone) around the open tab. Only operators get it: the server refuses members every
 * console call anyway, and a member who opens the address reads why instead of a broken page.
 */
export function ConsoleShell({ tabs, children }: ConsoleShellProps) {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  if (!user) {
    if (isError && !isPending) return <ConsoleProfileError onRetry={() => void refetch()} />;
    return <ConsoleSkeleton />;
  }
  if (user.role === 'member') return <ConsoleForbidden />;
  return (
    <div className={`container ${styles.layout}`}>
      <ConsoleNav tabs={user.role === 'admin' ? tabs : tabs.filter((tab) => !tab.adminOnly)} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}

function ConsoleNav({ tabs }: { tabs: readonly ConsoleTab[] }) {
  const { t } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Moderation`}>
      <p className={styles.navTitle} aria-hidden="true">
        <Trans>Moderation</Trans>
      </p>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className={styles.tab}
              activeProps={{ 'aria-current': 'page' }}
              // The queue is the console's index: it is current only on its own address, not under every other tab.
              activeOptions={{ exact: tab.to === '/moderation', includeSearch: false }}
            >
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ConsoleSkeleton() {
  return (
    <div className={`container ${styles.layout}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        <Trans>Loading…</Trans>
      </span>
      <div className={styles.nav}>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </div>
      <div className={styles.content}>
        <Skeleton width="40%" height={32} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    </div>
  );
}

function ConsoleProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={`container ${styles.message}`}>
      <h1>
        <Trans>Moderation</Trans>
      </h1>
      <p role="alert">
        <Trans>We could not check your role, so the console cannot open. Check your connection and try again.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** A member at /moderation: a clear refusal (the 403 the API answers them), with ways back. */
export function ConsoleForbidden() {
  return (
    <NotFoundScreen
      titleId="console-forbidden-title"
      code="403"
      heading={<Trans>This page is for moderators</Trans>}
      description={
        <Trans>
          Only moderators and administrators can use the moderation console. To report content that breaks the rules, use the “Report”
          button next to it.
        </Trans>
      }
    >
      <ButtonLink to="/">
        <Trans>Back to the home page</Trans>
      </ButtonLink>
      <ButtonLink to="/publication-rules" variant="secondary">
        <Trans>Publication rules</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
