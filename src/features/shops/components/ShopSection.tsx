import type { ReactNode } from 'react';
import styles from './ShopSections.module.css';

/** A titled block of the shop and coupon pages; the route also uses it to frame the shop's deals. */
export function ShopSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
