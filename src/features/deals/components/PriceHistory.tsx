import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMediumDate } from '@/lib/format';
import { Skeleton } from '@/components/ui/Skeleton';
import { PRICE_HISTORY_MONTHS } from '@/shared/price-truth';
import { usePriceHistory } from '../api/get-price-history';
import { chronological } from '../lib/price-chart';
import pageStyles from './DealPage.module.css';
import { PriceHistoryChart } from './PriceHistoryChart';
import styles from './PriceHistory.module.css';

/** Exactly the chart's boxes (plot, legend, table switch), so the chart takes the place without moving anything. */
function ChartSkeleton() {
  return (
    <div className={styles.body}>
      <span className="visually-hidden">
        <Trans>Loading the price history…</Trans>
      </span>
      <div className={styles.plot}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.legendBox}>
        <Skeleton width="60%" height="20px" />
      </div>
      <Skeleton width="9em" height="32px" />
    </div>
  );
}

/**
 * The product's prices over the last year, as a step chart with this deal and the lowest price marked,
 * and the same points as a table. Its data is asked for once the page is up (the server renders the reserved
 * space): the history is below the deal, and the page must not wait for it. The chart's code is part of the deal
 * page's route chunk, so no other page downloads it; a chunk of its own (React.lazy) was tried and made the
 * bundler split the shared chunks of the first visit to / differently, adding about 0.7 KB gzipped to them.
 */
export function PriceHistory({ dealId }: { dealId: number }) {
  const { t, i18n } = useLingui();
  const history = usePriceHistory(dealId);
  const points = history.data?.data;
  // The span the prices cover, not the twelve months asked for (three months of data are not "12 months").
  const oldest = points && points.length > 0 ? chronological(points)[0] : undefined;
  const oldestDate = oldest ? formatMediumDate(oldest.at, i18n.locale) : null;
  const period = oldestDate ? t`since ${oldestDate}` : t`${plural(PRICE_HISTORY_MONTHS, { one: 'last month', other: 'last # months' })}`;

  let body;
  if (points === undefined) {
    body = history.isError ? (
      <p className={styles.note}>
        <Trans>The price history could not be loaded.</Trans>
      </p>
    ) : (
      <ChartSkeleton />
    );
  } else if (points.length < 2) {
    body = (
      <p className={styles.note}>
        <Trans>Not enough prices for a chart yet: it appears once this product is posted or updated at another price.</Trans>
      </p>
    );
  } else {
    body = <PriceHistoryChart points={points} dealId={dealId} />;
  }

  return (
    <section className={pageStyles.section} aria-labelledby="price-history-title" aria-busy={points === undefined && !history.isError}>
      <div className={styles.header}>
        <h2 id="price-history-title" className={`${pageStyles.sectionTitle} ${styles.title}`}>
          <Trans>Price history</Trans>
        </h2>
        <span className={styles.period}>{period}</span>
      </div>
      {body}
    </section>
  );
}
