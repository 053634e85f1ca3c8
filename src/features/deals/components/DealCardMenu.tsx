import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { ActionMenuList, type ActionMenuItem } from '@/components/ui/ActionMenu';
import { Button } from '@/components/ui/Button';
import { useAuthorName } from '@/components/ui/Author';
import { useViewer } from '@/domain/current-user';
import { useMuteChange } from '@/domain/feed-filters';
import { useIsSignedIn } from '@/domain/session';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import type { DealListItem } from '@/shared/schemas/deal';
import { useHideDeal } from '../api/hide-deal';
import { addFeedMoment, provideMomentRow, removeFeedMoment, type FeedMoment } from '../lib/feed-moments';
import type { ListOwner } from './DealCard';
import styles from './DealCard.module.css';

export interface DealCardMenuProps {
  id: string;
  deal: DealListItem;
  listOf?: ListOwner;
  containerRef: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * A card's menu: hide the deal, mute its shop or its author. Loaded with the first press of the card's "⋯" button, so
 * lists do not carry it. Each action shows its moment with an undo in the card's place at once and is queued offline
 * like a vote; a guest is asked to sign in instead.
 */
export function DealCardMenu({ id, deal, listOf, containerRef, onClose }: DealCardMenuProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const viewerId = useViewer()?.id;
  const authorName = useAuthorName();
  const { hide } = useHideDeal(deal.id);
  const mute = useMuteChange();
  const undoMoment = () => removeFeedMoment(deal.id);
  const membersOnly = (action: () => void) => () => (signedIn ? action() : openSignInPrompt());

  const items: ActionMenuItem[] = [
    {
      label: t`Hide this deal`,
      onSelect: membersOnly(() => {
        addFeedMoment({ kind: 'hidden', dealId: deal.id });
        hide({ onError: undoMoment });
      }),
    },
  ];
  const { shop, user } = deal;
  if (shop && shop.id !== listOf?.shopId)
    items.push({
      label: t`Mute shop ${shop.name}`,
      onSelect: membersOnly(() => {
        addFeedMoment({ kind: 'shop', dealId: deal.id, shopId: shop.id, name: shop.name });
        mute({ kind: 'shop', value: shop.id, muted: true }, { onError: undoMoment });
      }),
    });
  if (!user.is_deleted && user.id !== viewerId && user.id !== listOf?.userId) {
    const name = authorName(user);
    items.push({
      label: t`Mute author ${name}`,
      onSelect: membersOnly(() => {
        addFeedMoment({ kind: 'user', dealId: deal.id, userId: user.id, name });
        mute({ kind: 'user', value: user.id, muted: true }, { onError: undoMoment });
      }),
    });
  }
  return <ActionMenuList id={id} label={t`Deal actions`} items={items} containerRef={containerRef} onClose={onClose} />;
}

/**
 * In a card's place once it was hidden or its shop or author muted: says so, with the undo, and takes the focus that
 * the card's menu had (the card is gone). Polite status, so a screen reader tells what happened.
 */
export function FeedMomentRow({ moment, title }: { moment: FeedMoment; title: string }) {
  const { unhide } = useHideDeal(moment.dealId);
  const mute = useMuteChange();
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => undoRef.current?.focus(), []);

  const undo = () => {
    removeFeedMoment(moment.dealId);
    // A failed undo puts the moment back: the deal is still hidden or muted.
    const again = () => addFeedMoment(moment);
    if (moment.kind === 'hidden') unhide({ onError: again });
    else if (moment.kind === 'shop') mute({ kind: 'shop', value: moment.shopId, muted: false }, { onError: again });
    else mute({ kind: 'user', value: moment.userId, muted: false }, { onError: again });
  };

  return (
    <div className={styles.moment} role="status">
      <p className={styles.momentText}>
        {moment.kind === 'hidden' ? (
          <Trans>
            Hidden <span className={styles.momentTitle}>{title}</span>
          </Trans>
        ) : moment.kind === 'shop' ? (
          <Trans>Shop {moment.name} muted: its deals leave your lists</Trans>
        ) : (
          <Trans>Author {moment.name} muted: their deals leave your lists</Trans>
        )}
      </p>
      <div className={styles.momentActions}>
        <Button ref={undoRef} variant="secondary" size="s" onClick={undo}>
          <Trans>Undo</Trans>
        </Button>
        {moment.kind !== 'hidden' && (
          <Link to="/account/settings" hash="feed" className={styles.momentLink}>
            <Trans>Manage muted</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}

provideMomentRow(FeedMomentRow);
