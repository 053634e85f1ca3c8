/**
 * React 19 has `useSyncExternalStore`, but TanStack Store's selector hook imports the shim package's build for React 17
 * and older (`use-sync-external-store/shim/with-selector`), which carries a hand-written fallback of that hook. The
 * client build takes the same package's build on React's own hook instead (0.2 KB less in every first visit);
 * tests/unit/performance/build-output.test.ts fails if the fallback comes back.
 */
export const REACT_19_ALIASES = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
];
