import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that render, true from then on (and at once for a
 * page the browser renders itself). What only the browser knows (the address's #fragment) waits for it, so the first
 * browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
