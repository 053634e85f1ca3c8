import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DecisionDialog, type DecisionRequest } from '@/components/moderation/DecisionDialog';
import { Button } from '@/components/ui/Button';
import { listQueryState, PagedList } from '@/components/ui/PagedList';
import { showAlert } from '@/lib/alerts';
import { decisionErrorMessage, useModerationDecision } from '@/lib/moderation-decision';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MODERATED_ENTITY_TYPES, type ModeratedEntityType } from '@/shared/schemas/moderation';
import type { HeldItem } from '@/shared/schemas/moderation-content';
import { useHeld } from '../api/get-held';
import { ENTITY_TYPE_LABELS, HOLD_REASON_LABELS } from '../lib/labels';
import { heldParams, type HeldSearch } from '../lib/queue-params';
import { ConsoleItem, ConsoleItemSkeleton } from './ConsoleItem';
import styles from './Console.module.css';

interface HeldPageProps {
  search: HeldSearch;
  onFilter: (type: ModeratedEntityType | undefined) => void;
}

/**
 * Held content (issue 31): deals of new accounts under pre-moderation and content with a review word, waiting for a
 * moderator. Approving publishes it at once (the author is told); hiding takes the decision dialog's reasons.
 */
export function HeldPage({ search, onFilter }: HeldPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Held content · Moderation`);
  const held = useHeld(heldParams(search));
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const count = held.data?.metadata.count;
  const typeId = useId();

  return (
    <>
      <header className={styles.header}>
        <div>
          <h1>
            <Trans>Held content</Trans>
          </h1>
          {count !== undefined && (
            <p className="muted-text" aria-live="polite">
              <Plural value={count} one="# item waits for approval" other="# items wait for approval" />
            </p>
          )}
        </div>
      </header>

      <div className={styles.filters}>
        <div className={styles.filter}>
          <label htmlFor={typeId} className="field-label">
            <Trans>Type</Trans>
          </label>
          <select
            id={typeId}
            className={styles.select}
            value={search.type ?? ''}
            onChange={(event) => onFilter((event.target.value || undefined) as ModeratedEntityType | undefined)}
          >
            <option value="">{t`Deals and comments`}</option>
            {MODERATED_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(ENTITY_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
      </div>

      <PagedList
        {...listQueryState(held)}
        page={search.page}
        pagesLabel={t`Pages of held content`}
        layout="rows"
        listLabel={t`Held items`}
        retrySize="s"
        loadingLabel={t`Loading held content`}
        skeleton={<ConsoleItemSkeleton />}
        empty={
          <>
            <p>
              <strong>
                <Trans>Nothing is waiting.</Trans>
              </strong>
            </p>
            <p>
              <Trans>Deals of new accounts under pre-moderation and content with a watched word wait here for approval.</Trans>
            </p>
          </>
        }
      >
        {(items) =>
          items.map((item) => (
            <li key={`${item.entity_type}-${item.entity_id}`}>
              <HeldRow item={item} onDecide={setRequest} />
            </li>
          ))
        }
      </PagedList>

      <DecisionDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}

function HeldRow({ item, onDecide }: { item: HeldItem; onDecide: (request: DecisionRequest) => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const approve = useModerationDecision();
  const words = item.matched_words.join(', ');
  return (
    <ConsoleItem
      headingId={headingId}
      entityType={item.entity_type}
      item={item.item}
      since={{ label: <Trans>held</Trans>, at: item.held_at }}
      badges={<span className={styles.warning}>{t(HOLD_REASON_LABELS[item.hold_reason])}</span>}
      details={
        item.matched_words.length > 0 ? (
          <p className="muted-text">
            <Trans>Matched words: {words}</Trans>
          </p>
        ) : (
          <p className="muted-text">
            <Trans>Posted by a new account: its deals wait for approval.</Trans>
          </p>
        )
      }
      actions={
        <>
          {/* Approving only publishes what the author wrote, and a hide can follow any time: no dialog in between. */}
          <Button
            size="s"
            disabled={approve.isPending}
            aria-describedby={headingId}
            onClick={() =>
              approve.mutate(
                { entity_type: item.entity_type, entity_id: item.entity_id, action: 'approve', reason: '', rule: null },
                { onError: (error) => showAlert({ type: 'danger', message: decisionErrorMessage(error) }) },
              )
            }
          >
            {approve.isPending ? <Trans>Approving…</Trans> : <Trans>Approve</Trans>}
          </Button>
          <Button
            size="s"
            variant="secondary"
            aria-describedby={headingId}
            onClick={() => onDecide({ entity_type: item.entity_type, entity_id: item.entity_id, action: 'hide', itemText: item.item.text })}
          >
            <Trans>Hide</Trans>
          </Button>
        </>
      }
    />
  );
}
