import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { messageSW } from 'workbox-window';
import { Button } from '@/components/ui/Button';
import styles from './UpdatePrompt.module.css';

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

/** What the worker (sw/sw.ts) takes as the user's consent to take over this page (workbox-window's own message). */
const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' };

/**
 * Offers the new version that waits in `registration` (src/app/service-worker.ts mounts this only then) instead of
 * reloading under the user's feet (updates wait for the user's yes): accepting asks the waiting worker to take over,
 * and the page reloads once it controls the page, never while a form holds text.
 */
export function UpdatePrompt({ registration }: { registration: ServiceWorkerRegistration }) {
  const { t } = useLingui();
  // The new worker already controls this page (accepted here or in another tab); only the reload is left.
  const [takenOver, setTakenOver] = useState(false);
  const [finishFirst, setFinishFirst] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // While a new version waits, the next change of controller is that version taking over: accepted here or in another
  // tab.
  useEffect(() => {
    const onTakeOver = () => {
      if (hasUnsavedText()) {
        setTakenOver(true);
        setDismissed(false);
      } else {
        window.location.reload();
      }
    };
    navigator.serviceWorker.addEventListener('controllerchange', onTakeOver, { once: true });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onTakeOver);
  }, []);

  if (dismissed) return null;

  const accept = () => {
    if (hasUnsavedText()) {
      setFinishFirst(true);
      return;
    }
    const waiting = registration.waiting;
    // Nothing waits any more once the new version took over (or another tab's acceptance is under way): reload.
    if (takenOver || !waiting) window.location.reload();
    // The worker answers nothing: what follows is the change of controller that the effect above waits for.
    else void messageSW(waiting, SKIP_WAITING_MESSAGE);
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
