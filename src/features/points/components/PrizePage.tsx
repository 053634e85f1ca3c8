import { Plural, Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import type { Prize } from '@/shared/schemas/rewards';
import styles from './PrizePage.module.css';

/** A read-only page of one catalogue prize; buying happens on the redeem-points page or in the mobile app. */
export function PrizePage({ prize }: { prize: Prize }) {
  const image = prize.prize_images[0];
  return (
    <div className="container">
      <article className={styles.page} aria-labelledby="prize-title">
        {image ? <img className={styles.image} src={image.url} alt="" width={320} height={240} /> : null}
        <div className={styles.body}>
          <h1 id="prize-title" className={styles.title}>
            {prize.title}
          </h1>
          {prize.description ? <p className={styles.description}>{prize.description}</p> : null}
          <p className={styles.price} data-testid="prize-price">
            {prize.price === 0 ? <Trans>Free</Trans> : <Plural value={prize.price} one="# point" other="# points" />}
          </p>
          <p className={styles.stock}>
            {prize.stock === null ? null : prize.stock === 0 ? (
              <Trans>Out of stock</Trans>
            ) : (
              <Plural value={prize.stock} one="# item left" other="# items left" />
            )}
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/account/redeem-points">
              <Trans>Exchange points</Trans>
            </ButtonLink>
            <ButtonLink to="/how-to-collect-points" variant="secondary">
              <Trans>How to collect points</Trans>
            </ButtonLink>
          </div>
        </div>
      </article>
    </div>
  );
}
