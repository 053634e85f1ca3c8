/**
 * The server's render of a page (built with `vite build --ssr` beside the client, loaded by src/server/render/static.ts).
 * It creates the app's own router, query client and language for one request, runs the route's loaders (their API
 * calls go to the server's app in-process, see `setApiTransport`), renders the guest view to HTML and hands the
 * router's state and the filled query cache to the browser, which hydrates it (src/main.tsx).
 *
 * Nothing of one request lives in a module variable: renders of different visitors interleave at every `await` (the
 * loaders, the code loads), so the language, the clock and the banner state travel in the router's context and React
 * context, and the API headers in the request's async context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type Messages } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { isRedirect, Scripts } from '@tanstack/react-router';
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { AppFrame } from '@/app/AppFrame';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import type { SessionSnapshot } from '@/app/router-context';
import { setSanitizingWindow } from '@/components/ui/SanitizedHtml';
import { setApiTransport } from '@/lib/http';
import { loadForServerRender } from '@/performance/server-render-code';
import { messages as en } from '@/locales/en/messages.po';
import { messages as pl } from '@/locales/pl/messages.po';
import type { ApiTransport, PageRenderer, RenderedPage, RenderPageOptions } from '@/shared/server-render';

const CATALOGS: Record<RenderPageOptions['locale'], Messages> = { pl, en };
setSanitizingWindow(new JSDOM('').window);

/** Tokens live in the browser: every server render is the guest's view, and never runs a signed-in guard. */
const GUEST: SessionSnapshot = { isSignedIn: false, isInitialized: true };

/**
 * The headers a render's API calls carry for its visitor (the page's language, as the browser's calls do). The fetchers
 * are shared with the browser and take no request, so the request's async context carries them from the render to
 * every loader's call, whichever request's render runs meanwhile.
 */
const requestHeaders = new AsyncLocalStorage<Record<string, string>>();

/**
 * React writes the tags it hoists into the document's head (the routes' title, meta and canonical link, see
 * src/app/RouteHead.tsx) before the markup of a tree that has no `<head>` of its own: they are taken from there into
 * the page's head. React escapes `<` and `>` in text and attributes, so none of them can end early.
 */
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

function connectApi(transport: ApiTransport): void {
  setApiTransport((url, init) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(requestHeaders.getStore() ?? {})) headers.set(name, value);
    return transport(url, { ...init, headers });
  });
}

function renderPage(options: RenderPageOptions): Promise<RenderedPage> {
  return requestHeaders.run({ 'Accept-Language': options.locale }, () => renderInContext(options));
}

async function renderInContext({ url, locale, nonce, now, askConsent, document }: RenderPageOptions): Promise<RenderedPage> {
  await loadForServerRender();
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () =>
      createAppRouter({
        queryClient: createQueryClient(),
        session: GUEST,
        i18n,
        origin: new URL(url).origin,
        server: { nonce, Scripts },
      }),
  });
  let rendered = false;
  const response = await handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () => {
        const appHtml = renderToString(
          <StrictMode>
            <AppFrame
              i18n={i18n}
              renderInstant={now}
              serverBanner={askConsent ? 'asking' : 'hidden'}
              queries={(app) => <QueryClientProvider client={router.options.context.queryClient}>{app}</QueryClientProvider>}
              router={<RouterServer router={router} />}
            />
          </StrictMode>,
        );
        rendered = true;
        const head = HOISTED_HEAD.exec(appHtml)?.[0] ?? '';
        // renderSsrHtmlResponse writes its own doctype in front.
        return document(appHtml.slice(head.length), head).replace(/^<!doctype html>\s*/i, '');
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
