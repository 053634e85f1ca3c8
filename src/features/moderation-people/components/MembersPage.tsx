import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ListLoadError, listQueryState, PagedList } from '@/components/ui/PagedList';
import { Skeleton } from '@/components/ui/Skeleton';
import type { Role } from '@/shared/schemas/moderation';
import type { MemberForOperator } from '@/shared/schemas/moderation-appeals';
import { useMemberSearch } from '../api/search-members';
import { isForbidden } from '../lib/failure';
import { MEMBER_QUERY_MAX, MEMBER_QUERY_MIN, memberQuery } from '../lib/search-params';
import { LiftSanctionDialog } from './LiftSanctionDialog';
import { MemberCard, type MemberAction } from './MemberCard';
import styles from './ModerationPeople.module.css';
import { NoAccess, OperatorsOnly } from './OperatorsOnly';
import { RoleDialog } from './RoleDialog';
import { SanctionDialog } from './SanctionDialog';

/** Typing pauses this long before the address (and so the search) follows. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 350;

interface MembersPageProps {
  /** The search as the address has it (`?q=`), so it survives a reload. */
  q: string;
  page: number;
  onQueryChange: (q: string) => void;
}

/** "Użytkownicy": find an account by name or e-mail, then suspend it, lift its suspension or (admins) change its role. */
export function MembersPage(props: MembersPageProps) {
  return <OperatorsOnly>{(role) => <Members {...props} viewerRole={role} />}</OperatorsOnly>;
}

function Members({ q, page, onQueryChange, viewerRole }: MembersPageProps & { viewerRole: Role }) {
  const { t } = useLingui();
  const inputId = useId();
  const [typed, setTyped] = useState(q);
  const [dialog, setDialog] = useState<{ action: MemberAction; member: MemberForOperator } | null>(null);
  const searched = memberQuery(q);
  const results = useMemberSearch({ q: searched ?? '', page }, searched !== null);

  const [shownQ, setShownQ] = useState(q);
  // Back and Forward change the address: the field follows it (but keeps a space just typed after the words).
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== typed.trim()) setTyped(q);
  }

  useEffect(() => {
    if (typed.trim() === q.trim()) return;
    const timer = setTimeout(() => onQueryChange(typed.trim()), MEMBER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, onQueryChange]);

  const tooShort = typed.trim().length > 0 && typed.trim().length < MEMBER_QUERY_MIN;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>
          <Trans>Members</Trans>
        </h1>
        <p className="muted-text">
          <Trans>Find an account by part of its name or e-mail address. E-mail addresses are shown only here, to operators.</Trans>
        </p>
      </header>

      <form
        role="search"
        className={styles.searchRow}
        onSubmit={(event) => {
          // Enter searches at once, without waiting for the pause.
          event.preventDefault();
          onQueryChange(typed.trim());
        }}
      >
        <label htmlFor={inputId} className="field-label">
          <Trans>Name or e-mail</Trans>
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={MEMBER_QUERY_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="muted-text" aria-live="polite">
          {tooShort ? (
            <Trans>Type at least {MEMBER_QUERY_MIN} characters.</Trans>
          ) : (
            <Trans>Results appear as you type, from {MEMBER_QUERY_MIN} characters.</Trans>
          )}
        </p>
      </form>

      {searched === null ? (
        <div className="empty-state">
          <p>
            <Trans>Search for a member to see their account, standing and history, and to act on it.</Trans>
          </p>
        </div>
      ) : isForbidden(results.error) && !results.data ? (
        <NoAccess adminsOnly={false} />
      ) : results.isError && !results.data ? (
        <ListLoadError onRetry={() => void results.refetch()} />
      ) : (
        <section aria-label={t`Search results`}>
          <PagedList
            {...listQueryState(results)}
            page={page}
            pagesLabel={t`Pages of members`}
            loadingLabel={t`Searching members`}
            layout="rows"
            listLabel={t`Members found`}
            skeleton={<MembersSkeleton />}
            empty={
              <p>
                <Trans>No account matches “{searched}”.</Trans>
              </p>
            }
          >
            {(items) =>
              items.map((member) => (
                <MemberCard key={member.id} member={member} viewerRole={viewerRole} onAction={(action) => setDialog({ action, member })} />
              ))
            }
          </PagedList>
        </section>
      )}

      <SanctionDialog member={dialog?.action === 'suspend' ? dialog.member : null} onClose={() => setDialog(null)} />
      <LiftSanctionDialog member={dialog?.action === 'lift' ? dialog.member : null} onClose={() => setDialog(null)} />
      <RoleDialog member={dialog?.action === 'role' ? dialog.member : null} onClose={() => setDialog(null)} />
    </div>
  );
}

function MembersSkeleton() {
  return (
    <>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton height={20} width="35%" />
          <Skeleton height={14} width="55%" />
          <Skeleton height={14} width="80%" />
        </div>
      ))}
    </>
  );
}
