import { Plural, useLingui } from '@lingui/react/macro';
import type { Shop } from '@/shared/schemas/shop';
import styles from './ShopHeader.module.css';

/** The shop page's header: logo, name, domain (opens the shop in a new tab) and how many deals and coupons it has. */
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
        </p>
      </div>
    </header>
  );
}
