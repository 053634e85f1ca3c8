import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/Button';
import styles from './UpdatePrompt.module.css';

/** How often an open app asks the server for a new service worker while online. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Input types whose text is the user's own work; a search query lives in the address and survives a reload. */
const DRAFT_INPUT_TYPES = new Set(['text', 'email', 'url', 'tel', 'number', 'password']);

/**
 * True while any form field or the comment box holds text the user typed: reloading now would throw it away.
 * Hidden, disabled and read-only fields are not the user's draft.
 */
export function hasUnsavedText(root: ParentNode = document): boolean {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.disabled || field.readOnly || field.value.trim() === '') continue;
    if (field instanceof HTMLTextAreaElement || DRAFT_INPUT_TYPES.has(field.type)) return true;
  }
  return [...root.querySelectorAll<HTMLElement>('[contenteditable]:not([contenteditable="false"])')].some(
    (element) => (element.textContent ?? '').trim() !== '',
  );
}

/**
 * Asks the server for a new service worker every hour while online and whenever the app comes back to the
 * foreground (an installed app may stay open for days). Returns the cleanup.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, intervalMs = UPDATE_CHECK_INTERVAL_MS): () => void {
  const check = () => {
    if (!navigator.onLine || registration.installing) return;
    // A failed check (the connection dropped meanwhile) is retried at the next tick; nothing to tell the user.
    registration.update().catch(() => undefined);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Registers the service worker and offers a new version instead of reloading under the user's feet (DESIGN.md §4):
 * accepting sends SKIP_WAITING, and the page reloads once the new worker controls it, never while a form holds text.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  // The new worker already controls this page (accepted here or in another tab); only the reload is left.
  const [takenOver, setTakenOver] = useState(false);
  const [finishFirst, setFinishFirst] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    // Once a new version waits, the next change of controller is that version taking over: accepted here or in
    // another tab. The plugin's own signal misses it when this page got its first worker through clientsClaim.
    onNeedRefresh: () => {
      navigator.serviceWorker.addEventListener('controllerchange', onTakeOver, { once: true });
    },
    // Without this callback the plugin would reload by itself; onTakeOver decides instead.
    onNeedReload: () => undefined,
  });

  function onTakeOver() {
    if (hasUnsavedText()) {
      setTakenOver(true);
      setDismissed(false);
    } else {
      window.location.reload();
    }
  }

  if ((!needRefresh && !takenOver) || dismissed) return null;

  const accept = () => {
    if (hasUnsavedText()) {
      setFinishFirst(true);
      return;
    }
    if (takenOver) window.location.reload();
    else void updateServiceWorker(true);
  };

  return (
    <section className={styles.prompt} aria-label={t`App update`} data-testid="update-prompt">
      <p className={styles.text} role="status">
        {finishFirst ? (
          <Trans>Finish or clear what you are writing, then reload to get the new version.</Trans>
        ) : takenOver ? (
          <Trans>A new version is ready. Reload when you have finished writing.</Trans>
        ) : (
          <Trans>New version available</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button size="s" onClick={accept} data-testid="update-reload">
          <Trans>Reload</Trans>
        </Button>
        <Button size="s" variant="ghost" onClick={() => setDismissed(true)} data-testid="update-later">
          <Trans>Later</Trans>
        </Button>
      </div>
    </section>
  );
}
