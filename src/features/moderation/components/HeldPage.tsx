import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DecisionDialog, type DecisionRequest } from '@/components/moderation/DecisionDialog';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { decisionErrorMessage, useModerationDecision } from '@/domain/moderation-decision';
import type { ModeratedEntityType } from '@/shared/schemas/moderation';
import type { HeldItem } from '@/shared/schemas/moderation-content';
import { useHeld } from '../api/get-held';
import { HOLD_REASON_LABELS } from '../lib/labels';
import { heldParams, type HeldSearch } from '../lib/queue-params';
import { ConsoleItem } from './ConsoleItem';
import { ConsoleEmpty, ConsoleList, EntityTypeFilter } from './ConsoleList';
import styles from './Console.module.css';

interface HeldPageProps {
  search: HeldSearch;
  onFilter: (type: ModeratedEntityType | undefined) => void;
}

/**
 * Held content: deals of new accounts under pre-moderation and content with a review word, waiting for a
 * moderator. Approving publishes it at once (the author is told); hiding takes the decision dialog's reasons.
 */
export function HeldPage({ search, onFilter }: HeldPageProps) {
  const { t } = useLingui();
  const held = useHeld(heldParams(search));
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const typeId = useId();

  return (
    <>
      <ConsoleList
        title={<Trans>Held content</Trans>}
        summary={(count) => <Plural value={count} one="# item waits for approval" other="# items wait for approval" />}
        filters={
          <div className={styles.filters}>
            <EntityTypeFilter id={typeId} value={search.type} onChange={onFilter} />
          </div>
        }
        query={held}
        page={search.page}
        pagesLabel={t`Pages of held content`}
        listLabel={t`Held items`}
        loadingLabel={t`Loading held content`}
        empty={
          <ConsoleEmpty title={<Trans>Nothing is waiting.</Trans>}>
            <Trans>Deals of new accounts under pre-moderation and content with a watched word wait here for approval.</Trans>
          </ConsoleEmpty>
        }
      >
        {(item) => <HeldRow item={item} onDecide={setRequest} />}
      </ConsoleList>

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
