/** Where the build writes the worker (vite-plugin-pwa, `filename: 'sw.ts'`). */
const WORKER_URL = '/sw.js';

/** How often an open app asks the server for a new service worker while online. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

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
 * Registers the service worker once the page has loaded (its precache downloads must not compete with the page's own)
 * and calls `onWaiting` whenever a new version is installed and waits while an older one controls this page: left
 * waiting by an earlier visit, or found by a check. A first install waits for nothing (it takes the page at once).
 * Written on the browser's own API rather than workbox-window's Workbox class, so a first visit downloads none of the
 * update code: the prompt (src/app/UpdatePrompt.tsx) loads only once there is an update to offer. Returns the teardown.
 */
export function startServiceWorker(onWaiting: (registration: ServiceWorkerRegistration) => void): () => void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return () => undefined;
  let stopped = false;
  let stopWatching = (): void => undefined;
  const offerIfWaiting = (registration: ServiceWorkerRegistration) => {
    if (!stopped && registration.waiting && navigator.serviceWorker.controller) onWaiting(registration);
  };
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).then(
      // Typed as always a registration, but a browser whose workers are blocked (by automation or an extension) may
      // answer with nothing: then there is nothing to watch.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (stopped || !registration) return;
        stopWatching = watchForUpdates(registration);
        offerIfWaiting(registration);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') offerIfWaiting(registration);
          });
        });
      },
      // Without a worker the app still works online; the next start tries again.
      () => undefined,
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', register);
    stopWatching();
  };
}
