import { Trans, useLingui } from '@lingui/react/macro';
import { CopyCode } from '@/components/ui/CopyCode';
import { SanitizedHtml } from '@/components/ui/SanitizedHtml';
import { SellerDisclaimer } from '@/components/ui/SellerDisclaimer';
import { formatMoney } from '@/lib/format';
import type { Special, SpecialOffer } from '@/shared/schemas/special';
import styles from './SpecialPage.module.css';

/**
 * The seeded and admin-made special images have fixed shapes (desktop 4:1, mobile 4:3) and the API sends no sizes,
 * so these give the browser the box before the image arrives: no layout shift.
 */
const DESKTOP_IMAGE = { width: 1600, height: 400 };
const MOBILE_IMAGE = { width: 800, height: 600 };
/** Phone breakpoint: up to 576 px the mobile image is shown. */
const MOBILE_MEDIA = '(max-width: 576px)';

function SpecialHero({ special }: { special: Special }) {
  const desktop = special.desktop_image_url;
  const mobile = special.mobile_image_url;
  if (!desktop && !mobile) return null;
  if (desktop && mobile) {
    return (
      <picture className={styles.hero}>
        <source media={MOBILE_MEDIA} srcSet={mobile} width={MOBILE_IMAGE.width} height={MOBILE_IMAGE.height} />
        <img
          className={styles.heroImage}
          src={desktop}
          alt=""
          width={DESKTOP_IMAGE.width}
          height={DESKTOP_IMAGE.height}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
    );
  }
  const size = desktop ? DESKTOP_IMAGE : MOBILE_IMAGE;
  return (
    <img
      className={`${styles.hero} ${styles.heroImage}`}
      src={desktop ?? mobile ?? undefined}
      alt=""
      width={size.width}
      height={size.height}
      fetchPriority="high"
      decoding="async"
    />
  );
}

function OfferPrices({ offer }: { offer: SpecialOffer }) {
  if (offer.new_price === null) return null;
  return (
    <span className={styles.prices}>
      <span className={styles.newPrice}>{offer.new_price === 0 ? <Trans>Free</Trans> : formatMoney(offer.new_price, offer.currency)}</span>
      {offer.old_price !== null && offer.old_price > offer.new_price && (
        <del className={styles.oldPrice}>{formatMoney(offer.old_price, offer.currency)}</del>
      )}
    </span>
  );
}

/** The special offer page: images, title, HTML description, coupon code, button, instructions, offers, legal note. */
export function SpecialPage({ special }: { special: Special }) {
  const { t } = useLingui();

  return (
    <article className={`container ${styles.page}`} aria-labelledby="special-title">
      <SpecialHero special={special} />

      <div className={styles.card}>
        <h1 id="special-title" className={styles.title}>
          {special.title}
        </h1>
        <SanitizedHtml html={special.description} className={styles.html} />
        {(special.coupon_code || (special.button_url && special.button_text)) && (
          <div className={styles.actions}>
            {special.coupon_code && (
              <div className={styles.coupon}>
                <span className={styles.couponLabel}>
                  <Trans>Coupon code</Trans>
                </span>
                <CopyCode code={special.coupon_code} />
              </div>
            )}
            {special.button_url && special.button_text && (
              <a className={styles.button} href={special.button_url} target="_blank" rel="noopener">
                {special.button_text}
                <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
              </a>
            )}
          </div>
        )}
      </div>

      {special.instructions && (
        <section className={styles.card} aria-labelledby="special-instructions">
          <h2 id="special-instructions" className={styles.sectionTitle}>
            <Trans>How to use the offer</Trans>
          </h2>
          <SanitizedHtml html={special.instructions} className={styles.html} />
        </section>
      )}

      {special.special_offers.length > 0 && (
        <section aria-labelledby="special-offers">
          <h2 id="special-offers" className={styles.sectionTitle}>
            <Trans>Special offers</Trans>
          </h2>
          <ul className={styles.offers}>
            {special.special_offers.map((offer) => (
              <li key={offer.id}>
                <a className={styles.offer} href={offer.url} target="_blank" rel="noopener">
                  <span className={styles.offerImage}>
                    {offer.image_url && <img src={offer.image_url} alt="" width={400} height={300} loading="lazy" decoding="async" />}
                  </span>
                  <span className={styles.offerBody}>
                    <span className={styles.offerTitle}>{offer.title}</span>
                    <OfferPrices offer={offer} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <SellerDisclaimer />
    </article>
  );
}
