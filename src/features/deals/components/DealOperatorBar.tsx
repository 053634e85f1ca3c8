import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DecisionDialog, type DecisionRequest } from '@/components/moderation/DecisionDialog';
import { Button } from '@/components/ui/Button';
import { useViewer } from '@/domain/current-user';
import { isPast } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import type { DecisionAction } from '@/shared/schemas/moderation';
import type { DealDetail } from '@/shared/schemas/deal';
import { useSetDealEditorial } from '../api/set-deal-editorial';
import styles from './DealOperatorBar.module.css';

/**
 * An operator's tools on a deal page: hide or restore, end, pin and feature it in place. Only moderators
 * and admins see it, and only once the viewer is known in the browser: the server renders every page for a guest.
 */
export function DealOperatorBar({ deal }: { deal: DealDetail }) {
  const viewer = useViewer();
  if (!viewer || viewer.role === 'member') return null;
  return <OperatorTools deal={deal} />;
}

function OperatorTools({ deal }: { deal: DealDetail }) {
  const { t } = useLingui();
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const editorial = useSetDealEditorial(deal.id);
  const now = useNow(deal.expires_at);
  const state = deal.moderation?.state;
  const hidden = state === 'hidden';
  const decide = (action: DecisionAction) => setRequest({ entity_type: 'deal', entity_id: deal.id, action, itemText: deal.title });
  return (
    <section className={styles.bar} aria-label={t`Moderator tools`}>
      <p className={styles.label} aria-hidden="true">
        <Trans>Moderator</Trans>
      </p>
      {hidden && (
        <p className={styles.state}>
          <Trans>Hidden: only its author and operators can see it.</Trans>
        </p>
      )}
      {state === 'held' && (
        <p className={styles.state}>
          <Trans>Waiting for approval: only its author and operators can see it.</Trans>
        </p>
      )}
      <div className={styles.buttons}>
        {state === 'held' && (
          <Button size="s" onClick={() => decide('approve')}>
            <Trans>Approve</Trans>
          </Button>
        )}
        {hidden ? (
          <Button size="s" variant="secondary" onClick={() => decide('restore')}>
            <Trans>Restore</Trans>
          </Button>
        ) : (
          <Button size="s" variant="secondary" onClick={() => decide('hide')}>
            <Trans>Hide</Trans>
          </Button>
        )}
        {!hidden && !isPast(deal.expires_at, now) && (
          <Button size="s" variant="secondary" onClick={() => decide('expire')}>
            <Trans>Mark as ended</Trans>
          </Button>
        )}
        <Button
          size="s"
          variant="secondary"
          disabled={editorial.isPending}
          onClick={() => editorial.mutate({ is_pinned: !deal.is_pinned })}
        >
          {deal.is_pinned ? <Trans>Unpin</Trans> : <Trans>Pin</Trans>}
        </Button>
        <Button
          size="s"
          variant="secondary"
          disabled={editorial.isPending}
          onClick={() => editorial.mutate({ is_featured: !deal.is_featured })}
        >
          {deal.is_featured ? <Trans>Remove from featured</Trans> : <Trans>Feature</Trans>}
        </Button>
      </div>
      <DecisionDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}
