import cardStyles from './DealCard.module.css';
import styles from './DealCardSkeleton.module.css';

/** A placeholder with the card's own box (same classes, same sizes) so swapping in the real card shifts nothing. */
export function DealCardSkeleton() {
  return (
    <div className={`${cardStyles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="deal-card-skeleton">
      <div className={cardStyles.media} />
      <div className={cardStyles.body}>
        <span className={styles.line} style={{ width: '40%' }} />
        <span className={`${styles.line} ${styles.title}`} />
        <span className={`${styles.line} ${styles.title}`} style={{ width: '70%' }} />
        <span className={`${styles.line} ${styles.price}`} />
        <span className={styles.line} style={{ width: '55%', marginTop: 'auto' }} />
      </div>
    </div>
  );
}
