import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { lowestSeenDays, overstatedPercent as overstatedExcess, shownAdvertisedDiscount } from '@/shared/price-truth';
import type { DealDetail } from '@/shared/schemas/deal';
import styles from './PriceTruth.module.css';

type PriceTruthDeal = Pick<
  DealDetail,
  | 'new_price'
  | 'old_price'
  | 'currency'
  | 'discount'
  | 'real_discount'
  | 'lowest_price_30d'
  | 'discount_overstated'
  | 'lowest_price_seen'
  | 'lowest_price_seen_since'
>;

interface DiscountBarProps {
  /** Whole percent; at or below 0 the bar is empty. */
  value: number;
  label: ReactNode;
  kind: 'advertised' | 'real';
}

/** One discount as a number, its meaning, and a bar as long as the discount: two of them side by side tell the story. */
function DiscountBar({ value, label, kind }: DiscountBarProps) {
  const shown = value > 0 ? `-${value}%` : value === 0 ? '0%' : `+${-value}%`;
  return (
    <li className={styles.bar} data-kind={kind}>
      <span className={styles.value}>{shown}</span> <span className={styles.label}>{label}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </span>
    </li>
  );
}

/**
 * Under the deal's price: is this discount real? The shop's 30-day lowest price (Omnibus), the discount
 * against it and under it the advertised one (as two bars: the real one leads), a neutral note when the
 * advertised price before the reduction is well above that low, and a badge when the price is the lowest seen lately.
 * All of it from the server's answer.
 */
export function PriceTruth({ deal }: { deal: PriceTruthDeal }) {
  const { t } = useLingui();
  // A copy cached before deals carried the 30-day low lacks these fields: it reads as "not given".
  const lowest30d = deal.lowest_price_30d ?? null;
  const real = deal.real_discount ?? null;
  const lowestSeen = lowestSeenDays(deal.new_price, deal.lowest_price_seen ?? null, deal.lowest_price_seen_since, new Date());
  if (lowest30d === null && lowestSeen === null) return null;

  const advertised = shownAdvertisedDiscount(deal.discount);
  const overstatedPercent = overstatedExcess(deal.discount_overstated, deal.old_price, lowest30d);
  const lowest30dText = lowest30d === null ? null : formatMoney(lowest30d, deal.currency);

  return (
    <div className={styles.truth} role="group" aria-label={t`Is this discount real?`}>
      {lowestSeen !== null && (
        <p className={styles.lowestSeen}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.icon}>
            <path d="M8 2v11M3.5 8.5 8 13l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Plural value={lowestSeen} one="Lowest price in # day" other="Lowest price in # days" />
        </p>
      )}
      {lowest30dText !== null && (
        <>
          <p className={styles.lowest30d}>
            <Trans>
              Lowest price of the 30 days before the reduction: <strong>{lowest30dText}</strong>
            </Trans>
          </p>
          {(advertised !== null || real !== null) && (
            <ul className={styles.bars}>
              {real !== null && (
                <DiscountBar
                  kind="real"
                  value={real}
                  label={
                    real > 0 ? (
                      <Trans>against the lowest price of 30 days</Trans>
                    ) : real === 0 ? (
                      <Trans>no reduction against the lowest price of 30 days</Trans>
                    ) : (
                      <Trans>above the lowest price of 30 days</Trans>
                    )
                  }
                />
              )}
              {advertised !== null && <DiscountBar kind="advertised" value={advertised} label={<Trans>advertised discount</Trans>} />}
            </ul>
          )}
          {overstatedPercent !== null && (
            <p className={styles.overstated}>
              <Trans>
                The advertised discount is overstated: the price before the reduction is {overstatedPercent}% higher than the lowest price
                of the 30 days.
              </Trans>
            </p>
          )}
        </>
      )}
    </div>
  );
}
