import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import styles from './NavigationProgress.module.css';

/** A navigation that answers within this long needs no sign of progress; a slower one shows the bar. */
const SHOW_AFTER_MS = 150;

/**
 * The thin bar along the top while a navigation waits for its page's data (a deal, a shop, a profile): the old page
 * stays until the new one is ready, so without it a slow network looks like a click that did nothing.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  return pending ? <DelayedBar /> : null;
}

/** Mounted for one pending navigation: appears once the wait passes SHOW_AFTER_MS, gone with the navigation. */
function DelayedBar() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t`Loading the page`} data-testid="navigation-progress" />;
}
