import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '@/components/ui/Skeleton';
import type { ConsolePrice } from '@/shared/schemas/gamer-zone';
import { useLowestConsolePrices } from '../api/get-lowest-console-prices';
import { CONSOLE_CARDS, type ConsoleCardInfo } from '../lib/console-cards';
import { LowestPrice } from './LowestPrice';
import styles from './ConsoleCards.module.css';

/** Newsfeed console cards: each leads to its console page (the iPhone card to its category) with a 'from' price. */
export function ConsoleCards() {
  const { t } = useLingui();
  const prices = useLowestConsolePrices();
  return (
    <section aria-label={t`Consoles`}>
      <ul className={styles.cards}>
        {CONSOLE_CARDS.map((card) => (
          <li key={card.id} className={styles.item}>
            <ConsoleCard card={card} price={prices.data?.[card.priceKey] ?? null} isPending={prices.isPending} isError={prices.isError} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ConsoleCardProps {
  card: ConsoleCardInfo;
  price: ConsolePrice | null;
  isPending: boolean;
  isError: boolean;
}

function ConsoleCard({ card, price, isPending, isError }: ConsoleCardProps) {
  const { i18n } = useLingui();
  const name = i18n._(card.name);
  const body = (
    <>
      <span className={styles.picture} data-console={card.id} aria-hidden="true">
        <img src={card.image} alt="" width={120} height={80} className={styles.image} />
      </span>
      <span className={styles.name}>{name}</span>
      <span className={styles.price} data-testid="console-price">
        {isPending ? (
          <Skeleton width="6em" />
        ) : isError ? (
          // The prices could not be loaded: saying 'no offers' would be wrong, so the line just invites a look.
          <Trans>See offers</Trans>
        ) : (
          <LowestPrice price={price} />
        )}
      </span>
    </>
  );
  return 'console' in card.target ? (
    <Link to="/gamer-zone/$console" params={{ console: card.target.console }} className={styles.card}>
      {body}
    </Link>
  ) : (
    <Link to="/categories/$slug" params={{ slug: card.target.category }} className={styles.card}>
      {body}
    </Link>
  );
}
