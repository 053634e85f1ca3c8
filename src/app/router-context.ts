import type { QueryClient } from '@tanstack/react-query';

/**
 * What route guards need to know about the visitor: a live view of src/lib/session.ts. A stored refresh token
 * counts as signed in while the start-up refresh runs, so a reload of /account does not bounce to /sign-in.
 */
export interface SessionSnapshot {
  readonly isSignedIn: boolean;
  /** §3 isInitialized: the start-up refresh has answered (or there was nothing to refresh). */
  readonly isInitialized: boolean;
}

/** Context every route receives (`createRootRouteWithContext<RouterContext>()`). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionSnapshot;
}
