import { Trans } from '@lingui/react/macro';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/Button';
import styles from './UpdatePrompt.module.css';

/**
 * Registers the service worker and offers a new version instead of reloading under the user's feet
 * (DESIGN.md §4: updates by prompt, never a silent reload).
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className={styles.prompt} role="status">
      <p className={styles.text}>
        <Trans>New version available</Trans>
      </p>
      <Button size="s" onClick={() => void updateServiceWorker(true)}>
        <Trans>Reload</Trans>
      </Button>
      <Button size="s" variant="ghost" onClick={() => setNeedRefresh(false)}>
        <Trans>Later</Trans>
      </Button>
    </div>
  );
}
