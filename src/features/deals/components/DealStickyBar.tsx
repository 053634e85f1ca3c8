import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { formatMoney } from '@/lib/format';
import type { Currency } from '@/shared/constants';
import styles from './DealStickyBar.module.css';

export interface DealLink {
  href: string;
  rel: string;
}

interface DealStickyBarProps {
  newPrice: number | null;
  currency: Currency;
  /** The deal's main outbound link, with the same address and rel as the button on the page. */
  link: DealLink | null;
  /** The page's vote control, so a vote from the bar goes through the same (offline-queued) mutation. */
  vote: ReactNode;
  /** The page's own price, button and vote: while any of it is on screen the bar is not needed. */
  watched: RefObject<HTMLElement | null>;
}

/**
 * On a phone, once the deal's price, button and vote have scrolled away, a bar at the bottom of the screen
 * keeps them at hand. It starts hidden, as the server renders it, and shows only when the browser sees the page's own
 * controls leave the screen; wider screens never show it (the stylesheet).
 */
export function DealStickyBar({ newPrice, currency, link, vote, watched }: DealStickyBarProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = watched.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched]);
  return (
    <div className={styles.bar} hidden={!shown} data-deal-bar>
      {newPrice !== null && <span className={styles.price}>{newPrice === 0 ? <Trans>Free</Trans> : formatMoney(newPrice, currency)}</span>}
      {vote}
      {link && (
        <a className={styles.go} href={link.href} target="_blank" rel={link.rel}>
          <Trans>Go to deal</Trans>
        </a>
      )}
    </div>
  );
}
