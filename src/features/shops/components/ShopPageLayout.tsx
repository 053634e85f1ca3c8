import type { ReactNode } from 'react';
import styles from './ShopSections.module.css';

/** The shop page's column: header, coupons and deals spaced the same at every width. */
export function ShopPageLayout({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.page}`}>{children}</div>;
}
