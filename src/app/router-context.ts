import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What route guards need to know about the visitor: a live view of src/domain/session.ts. A stored refresh token
 * counts as signed in while the start-up refresh runs, so a reload of /account does not bounce to /sign-in.
 */
export interface SessionSnapshot {
  readonly isSignedIn: boolean;
  /** isInitialized: the start-up refresh has answered (or there was nothing to refresh). */
  readonly isInitialized: boolean;
}

/** Context every route receives (`createRootRouteWithContext<RouterContext>()`). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionSnapshot;
  /** The server is rendering this page (src/entry-server.tsx), not the browser. */
  serverRender: boolean;
  /** The page's language (route heads are translated like the body): one instance per server render. */
  i18n: I18n;
  /** The origin of the page's absolute links (canonical, Open Graph, JSON-LD). */
  origin: string;
}

/**
 * What a loader returns for the queries it started. In the browser a page does not wait for its lists: it shows its
 * own loading state at once, or the copy held offline. The server must wait for every one of them: the HTML is all a
 * first visit sees, and the browser hydrates from exactly the data that HTML was made of.
 */
export function whileServerRenders(context: RouterContext, loads: readonly (Promise<unknown> | null)[]): Promise<unknown> | undefined {
  return context.serverRender ? Promise.all(loads) : undefined;
}
