import { createExternalStore, useExternalStore } from '@/lib/external-store';

/**
 * The sign-in prompt modal's open flag (isSignInModalOpen). Any feature opens it when a guest tries to
 * vote, save, comment or report; the app shell renders the modal.
 */
let open = false;
const store = createExternalStore(() => open, { serverSnapshot: () => false });

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  store.notify();
}

export const openSignInPrompt = (): void => set(true);
export const closeSignInPrompt = (): void => set(false);

export function useSignInPromptOpen(): boolean {
  return useExternalStore(store);
}
