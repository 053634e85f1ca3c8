import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { formatRelativeTime, isPast } from '@/lib/format';
import { dealRouteParams, slugify } from '@/shared/slug';
import type { DealListItem } from '@/shared/schemas/deal';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useDealVote, useDealVoteWaiting } from '../api/vote-deal';
import { isFreeShipping } from '../lib/deal-state';
import type { VoteValue } from '@/shared/votes';
import { useNow } from '@/lib/use-now';
import { useSeen } from '@/domain/seen-deals';
import { Avatar } from '@/components/ui/Avatar';
import { Icon } from '@/components/ui/Icon';
import { useAuthorName } from '@/components/ui/Author';
import { NewAccountBadge } from '@/components/ui/NewAccountBadge';
import { DealFlags } from './DealFlags';
import { DealStatus } from './DealStatus';
import { DealImage } from './DealImage';
import { Price } from './Price';
import { SaveButton } from './SaveButton';
import { VoteControl } from '@/components/ui/VoteControl';
import { DealPicturePlaceholder } from '@/components/ui/DealPicturePlaceholder';
import { ActionMenuButton } from '@/components/ui/ActionMenuButton';
import { OnDemand } from '@/lib/OnDemand';
import styles from './DealCard.module.css';
import type { ListOwner } from '../lib/list-owner';

interface DealCardProps {
  deal: DealListItem;
  /** The first card of a list is the page's largest contentful paint: load its image eagerly. */
  priority?: boolean;
  /** The signed-in user's vote on this deal (from the list's votes-status call). */
  vote?: VoteValue;
  /** Whether the signed-in user saved this deal (from the list's favourites-status call). */
  saved?: boolean;
  /** The signed-in user's id, if known: nobody votes on their own deal. */
  currentUserId?: number;
  /** The level of the card's title: one below the heading the list sits under (see DealList). */
  headingLevel?: 2 | 3;
  /** Whose own list the card is in (see DealList). */
  listOf?: ListOwner;
}

/** External links open in a new tab without the opener; affiliate ones are marked sponsored (is_affiliate). */
export function outboundRel(isAffiliate: boolean): string {
  return isAffiliate ? 'sponsored noopener' : 'noopener';
}

const loadCardMenu = () => import('./DealCardMenu').then((module) => module.DealCardMenu);

/** The card's "⋯" menu (hide, mute): the button is part of every card, the menu's code comes with its first press. */
function CardMenu({ deal, listOf }: { deal: DealListItem; listOf?: ListOwner }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const closeAfterFailure = useCallback(() => setOpen(false), []);
  return (
    <div ref={rootRef} className={styles.menu}>
      <ActionMenuButton
        open={open}
        menuId={menuId}
        label={t`More actions: ${deal.title}`}
        title={t`More actions`}
        buttonRef={buttonRef}
        onToggle={() => setOpen((value) => !value)}
        onOpenByKey={() => setOpen(true)}
      />
      {open && (
        <OnDemand
          load={loadCardMenu}
          props={{ id: menuId, deal, listOf, containerRef: rootRef, onClose: close }}
          onFailure={closeAfterFailure}
        />
      )}
    </div>
  );
}

