import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { CopyCode } from '@/components/ui/CopyCode';
import { SanitizedHtml } from '@/components/ui/SanitizedHtml';
import { formatMoney, formatRelativeTime, isPast } from '@/lib/format';
import { useViewer } from '@/domain/current-user';
import type { DealDetail } from '@/shared/schemas/deal';
import type { DownvoteReason } from '@/shared/standing';
import { useMarkSeen } from '@/domain/seen-deals';
import { useMyVotes } from '@/domain/votes';
import { useMyFavourites } from '../api/get-statuses';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useDealVote, useDealVoteWaiting } from '../api/vote-deal';
import { isFreeShipping } from '../lib/deal-state';
import { dealPath } from '@/shared/slug';
import { useNow } from '@/lib/use-now';
import { Avatar } from '@/components/ui/Avatar';
import { SellerDisclaimer } from '@/components/ui/SellerDisclaimer';
import { AuthorLink, useAuthorName } from '@/components/ui/Author';
import { NewAccountBadge } from '@/components/ui/NewAccountBadge';
import { VoteControl } from '@/components/ui/VoteControl';
import { outboundRel } from './DealCard';
import { AuthorDealActions, ReportExpired } from './DealExpiryActions';
import { DealStickyBar } from './DealStickyBar';
import { editMinutesLeft } from '../lib/deal-edit';
import { DealFlags } from './DealFlags';
import { DealOperatorBar } from './DealOperatorBar';
import { DealStatus } from './DealStatus';
import { DealModerationBanner } from './DealModerationBanner';
import { DownvoteReasonPicker, DownvoteReasonSummary } from './DownvoteReasons';
import { DealGallery } from './DealGallery';
import { Price } from './Price';
import { PriceHistory } from './PriceHistory';
import { PreviousDealLink } from './PreviousDealLink';
import { PriceTruth } from './PriceTruth';
import { SaveButton } from './SaveButton';
import { ShareButton } from './ShareButton';
import styles from './DealPage.module.css';

interface DealPageProps {
  deal: DealDetail;
  /** The comments section, composed by the route (another feature); shown unless the deal has comments turned off. */
  comments?: ReactNode;
}

/**
 * The deal detail: gallery, shop, title, prices, badge, shipping, author, description, coupon, buttons, offers;
 * with the price check (is the discount real?) under the price and the product's price history under the deal.
 */
