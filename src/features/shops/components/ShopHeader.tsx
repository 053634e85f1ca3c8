import { Plural, useLingui } from '@lingui/react/macro';
import { FollowButton } from '@/components/follow/FollowButton';
import type { Shop } from '@/shared/schemas/shop';
import styles from './ShopHeader.module.css';

/**
 * The shop page's header: logo, name, domain (opens the shop in a new tab), how many deals, coupons and followers it
 * has, and the button to follow it.
 */
export function ShopHeader({ shop }: { shop: Shop }) {
  const { t } = useLingui();
  const deals = shop.deals_count;
  const coupons = shop.coupons_count;
  return (
    <header className={styles.header}>
      <span className={styles.logo}>{shop.logo_url && <img src={shop.logo_url} alt="" width={144} height={72} decoding="async" />}</span>
      <div className={styles.body}>
        <h1 className={styles.name}>{shop.name}</h1>
        {shop.domain && (
          <a className={styles.domain} href={`https://${shop.domain}`} target="_blank" rel="noopener">
            {shop.domain}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        )}
        <p className={styles.counts}>
          <span>
            <Plural value={deals} one="# deal" other="# deals" />
          </span>
          <span>
            <Plural value={coupons} one="# coupon" other="# coupons" />
          </span>
          {shop.followers_count !== undefined && (
            <span>
              <Plural value={shop.followers_count} one="# follower" other="# followers" />
            </span>
          )}
        </p>
      </div>
      <div className={styles.action}>
        <FollowButton target={{ entity_type: 'shop', entity_id: shop.id, name: shop.name, image_url: shop.logo_url }} />
      </div>
    </header>
  );
}
