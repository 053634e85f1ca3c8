import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { showAlert } from '@/lib/alerts';
import type { Prize } from '@/shared/schemas/rewards';
import { useAvailablePrizes } from '../api/get-available-prizes';
import { useBuyPrize } from '../api/buy-prize';
import { usePointsHistory } from '../api/get-points-history';
import { alertPurchaseFailure } from '../lib/errors';
import { formatPrice } from '../lib/points-format';
import { ListLoadError } from '@/components/ui/PagedList';
import styles from './RedeemPoints.module.css';

/**
 * Redeem points, first tab: the market's prizes with their price and a buy button; exchange itself is in the mobile
 * app.
 */
export function AvailablePrizes() {
  const { t } = useLingui();
  const prizes = useAvailablePrizes();
  // The balance comes with the first history page, the query the page header shows it from.
  const balance = usePointsHistory(1).data?.metadata.balance;
  const buy = useBuyPrize();
  const [chosen, setChosen] = useState<Prize | null>(null);

  const confirm = () => {
    if (!chosen) return;
    buy.mutate(chosen.id, {
      onSuccess: () => showAlert({ type: 'success', message: t`Prize claimed` }),
      onError: alertPurchaseFailure,
      onSettled: () => setChosen(null),
    });
  };

  return (
    <div className={styles.panel}>
      <div className={styles.notice}>
        <p>
          <Trans>Points can also be exchanged for prizes in our mobile app.</Trans>
        </p>
        <ButtonLink to="/exchange-points-in-mobile-app" variant="secondary" size="s">
          <Trans>Exchange points in the mobile app</Trans>
        </ButtonLink>
      </div>

      {prizes.data ? (
        prizes.data.data.length === 0 ? (
          <div className="empty-state">
            <p>
              <Trans>There are no prizes to choose from right now. Come back soon.</Trans>
            </p>
          </div>
        ) : (
          <ul className={styles.grid} aria-label={t`Available prizes`}>
            {prizes.data.data.map((prize) => (
              <li key={prize.id}>
                <PrizeCard prize={prize} balance={balance} onBuy={() => setChosen(prize)} />
              </li>
            ))}
          </ul>
        )
      ) : prizes.isError ? (
        <ListLoadError onRetry={() => void prizes.refetch()} retrySize="s" />
      ) : (
        <PrizesSkeleton />
      )}

      <Modal
        open={chosen !== null}
        onClose={() => (buy.isPending ? undefined : setChosen(null))}
        title={t`Buy this prize?`}
        closeLabel={t`Close`}
      >
        {chosen ? <BuyConfirmation prize={chosen} pending={buy.isPending} onCancel={() => setChosen(null)} onConfirm={confirm} /> : null}
      </Modal>
    </div>
  );
}

function BuyConfirmation({
  prize,
  pending,
  onCancel,
  onConfirm,
}: {
  prize: Prize;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { i18n } = useLingui();
  const price = formatPrice(i18n, prize.price);
  const title = prize.title;
  return (
    <div className="dialog-stack">
      <p>
        <Trans>
          {title} for {price}. The points are taken from your balance at once.
        </Trans>
      </p>
      <div className="end-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
          <Trans>Buy</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * A prize with its price and buy button. With the balance known, a prize the user cannot afford says how many points
 * are missing and cannot be bought, instead of failing after the confirmation.
 */
function PrizeCard({ prize, balance, onBuy }: { prize: Prize; balance: number | undefined; onBuy: () => void }) {
  const { i18n, t } = useLingui();
  const image = prize.prize_images[0];
  const soldOut = prize.stock === 0;
  const title = prize.title;
  const missing = balance !== undefined && balance < prize.price ? formatPrice(i18n, prize.price - balance) : null;
  const missingId = `prize-${prize.id}-missing`;
  return (
    <article className={styles.card} aria-labelledby={`prize-${prize.id}-title`}>
      {image ? (
        <img className={styles.image} src={image.url} alt="" loading="lazy" width={320} height={240} />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h3 id={`prize-${prize.id}-title`}>{prize.title}</h3>
        {prize.description ? <p className={styles.muted}>{prize.description}</p> : null}
        <p className={styles.price} data-testid="prize-price">
          {formatPrice(i18n, prize.price)}
        </p>
        {soldOut ? (
          <p className={styles.muted}>
            <Trans>Out of stock</Trans>
          </p>
        ) : missing ? (
          <p className={styles.muted} id={missingId}>
            <Trans>You are {missing} short</Trans>
          </p>
        ) : null}
      </div>
      <div className={styles.cardFooter}>
        <Button
          onClick={onBuy}
          disabled={soldOut || missing !== null}
          aria-label={t`Buy ${title}`}
          aria-describedby={!soldOut && missing ? missingId : undefined}
        >
          <Trans>Buy</Trans>
        </Button>
      </div>
    </article>
  );
}

function PrizesSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t`Loading prizes`}>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.card}>
          <Skeleton height={165} />
          <div className={styles.cardBody}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
