import { useSyncExternalStore } from 'react';

/**
 * The §2 sign-in prompt modal's open flag (§3 isSignInModalOpen). Any feature opens it when a guest tries to
 * vote, save, comment or report; the app shell renders the modal.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openSignInPrompt = (): void => set(true);
export const closeSignInPrompt = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInPromptOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
