import { startTransition, StrictMode } from 'react';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, serverRenderedBoot } from '@/app/App';
import { activateLocale, i18n, isLocale } from '@/app/i18n';
import { captureInstallPrompt } from '@/app/install/install-prompt';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { session } from '@/domain/session';
import { adoptRenderInstant } from '@/lib/use-now';
import { searchWithoutTracking } from '@/shared/deal-link';
import '@/app/styles/wco.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Before React mounts: the browser may offer installation right after the page loads.
captureInstallPrompt();

// The server renders a page once for every campaign (it leaves utm_*, fbclid, gclid … out of its cache key and its
// render): the address drops them too before the router reads it, so hydration meets what was rendered.
const search = searchWithoutTracking(location.search);
if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, session, i18n });

// A server-rendered page carries the router's hydration data (`$_TSR`); the service worker's shell does not.
const serverRendered = '$_TSR' in window;

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume));

/**
 * Hydration must render exactly what the server did: in its language (the messages came with the code), at its clock, and
 * from its data. Everything it needs is in place before React starts (the router's matches and their route chunks,
 * the query cache filled from the page), so React hydrates in one pass: nothing can change the data under it, neither
 * the persisted cache (restored after that pass) nor an answer arriving meanwhile.
 */
async function hydrate(root: HTMLElement): Promise<void> {
  const rendered = document.documentElement.lang;
  // Start-up runs as separate tasks (the modules' evaluation, the language, the router), so that none of them holds
  // the main thread long on a slow phone: between them the browser may paint, scroll or take a tap.
  await nextTask();
  await activateLocale(isLocale(rendered) ? rendered : 'pl', { remember: false });
  // The browser's first number or date formatter costs it some 50 ms (it loads its locale data), and every plural
  // message builds one: built now, that happens before hydration starts rather than as one long, uninterruptible slice
  // of it. Lingui keeps this formatter and plurals reuse it.
  i18n.number(0);
  await nextTask();
  // The router's hydration is imported statically: what TanStack's `ssr/client` adds beside it (a streaming codec, a
  // cookie parser, the RouterClient component) is for responses this app does not send, and is left out of the build.
  await hydrateRouter(router);
  // What TanStack's RouterClient does once the router is hydrated: the page's hydration scripts may clean up.
  window.$_TSR?.h();
  const renderedAt = root.dataset.renderedAt;
  if (renderedAt) adoptRenderInstant(new Date(renderedAt));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for the
  // whole page in one task: the page is already painted, and a tap meanwhile is replayed once its part is hydrated.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} boot={serverRenderedBoot()} />
      </StrictMode>,
    );
  });
}

if (serverRendered) {
  void hydrate(container);
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
