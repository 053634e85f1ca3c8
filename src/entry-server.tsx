/**
 * The server's render of a page (built with `vite build --ssr` beside the client, loaded by src/server/render/static.ts).
 * It creates the app's own router and query client for one request, runs the route's loaders (their API calls go
 * to the server's app in-process, see `setApiTransport`), renders the guest view to HTML and hands the router's
 * state and the filled query cache to the browser, which hydrates it (src/main.tsx).
 */
import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { isRedirect, Scripts } from '@tanstack/react-router';
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { AppFrame } from '@/app/AppFrame';
import { setServerBannerState } from '@/app/cookie-consent';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import type { SessionSnapshot } from '@/app/router-context';
import { setSanitizingWindow } from '@/components/ui/SanitizedHtml';
import { setApiTransport } from '@/lib/http';
import { loadForServerRender } from '@/performance/server-render-code';
import { setRenderInstant } from '@/lib/use-now';
import { messages as en } from '@/locales/en/messages.po';
import { messages as pl } from '@/locales/pl/messages.po';
import type { ApiTransport, PageRenderer, RenderedPage, RenderPageOptions } from '@/shared/server-render';

i18n.load({ pl, en });
setSanitizingWindow(new JSDOM('').window);

/** Tokens live in the browser (§4): every server render is the guest's view, and never runs a signed-in guard. */
const GUEST: SessionSnapshot = { isSignedIn: false, isInitialized: true };

function connectApi(transport: ApiTransport): void {
  setApiTransport(transport);
}

async function renderPage({ url, locale, nonce, now, askConsent, document }: RenderPageOptions): Promise<RenderedPage> {
  await loadForServerRender();
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => createAppRouter({ queryClient: createQueryClient(), session: GUEST, server: { nonce, Scripts } }),
  });
  let rendered = false;
  const response = await handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      // Synchronous from here to the markup: this request's language and clock cannot be another request's meanwhile.
      render: () => {
        i18n.activate(locale);
        setRenderInstant(now);
        setServerBannerState(askConsent ? 'asking' : 'hidden');
        try {
          const appHtml = renderToString(
            <StrictMode>
              <AppFrame
                queries={(app) => <QueryClientProvider client={router.options.context.queryClient}>{app}</QueryClientProvider>}
                router={<RouterServer router={router} />}
              />
            </StrictMode>,
          );
          rendered = true;
          // renderSsrHtmlResponse writes its own doctype in front.
          return document(appHtml).replace(/^<!doctype html>\s*/i, '');
        } finally {
          setRenderInstant(null);
          setServerBannerState(null);
        }
      },
    }),
  );
  if (isRedirect(response)) {
    const location = response.headers.get('Location') ?? response.options.href ?? '/';
    return { kind: 'redirect', status: response.status, location };
  }
  // renderSsrHtmlResponse answers a render that threw with a bare 500 text; the server sends the shell instead.
  if (!rendered) throw new Error(`rendering ${url} failed (${response.status})`);
  return { kind: 'page', status: response.status, html: await response.text() };
}

/** What the server imports; `satisfies` keeps this bundle to the contract the server reads it by. */
export default { connectApi, renderPage } satisfies PageRenderer;
