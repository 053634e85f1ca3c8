import { Trans, useLingui } from '@lingui/react/macro';
import { showAlert } from '@/lib/alerts';
import styles from './DealPage.module.css';

/** §2 share: the system share sheet where the browser has one, otherwise the URL is copied with an alert. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError; only real failures are worth a log line.
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Sharing failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showAlert({ type: 'success', message: t`Deal URL copied` });
    } catch (error) {
      console.warn('Copying the deal URL failed', error);
    }
  };
  return (
    <button type="button" className={styles.share} onClick={() => void share()}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path
          d="M8 1.5v8M5 4.5l3-3 3 3M3 8v5.5h10V8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Trans>Share</Trans>
    </button>
  );
}
