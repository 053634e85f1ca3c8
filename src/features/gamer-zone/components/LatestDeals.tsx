import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DealPicturePlaceholder } from '@/components/ui/DealPicturePlaceholder';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatMoney } from '@/lib/format';
import { dealRouteParams, slugify } from '@/shared/slug';
import type { ApiImage } from '@/shared/schemas/common';
import type { DealListItem } from '@/shared/schemas/deal';
import { GAMER_ZONE_SECTION_DEALS, type GamerZoneSection } from '../lib/gamer-zone-params';
import styles from './LatestDeals.module.css';

/** What the route's deal query gives the block (the deals feature owns the query; the route composes it). */
export interface LatestDealsState {
  deals: readonly DealListItem[] | undefined;
  isPending: boolean;
  isError: boolean;
}

interface LatestDealsProps extends LatestDealsState {
  section: GamerZoneSection;
}

/** The newsfeed's 'latest' block of a section: its newest deals in a compact list and a link to the whole tab. */
export function LatestDeals({ section, deals, isPending, isError }: LatestDealsProps) {
  const { t } = useLingui();
  const headingId = `gamer-zone-latest-${section}`;
  const heading = section === 'games' ? t`Latest game deals` : t`Latest hardware deals`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={section}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <Link
          to="/gamer-zone"
          search={{ tab: section }}
          className={styles.seeAll}
          aria-label={section === 'games' ? t`See all game deals` : t`See all hardware deals`}
          data-testid={`see-all-${section}`}
        >
          <Trans>See all</Trans>
        </Link>
      </div>
      <LatestDealsBody deals={deals} isPending={isPending} isError={isError} />
    </section>
  );
}

function LatestDealsBody({ deals, isPending, isError }: LatestDealsState) {
  if (!deals) {
    if (isPending) {
      return (
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: GAMER_ZONE_SECTION_DEALS }, (_, i) => (
            <li key={i} className={styles.row}>
              <Skeleton className={styles.thumb} width={64} height={64} />
              <span className={styles.text}>
                <Skeleton width="90%" />
                <Skeleton width="40%" />
              </span>
            </li>
          ))}
        </ul>
      );
    }
    if (isError) {
      return (
        <p className={styles.message} role="alert">
          <Trans>An error occurred</Trans>
        </p>
      );
    }
  }
  if (!deals || deals.length === 0) {
    return (
      <p className={styles.message}>
        <Trans>No deals here yet</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {deals.map((deal) => (
        <li key={deal.id} className={styles.row}>
          <CompactDeal deal={deal} />
        </li>
      ))}
    </ul>
  );
}

/** The smallest rendition that still fills the 64 px thumbnail on a 2x screen. */
function thumbnailUrl(image: ApiImage): string {
  const fitting = [...image.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= 128);
  return fitting?.url ?? image.url;
}

function CompactDeal({ deal }: { deal: DealListItem }) {
  const image = deal.deal_images[0];
  return (
    <article className={styles.deal} aria-labelledby={`gamer-zone-deal-${deal.id}`}>
      {image && !deal.is_nsfw ? (
        <img className={styles.thumb} src={thumbnailUrl(image)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      ) : (
        // An 18+ picture has no reveal control in this compact row, so it stays out like a missing one.
        <div className={styles.thumb}>
          <DealPicturePlaceholder category={deal.category} logoUrl={deal.shop?.logo_url} />
        </div>
      )}
      <span className={styles.text}>
        <Link
          id={`gamer-zone-deal-${deal.id}`}
          to="/deals/$id/{-$slug}"
          params={dealRouteParams(deal.id, slugify(deal.title))}
          className={styles.title}
        >
          {deal.title}
        </Link>
        <span className={styles.meta}>
          {deal.new_price !== null && (
            <span className={styles.price}>{deal.new_price === 0 ? <Trans>Free</Trans> : formatMoney(deal.new_price, deal.currency)}</span>
          )}
          {deal.shop && <span className={styles.shop}>{deal.shop.name}</span>}
        </span>
      </span>
    </article>
  );
}
