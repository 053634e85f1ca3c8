import { Trans, useLingui } from '@lingui/react/macro';
import { isPast } from '@/lib/format';
import type { DealListItem } from '@/shared/schemas/deal';
import { dealCountdowns } from '../lib/deal-state';

interface DealStatusProps {
  deal: Pick<DealListItem, 'subtitle' | 'expires_at' | 'released_at' | 'show_countdown_to_expiration' | 'show_countdown_to_release'>;
  now: Date;
  /** The card and the deal page lay the same status out differently, so each passes its own classes. */
  classes: { expired: string | undefined; subtitle: string | undefined; pills: string | undefined; pill: string | undefined };
}

/** The expired label replaces the subtitle; countdown pills show only while their rule holds. */
export function DealStatus({ deal, now, classes }: DealStatusProps) {
  const { i18n } = useLingui();
  const expired = isPast(deal.expires_at, now);
  const { expiresIn, releasesIn } = dealCountdowns(deal, now, i18n);
  return (
    <>
      {expired ? (
        <span className={classes.expired}>
          <Trans>Expired</Trans>
        </span>
      ) : (
        deal.subtitle && <p className={classes.subtitle}>{deal.subtitle}</p>
      )}
      {(expiresIn || releasesIn) && (
        <div className={classes.pills}>
          {expiresIn && (
            <span className={classes.pill}>
              <Trans>Ends in {expiresIn}</Trans>
            </span>
          )}
          {releasesIn && (
            <span className={classes.pill}>
              <Trans>Release in {releasesIn}</Trans>
            </span>
          )}
        </div>
      )}
    </>
  );
}
