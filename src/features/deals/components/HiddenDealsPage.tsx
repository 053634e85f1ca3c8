import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { listQueryState, PagedList } from '@/components/ui/PagedList';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatMoney } from '@/lib/format';
import type { DealListItem } from '@/shared/schemas/deal';
import { dealRouteParams, slugify } from '@/shared/slug';
import { hiddenDealsQueryOptions } from '../api/get-hidden-deals';
import { useHideDeal } from '../api/hide-deal';
import styles from './HiddenDealsPage.module.css';

/** /account/hidden-deals: the deals the member hid from their lists, the latest first, each with its undo. */
export function HiddenDealsPage({ page }: { page: number }) {
  const { t } = useLingui();
  const hidden = useQuery(hiddenDealsQueryOptions(page));
  return (
    <div className={`container ${styles.page}`}>
      <header className="page-header">
        <div>
          <h1>
            <Trans>Hidden deals</Trans>
          </h1>
          <p className="muted-text">
            <Trans>These deals are left out of your lists. Show one again to put it back.</Trans>
          </p>
        </div>
        <Link to="/account/settings" hash="feed">
          <Trans>Muted words, shops and authors</Trans>
        </Link>
      </header>
      <PagedList
        {...listQueryState(hidden)}
        page={page}
        pagesLabel={t`Pages`}
        layout="rows"
        listLabel={t`Hidden deals`}
        retrySize="s"
        loadingLabel={t`Loading hidden deals`}
        skeleton={<HiddenSkeleton />}
        empty={
          <p>
            <Trans>You have not hidden any deal. Hide one from the ⋯ menu on its card.</Trans>
          </p>
        }
      >
        {(deals) =>
          deals.map((deal) => (
            <li key={deal.id}>
              <HiddenDealRow deal={deal} />
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}

function HiddenDealRow({ deal }: { deal: DealListItem }) {
  const { t } = useLingui();
  const { unhide } = useHideDeal(deal.id);
  // Shown at once; the row leaves when the list comes again, and comes back if the undo fails.
  const [restored, setRestored] = useState(false);
  const image = deal.deal_images[0];
  return (
    <div className={styles.row} data-restored={restored || undefined}>
      {image ? (
        <img className={styles.thumb} src={image.variants[0]?.url ?? image.url} alt="" width={56} height={56} loading="lazy" />
      ) : null}
      <div className={styles.body}>
        <Link to="/deals/$id/{-$slug}" params={dealRouteParams(deal.id, slugify(deal.title))} className={styles.title}>
          {deal.title}
        </Link>
        <span className={styles.meta}>
          {deal.new_price === null ? null : <span>{formatMoney(deal.new_price, deal.currency)}</span>}
          {deal.shop ? <span>{deal.shop.name}</span> : null}
        </span>
      </div>
      {restored ? (
        <span className={styles.done} role="status">
          <Trans>Back in your lists</Trans>
        </span>
      ) : (
        <Button
          variant="secondary"
          size="s"
          className={styles.show}
          aria-label={t`Show again: ${deal.title}`}
          onClick={() => {
            setRestored(true);
            unhide({ onError: () => setRestored(false) });
          }}
        >
          <Trans>Show again</Trans>
        </Button>
      )}
    </div>
  );
}

function HiddenSkeleton() {
  return Array.from({ length: 3 }, (_, index) => (
    <div key={index} className={styles.row}>
      <Skeleton width={56} height={56} />
      <div className={styles.body}>
        <Skeleton width="70%" />
        <Skeleton width="30%" />
      </div>
    </div>
  ));
}
