import { memo, useRef } from 'react';
import { deferredPart } from '@/performance/deferred-part';
import styles from './Footer.module.css';

/** Below the first screen on every page (Layout.module.css): a first visit need not download or run it. */
const footerPart = deferredPart(() => import('./FooterContent').then((module) => module.FooterContent), {
  loadWhenNear: true,
});

/**
 * The page's footer. The element is the app's own, so it can be watched; what it holds comes when it nears the
 * viewport. Memoized: a layout re-render must not reach into the content while it still waits for its code.
 */
export const Footer = memo(function Footer() {
  const frame = useRef<HTMLElement>(null);
  footerPart.useFrame(frame);
  return (
    <footer ref={frame} className={styles.footer} {...footerPart.frame}>
      <footerPart.Content />
    </footer>
  );
});
