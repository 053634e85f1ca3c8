import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DownloadIcon } from '@/components/ui/Icon';
import { useHydrated } from '@/lib/use-hydrated';
import { isIosSafari, promptInstall, useInstallState } from './install-prompt';
import styles from './InstallButton.module.css';

/**
 * 'Install app' where the browser offers installation (Android, desktop Chromium), a short how-to on iOS Safari,
 * nothing inside the installed app or where installation is not possible.
 */
export function InstallButton() {
  const { t } = useLingui();
  const { prompt, installed } = useInstallState();
  const [showHowTo, setShowHowTo] = useState(false);
  const howToId = useId();
  // The browser is known only in the browser: the server renders no how-to, hydration adds it on iOS Safari.
  const ios = useHydrated() && isIosSafari(navigator.userAgent, navigator.maxTouchPoints);

  if (installed) return null;
  if (prompt) {
    return (
      <Button size="s" variant="secondary" onClick={() => void promptInstall()} data-testid="install-app">
        <DownloadIcon />
        <Trans>Install app</Trans>
      </Button>
    );
  }
  if (!ios) return null;
  return (
    <div className={styles.ios}>
      <Button size="s" variant="secondary" aria-expanded={showHowTo} aria-controls={howToId} onClick={() => setShowHowTo((open) => !open)}>
        <DownloadIcon />
        <Trans>Install app</Trans>
      </Button>
      {showHowTo && (
        <p id={howToId} className={styles.howTo} aria-label={t`How to install on iPhone and iPad`}>
          <Trans>
            In Safari, tap the Share button, then choose “Add to Home Screen”. Okazje will open from your home screen like an app.
          </Trans>
        </p>
      )}
    </div>
  );
}
