import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type ListQuery, listQueryState, PagedList } from '@/components/ui/PagedList';
import { MODERATED_ENTITY_TYPES, type ModeratedEntityType } from '@/shared/schemas/moderation';
import { ENTITY_TYPE_LABELS } from '../lib/labels';
import { ConsoleItemSkeleton } from './ConsoleItem';
import styles from './Console.module.css';

interface ConsoleListProps<T extends { entity_type: ModeratedEntityType; entity_id: number }> {
  /** The tab's page heading. */
  title: ReactNode;
  /** Says how many items wait; shown (and announced) once the first page has come. */
  summary: (count: number) => ReactNode;
  /** The filter bar between the heading and the list. */
  filters: ReactNode;
  query: ListQuery<T>;
  page: number | undefined;
  pagesLabel: string;
  listLabel: string;
  loadingLabel: string;
  /** What the dashed box says when nothing waits. */
  empty: ReactNode;
  /** One item's row; the list gives it its `<li>`. */
  children: (item: T) => ReactNode;
}

/**
 * The frame the console's waiting lists (reports, held content) share: the heading with the waiting count, the
 * filters, and the paged rows of moderated items with their loading, error and empty states.
 */
export function ConsoleList<T extends { entity_type: ModeratedEntityType; entity_id: number }>({
  title,
  summary,
  filters,
  query,
  page,
  pagesLabel,
  listLabel,
  loadingLabel,
  empty,
  children,
}: ConsoleListProps<T>) {
  const count = query.data?.metadata.count;
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1>{title}</h1>
          {count !== undefined && (
            <p className="muted-text" aria-live="polite">
              {summary(count)}
            </p>
          )}
        </div>
      </header>

      {filters}

      <PagedList
        {...listQueryState(query)}
        page={page}
        pagesLabel={pagesLabel}
        layout="rows"
        listLabel={listLabel}
        retrySize="s"
        loadingLabel={loadingLabel}
        skeleton={<ConsoleItemSkeleton />}
        empty={empty}
      >
        {(items) => items.map((item) => <li key={`${item.entity_type}-${item.entity_id}`}>{children(item)}</li>)}
      </PagedList>
    </>
  );
}

/** An empty waiting list: what it means, then what would come here. */
export function ConsoleEmpty({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{children}</p>
    </>
  );
}

interface EntityTypeFilterProps {
  id: string;
  value: ModeratedEntityType | undefined;
  onChange: (type: ModeratedEntityType | undefined) => void;
}

/** The console lists' filter by kind of item (deals, comments), both kinds when none is picked. */
export function EntityTypeFilter({ id, value, onChange }: EntityTypeFilterProps) {
  const { t } = useLingui();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className="field-label">
        <Trans>Type</Trans>
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as ModeratedEntityType | undefined)}
      >
        <option value="">{t`Deals and comments`}</option>
        {MODERATED_ENTITY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(ENTITY_TYPE_LABELS[type])}
          </option>
        ))}
      </select>
    </div>
  );
}
