import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { ActionMenuList, type ActionMenuItem } from '@/components/ui/ActionMenu';
import { Button } from '@/components/ui/Button';
import { useAuthorName } from '@/components/ui/Author';
import { useViewer } from '@/domain/current-user';
import { useMuteChange, type MuteChange } from '@/domain/feed-filters';
import { queuedActionKeys } from '@/domain/query-keys';
import { useIsSignedIn } from '@/domain/session';
import { openSignInPrompt } from '@/domain/sign-in-prompt';
import type { DealListItem } from '@/shared/schemas/deal';
import { useHideDeal } from '../api/hide-deal';
import { addFeedMoment, provideMomentRow, removeFeedMoment, type ShownMoment } from '../lib/feed-moments';
import type { ListOwner } from '../lib/list-owner';
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
  const membersOnly = (action: () => void) => () => (signedIn ? action() : openSignInPrompt());

  const items: ActionMenuItem[] = [
    {
      label: t`Hide this deal`,
      onSelect: membersOnly(() => {
        addFeedMoment({ kind: 'hidden', dealId: deal.id });
        hide();
      }),
    },
  ];
  const { shop, user } = deal;
  if (shop && shop.id !== listOf?.shopId)
    items.push({
      label: t`Mute shop ${shop.name}`,
      onSelect: membersOnly(() => {
        addFeedMoment({ kind: 'shop', dealId: deal.id, shopId: shop.id, name: shop.name });
        mute({ kind: 'shop', value: shop.id, muted: true });
      }),
    });
  if (!user.is_deleted && user.id !== viewerId && user.id !== listOf?.userId) {
    const name = authorName(user);
    items.push({
      label: t`Mute author ${name}`,
      onSelect: membersOnly(() => {
        addFeedMoment({ kind: 'user', dealId: deal.id, userId: user.id, name });
        mute({ kind: 'user', value: user.id, muted: true });
      }),
    });
  }
  return <ActionMenuList id={id} label={t`Deal actions`} items={items} containerRef={containerRef} onClose={onClose} />;
}

/**
 * In a card's place once it was hidden or its shop or author muted: says so, with the undo, and takes the focus that
 * the card's menu had (the card is gone). Polite status, so a screen reader tells what happened.
 */
export function FeedMomentRow({ moment, title }: { moment: ShownMoment; title: string }) {
  const { unhide } = useHideDeal(moment.dealId);
  const mute = useMuteChange();
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => undoRef.current?.focus(), []);
  useRefusedMuteEndsMoment(moment);

  // A refused undo brings the moment back (the hide's defaults); a refused mute's undo is told by the alert, and the
  // card's shop or author leaves the list when it is fetched again.
  const undo = () => {
    removeFeedMoment(moment.dealId);
    if (moment.kind === 'hidden') unhide();
    else if (moment.kind === 'shop') mute({ kind: 'shop', value: moment.shopId, muted: false });
    else mute({ kind: 'user', value: moment.userId, muted: false });
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

/**
 * A mute the server refused (the alert says why) ends its moment and gives the cards back. Watched here, where the
 * moment shows: the menu that made the mute closed at once.
 */
function useRefusedMuteEndsMoment(moment: ShownMoment): void {
  const refused = useMutationState({
    filters: {
      mutationKey: queuedActionKeys.feedMute,
      status: 'error',
      predicate: (mutation) => {
        const change = mutation.state.variables as MuteChange;
        const target = moment.kind === 'shop' ? moment.shopId : moment.kind === 'user' ? moment.userId : null;
        return mutation.state.submittedAt >= moment.at && change.muted && change.kind === moment.kind && change.value === target;
      },
    },
  });
  useEffect(() => {
    if (refused.length > 0) removeFeedMoment(moment.dealId);
  }, [refused.length, moment.dealId]);
}

provideMomentRow(FeedMomentRow);
