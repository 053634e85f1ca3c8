import { useSyncExternalStore } from 'react';

/**
 * The one form of the app's small module-level stores (the alert bar, the sign-in prompt, the session, the theme …):
 * a snapshot read from wherever the value lives, and the listeners React follows it with. The module that owns the
 * value changes it and calls `notify`.
 */
export interface ExternalStore<T> {
  readonly subscribe: (listener: () => void) => () => void;
  /** Tells every listener the snapshot may have changed. */
  readonly notify: () => void;
  readonly getSnapshot: () => T;
  /** What a server render, and the hydration of it, read. */
  readonly getServerSnapshot: () => T;
}

interface ExternalStoreOptions<T> {
  /** The snapshot itself unless the server cannot know it (storage, the browser's state). */
  serverSnapshot?: () => T;
  /** Follows outside changes (another tab's `storage` event, a clock) while anyone listens; returns how to stop. */
  watch?: (notify: () => void) => () => void;
}

export function createExternalStore<T>(
  getSnapshot: () => T,
  { serverSnapshot = getSnapshot, watch }: ExternalStoreOptions<T> = {},
): ExternalStore<T> {
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) stopWatching = watch?.(notify);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      stopWatching?.();
      stopWatching = undefined;
    };
  };
  return { subscribe, notify, getSnapshot, getServerSnapshot: serverSnapshot };
}

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
