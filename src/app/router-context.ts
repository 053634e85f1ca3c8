import type { QueryClient } from '@tanstack/react-query';

/** What route guards need to know about the visitor; the accounts issue fills it from the real session. */
export interface SessionSnapshot {
  readonly isSignedIn: boolean;
}

/** Context every route receives (`createRootRouteWithContext<RouterContext>()`). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionSnapshot;
}