export function DealPage({ deal, comments }: DealPageProps) {
  const { t, i18n } = useLingui();
  const authorName = useAuthorName();
  const viewer = useViewer();
  const vote = useMyVotes('deal', [deal.id])(deal.id);
  const saved = useMyFavourites([deal.id])(deal.id);
  const castVote = useDealVote(deal.id);
  const voteWaiting = useDealVoteWaiting(deal.id);
  const toggleSaved = useToggleFavourite(deal.id);
  useMarkSeen(deal.id);
  const ownDeal = viewer !== undefined && viewer.id === deal.user.id;
  // Offered right after the member's own down-vote, and gone as soon as the vote is no longer down (undone, or
  // rolled back by the server).
  const [askReason, setAskReason] = useState(false);
  const [reason, setReason] = useState<DownvoteReason>();
  const voteOnDeal = (like: boolean) => {
    castVote(like, vote);
    setAskReason(viewer !== undefined && !like && vote !== -1);
    setReason(undefined);
  };
  // Read again when the end changes: a deal its author just marked expired shows so now, not at the next minute.
  const now = useNow(deal.expires_at);
  const expired = isPast(deal.expires_at, now);
  const rel = outboundRel(deal.is_affiliate);
  const mainButton = deal.deal_buttons.find((button) => button.button_type !== 'secondary') ?? deal.deal_buttons[0];
  const mainUrl = mainButton?.button_url ?? deal.direct_url;
  const callToAction = useRef<HTMLDivElement>(null);
  const voteControl = (inBar: boolean) => (
    <VoteControl
      count={deal.votes_count}
      vote={vote}
      onVote={voteOnDeal}
      disabledReason={ownDeal ? t`You cannot vote on your own deal` : undefined}
      waiting={voteWaiting}
      size={inBar ? 's' : 'm'}
      announce={!inBar}
    />
  );

  return (
    <article className={`container ${styles.page}`} aria-labelledby="deal-title">
      {deal.moderation && <DealModerationBanner dealId={deal.id} moderation={deal.moderation} own={ownDeal} />}
      <div className={styles.top}>
        <DealGallery
          images={deal.deal_images}
          title={deal.title}
          nsfw={deal.is_nsfw}
          category={deal.category}
          shopLogoUrl={deal.shop?.logo_url}
        />

        <div className={styles.summary}>
          <DealFlags deal={deal} />
          <div className={styles.meta}>
            {deal.shop && <span className={styles.shop}>{deal.shop.name}</span>}
            <time dateTime={deal.created_at}>{formatRelativeTime(deal.created_at, now, i18n)}</time>
          </div>
          <h1 id="deal-title" className={styles.title}>
            {deal.title}
          </h1>
          {ownDeal && <AuthorDealActions dealId={deal.id} expired={expired} editMinutesLeft={editMinutesLeft(deal.created_at, now)} />}
          <DealOperatorBar deal={deal} />
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
            size="l"
          />
          <PriceTruth deal={deal} />
          {deal.shipping && (
            <p className={styles.shipping}>
              {isFreeShipping(deal.shipping) ? (
                <span className={styles.free}>
                  <Trans>Free shipping</Trans>
                </span>
              ) : (
                <Trans>Shipping: {deal.shipping}</Trans>
              )}
            </p>
          )}

          {deal.coupon_code && <CopyCode code={deal.coupon_code} />}
          {deal.coupon_code_text && <p className={styles.note}>{deal.coupon_code_text}</p>}
          {deal.coupon_code_url && (
            <a className={styles.textLink} href={deal.coupon_code_url} target="_blank" rel={rel}>
              <Trans>Coupon terms</Trans>
            </a>
          )}

          <div ref={callToAction} className={styles.callToAction}>
            <div className={styles.buttons}>
              {deal.deal_buttons.map((button) => (
                <a
                  key={button.id}
                  className={button.button_type === 'secondary' ? styles.secondary : styles.primary}
                  href={button.button_url}
                  target="_blank"
                  rel={rel}
                >
                  {button.button_text}
                </a>
              ))}
              {deal.deal_buttons.length === 0 && deal.direct_url && (
                <a className={styles.primary} href={deal.direct_url} target="_blank" rel={rel}>
                  <Trans>Go to deal</Trans>
                </a>
              )}
            </div>

            <div className={styles.stats}>
              {voteControl(false)}
              {!deal.disable_comments && (
                <a className={styles.commentsLink} href="#deal-comments">
                  <Trans>Comments: {deal.comments_count}</Trans>
                </a>
              )}
              <div className={styles.actions}>
                <SaveButton saved={saved} onToggle={() => toggleSaved(saved)} className={styles.action} />
                <ShareButton title={deal.title} path={dealPath(deal.id, deal.title)} />
              </div>
            </div>
          </div>
          {askReason && vote === -1 && (
            <DownvoteReasonPicker
              picked={reason}
              onPick={(picked) => {
                setReason(picked);
                castVote(false, vote, picked);
              }}
              onClose={() => setAskReason(false)}
            />
          )}
          {ownDeal && <DownvoteReasonSummary dealId={deal.id} />}

          <div className={styles.byline}>
            <AuthorLink user={deal.user} className={styles.author}>
              <Avatar src={deal.user.avatar_url} alt="" />
              <span>
                <Trans>Added by {authorName(deal.user)}</Trans>
              </span>
            </AuthorLink>
            <NewAccountBadge user={deal.user} />
          </div>
          <PreviousDealLink deal={deal.previous_deal} />
        </div>
      </div>

      {/* A deal without a price (a coupon, a giveaway) has no price to follow. */}
      {deal.new_price !== null && <PriceHistory dealId={deal.id} />}

      <section className={styles.section} aria-labelledby="deal-description">
        <h2 id="deal-description" className={styles.sectionTitle}>
          <Trans>Description</Trans>
        </h2>
        <SanitizedHtml html={deal.description} className={styles.description} />
        {deal.instructions && (
          <>
            <h3 className={styles.subheading}>
              <Trans>How to get this deal</Trans>
            </h3>
            <SanitizedHtml html={deal.instructions} className={styles.description} />
          </>
        )}
      </section>

      {deal.deal_offers.length > 0 && (
        <section className={styles.section} aria-labelledby="deal-offers">
          {/* The deal's own section title heads its offers (the seed's 'Inne warianty'); the generic name otherwise. */}
          <h2 id="deal-offers" className={styles.sectionTitle}>
            {deal.section_title ?? <Trans>Other variants</Trans>}
          </h2>
          <ul className={styles.offers}>
            {deal.deal_offers.map((offer) => (
              <li key={offer.id}>
                <a className={styles.offer} href={offer.url} target="_blank" rel={rel}>
                  {offer.image_url && <img src={offer.image_url} alt="" width={56} height={56} loading="lazy" decoding="async" />}
                  <span className={styles.offerTitle}>{offer.title}</span>
                  {offer.new_price !== null && (
                    <span className={styles.offerPrice}>
                      {offer.new_price === 0 ? <Trans>Free</Trans> : formatMoney(offer.new_price, offer.currency)}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!deal.disable_comments && comments}

      {!ownDeal && !expired && <ReportExpired dealId={deal.id} />}

      <SellerDisclaimer />

      <DealStickyBar
        newPrice={deal.new_price}
        currency={deal.currency}
        link={mainUrl ? { href: mainUrl, rel } : null}
        vote={voteControl(true)}
        watched={callToAction}
      />
    </article>
  );
}
