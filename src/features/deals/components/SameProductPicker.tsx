import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { formatMoney } from '@/lib/format';
import { linkShop } from '@/shared/deal-link';
import type { DealListItem } from '@/shared/schemas/deal';
import { getDeals } from '../api/get-deals';
import styles from './AddDealPage.module.css';

/** Typing pauses this long before earlier deals of the product are looked up. */
const LOOKUP_DELAY_MS = 500;
const SUGGESTIONS = 3;
/** Deals looked up at once: enough that a few remain once those this deal cannot be filed under are left out. */
const LOOKUP_SIZE = 20;
/** Enough of a title to name a product; the first words are the product, the rest the offer ("za 99 zł"). */
const TITLE_WORDS = 3;
const WORD_MIN = 3;

/** The words a lookup searches by: the first few real words of the title (no prices, no short words). */
export function productWords(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => word.length >= WORD_MIN && !/\d/.test(word))
    .slice(0, TITLE_WORDS)
    .join(' ');
}

interface SameProductPickerProps {
  title: string;
  /** The link being posted: another member's deal can be picked only when it links to the same shop. */
  url: string;
  /** The signed-in poster, whose own deals can always be picked. */
  viewerId: number | undefined;
  /** The deal being edited, never offered as its own product. */
  excludeId?: number;
  value: number | null;
  onChange(id: number | null): void;
}

/**
 * "Is this the same product as an earlier deal?" While the title is typed, a few earlier deals whose
 * titles share its first words are offered; picking one files this deal's prices under that product's history
 * (`same_product_as`), for products whose links differ from shop to shop. Only deals the server accepts are offered:
 * the poster's own, or visible deals of other members linking to the same shop. Nothing found, nothing shown.
 */
export function SameProductPicker({ title, url, viewerId, excludeId, value, onChange }: SameProductPickerProps) {
  const id = useId();
  const words = productWords(title);
  const [found, setFound] = useState<{ words: string; deals: DealListItem[] }>({ words: '', deals: [] });

  useEffect(() => {
    if (words.split(' ').length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      getDeals({ search: words, per_page: LOOKUP_SIZE, sort_by: 'newest', skip_hidden_in_deals: true }, abort.signal).then(
        (page) => setFound({ words, deals: page.data.filter((deal) => deal.id !== excludeId) }),
        () => {
          // Offline or refused: the deal is posted without a picked product, its link still groups its prices.
        },
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [words, excludeId]);

  const shop = linkShop(url);
  const deals =
    found.words === words
      ? found.deals
          .filter(
            (deal) =>
              (viewerId !== undefined && deal.user.id === viewerId) ||
              (shop !== null && deal.direct_url !== null && linkShop(deal.direct_url) === shop),
          )
          .slice(0, SUGGESTIONS)
      : [];
  useEffect(() => {
    // A pick the title no longer matches is dropped rather than sent unseen.
    if (value !== null && found.words === words && !deals.some((deal) => deal.id === value)) onChange(null);
  });
  if (deals.length === 0) return null;

  return (
    <fieldset className={styles.sameProduct} aria-describedby={`${id}-hint`}>
      <legend>
        <Trans>Is it the same product as an earlier deal? (optional)</Trans>
      </legend>
      <p id={`${id}-hint`} className="muted-text">
        <Trans>Pick it and this deal's price joins that product's price history.</Trans>
      </p>
      <label className={styles.sameProductOption}>
        <input type="radio" name={`${id}-product`} checked={value === null} onChange={() => onChange(null)} />
        <Trans>No, another product</Trans>
      </label>
      {deals.map((deal) => (
        <label key={deal.id} className={styles.sameProductOption}>
          <input type="radio" name={`${id}-product`} checked={value === deal.id} onChange={() => onChange(deal.id)} />
          <span>
            {deal.title}
            {deal.new_price !== null ? <span className="muted-text"> · {formatMoney(deal.new_price, deal.currency)}</span> : null}
            {deal.shop ? <span className="muted-text"> · {deal.shop.name}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
