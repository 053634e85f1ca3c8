import type { Locale } from './locales';

/**
 * The contract between the server and its render bundle (src/entry-server.tsx, built by `vite build --ssr`): the
 * server imports that bundle at run time, so both sides agree on these shapes rather than on each other's code.
 */

/** How a loader's API call reaches the API: on the server, the app itself, in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderPageOptions {
  /** The page's absolute URL. */
  url: string;
  locale: Locale;
  /** This render's CSP nonce, carried by the inline hydration scripts. */
  nonce: string;
  /** The instant relative times ("6 godz. temu") are counted from; the browser hydrates with the same one. */
  now: Date;
  /** The visitor has not answered the cookie banner yet (no answered cookie): the page shows it. */
  askConsent: boolean;
  /** The page around the app: index.html given the app's markup for its `#root` and the tags of the page's head. */
  document: (appHtml: string, headHtml: string) => string;
}

export type RenderedPage = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: number; location: string };

export interface PageRenderer {
  /** Called once, when the server loads the bundle: loaders then reach the API through `transport`. */
  connectApi(transport: ApiTransport): void;
  renderPage(options: RenderPageOptions): Promise<RenderedPage>;
}