export function DealCard({ deal, priority = false, vote = 0, saved = false, currentUserId, headingLevel = 2, listOf }: DealCardProps) {
  const { t, i18n } = useLingui();
  const authorName = useAuthorName();
  const castVote = useDealVote(deal.id);
  const voteWaiting = useDealVoteWaiting(deal.id);
  const toggleSaved = useToggleFavourite(deal.id);
  const seen = useSeen(deal.id);
  const now = useNow();
  const expired = isPast(deal.expires_at, now);
  const [nsfwRevealed, setNsfwRevealed] = useState(false);
  const image = deal.deal_images[0];
  // Only a picture is blurred: a placeholder shows nothing of the deal.
  const blurred = image !== undefined && deal.is_nsfw && !nsfwRevealed;
  const linkParams = dealRouteParams(deal.id, slugify(deal.title));
  const Title = `h${headingLevel}` as const;

  return (
    <article
      className={styles.card}
      data-expired={expired || undefined}
      data-seen={seen || undefined}
      aria-labelledby={`deal-${deal.id}-title`}
    >
      <div className={styles.media}>
        <Link
          to="/deals/$id/{-$slug}"
          params={linkParams}
          className={styles.mediaLink}
          tabIndex={-1}
          aria-hidden="true"
          onClick={(event) => {
            // The first tap on a blurred image only reveals it (nsfw deals are blurred); the next one opens the deal.
            if (blurred) {
              event.preventDefault();
              setNsfwRevealed(true);
            }
          }}
        >
          {image ? (
            <DealImage
              image={image}
              alt=""
              sizes="(min-width: 577px) 360px, 112px"
              priority={priority}
              className={`${styles.image} ${blurred ? styles.blurred : ''}`}
            />
          ) : (
            <DealPicturePlaceholder category={deal.category} logoUrl={deal.shop?.logo_url} />
          )}
        </Link>
        {blurred && (
          <button type="button" className={styles.reveal} onClick={() => setNsfwRevealed(true)}>
            <Trans>Show image (18+)</Trans>
          </button>
        )}
        <DealFlags deal={deal} className={styles.flags} />
      </div>

      <div className={styles.body}>
        <div className={styles.meta}>
          {deal.shop && <span className={styles.shop}>{deal.shop.name}</span>}
          <time className={styles.time} dateTime={deal.created_at}>
            {formatRelativeTime(deal.created_at, now, i18n)}
          </time>
          {seen && (
            // An eye, not a word: the row keeps its room for the shop's name on a phone.
            <span className={styles.seen} title={t`Seen`}>
              <Icon viewBox="0 0 16 16" className={styles.icon} strokeWidth={1.4}>
                <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
                <circle cx="8" cy="8" r="2" />
              </Icon>
              <span className={styles.visuallyHidden}>
                <Trans>Seen</Trans>
              </span>
            </span>
          )}
          <CardMenu deal={deal} listOf={listOf} />
        </div>

        <Title className={styles.title} id={`deal-${deal.id}-title`}>
          <Link to="/deals/$id/{-$slug}" params={linkParams} className={styles.titleLink}>
            {deal.title}
          </Link>
        </Title>

        <DealStatus
          deal={deal}
          now={now}
          classes={{ expired: styles.expired, subtitle: styles.subtitle, pills: styles.pills, pill: styles.pill }}
        />

        <Price
          newPrice={deal.new_price}
          oldPrice={deal.old_price}
          currency={deal.currency}
          discount={deal.discount}
          realDiscount={deal.real_discount}
        />

        {deal.shipping && (
          <p className={styles.shipping}>
            {isFreeShipping(deal.shipping) ? (
              <span className={styles.freeShipping}>
                <Trans>Free shipping</Trans>
              </span>
            ) : (
              <Trans>Shipping: {deal.shipping}</Trans>
            )}
          </p>
        )}

        <div className={styles.footer}>
          <span className={styles.author}>
            <Avatar src={deal.user.avatar_url} alt="" size={24} />
            <span className={styles.username}>{authorName(deal.user)}</span>
            <NewAccountBadge user={deal.user} />
          </span>
          <div className={styles.stats}>
            <VoteControl
              size="s"
              count={deal.votes_count}
              vote={vote}
              onVote={(like) => castVote(like, vote)}
              disabledReason={currentUserId === deal.user.id ? t`You cannot vote on your own deal` : undefined}
              waiting={voteWaiting}
            />
            <span className={styles.stat} title={t`Comments`}>
              <Icon viewBox="0 0 16 16" className={styles.icon} strokeWidth={1.4}>
                <path d="M2 3.5A1.5 1.5 0 013.5 2h9A1.5 1.5 0 0114 3.5v6a1.5 1.5 0 01-1.5 1.5H7l-3 3v-3h-.5A1.5 1.5 0 012 9.5z" />
              </Icon>
              <span>{deal.comments_count}</span>
              <span className={styles.visuallyHidden}>
                <Plural value={deal.comments_count} one="comment" other="comments" />
              </span>
            </span>
            <SaveButton saved={saved} onToggle={() => toggleSaved(saved)} className={styles.save} iconOnly />
          </div>
          {deal.direct_url && (
            <a className={styles.go} href={deal.direct_url} target="_blank" rel={outboundRel(deal.is_affiliate)}>
              <Trans>Go to deal</Trans>
              <span className={styles.visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
