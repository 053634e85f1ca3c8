import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { CopyCode, useCopyCode } from '@/components/ui/CopyCode';
import type { Coupon } from '@/shared/schemas/shop';
import { useClickCoupon } from '../api/click-coupon';
import { formatNumericDate } from '@/lib/format/date';
import styles from './CouponCard.module.css';

interface CouponCardProps {
  coupon: Coupon;
  /** Listings across shops name and link the shop; the shop's own page does not repeat it. */
  showShop?: boolean;
  /** Highlighted look for the best coupons. */
  featured?: boolean;
  now?: Date;
}

/**
 * One coupon: title, description, expiry and a code hidden behind 'Show code'. Revealing shows and copies the code
 * and counts the use with POST /api/coupons/{id}/click in the background: the count never blocks the code.
 */
export function CouponCard({ coupon, showShop = false, featured = false, now = new Date() }: CouponCardProps) {
  const { t, i18n } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const click = useClickCoupon();
  const copyButton = useRef<HTMLButtonElement>(null);
  // One page can list a coupon twice (the best coupons above all coupons): each copy's title needs an id of its own.
  const titleId = useId();
  const expired = coupon.expires_at !== null && new Date(coupon.expires_at).getTime() <= now.getTime();
  const clicks = click.data?.clicks_count ?? coupon.clicks_count;
  const validUntil = coupon.expires_at === null ? null : formatNumericDate(coupon.expires_at, i18n.locale);

  useEffect(() => {
    // The 'Show code' button disappears on reveal; keyboard users continue from the copy button instead of the page top.
    if (revealed) copyButton.current?.focus();
  }, [revealed]);

  const copy = useCopyCode();

  const reveal = () => {
    setRevealed(true);
    copy(coupon.code);
    click.mutate(coupon.id, {
      onError: (error) => console.warn('Counting the coupon use failed', error),
    });
  };

  return (
    <article className={[styles.card, featured ? styles.featured : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      {showShop && (
        <Link to="/shops/$id" params={{ id: String(coupon.shop.id) }} className={styles.shop}>
          <span className={styles.logo}>
            {coupon.shop.logo_url && <img src={coupon.shop.logo_url} alt="" width={64} height={32} loading="lazy" decoding="async" />}
          </span>
          <span className={styles.shopName}>{coupon.shop.name}</span>
        </Link>
      )}
      <h3 id={titleId} className={styles.title}>
        {coupon.title}
      </h3>
      {coupon.description && <p className={styles.description}>{coupon.description}</p>}
      <p className={styles.meta}>
        {validUntil === null ? (
          <span>
            <Trans>No expiry date</Trans>
          </span>
        ) : expired ? (
          <span className={styles.expired}>
            <Trans>Expired</Trans>
          </span>
        ) : (
          <span>
            <Trans>Valid until {validUntil}</Trans>
          </span>
        )}
        <span>
          <Plural value={clicks} one="Used # time" other="Used # times" />
        </span>
      </p>
      <div className={styles.actions}>
        {revealed ? (
          <CopyCode code={coupon.code} size="m" className={styles.codeBox} buttonRef={copyButton} />
        ) : (
          <button type="button" className={styles.reveal} onClick={reveal} aria-describedby={titleId}>
            <Trans>Show code</Trans>
          </button>
        )}
        {coupon.url && (
          <a className={styles.shopLink} href={coupon.url} target="_blank" rel="noopener">
            <Trans>Go to shop</Trans>
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        )}
      </div>
    </article>
  );
}
