import type { ReactNode } from 'react';
import styles from './SidebarLayout.module.css';

interface SidebarLayoutProps {
  /** The sidebar column beside the content on desktop (banners); without it the content takes the whole width. */
  aside?: ReactNode;
  /** Moves the sidebar's top down so it starts level with something in the content (its tabs). */
  asideClassName?: string;
  children: ReactNode;
}

/** A page's content column in the page width, with an optional 280px sidebar beside it from the desktop breakpoint. */
export function SidebarLayout({ aside, asideClassName, children }: SidebarLayoutProps) {
  return (
    <div className={`container ${styles.layout}`} data-with-aside={aside ? true : undefined}>
      <div className={styles.main}>{children}</div>
      {aside && <div className={`${styles.aside} ${asideClassName ?? ''}`}>{aside}</div>}
    </div>
  );
}
