import { useSyncExternalStore } from 'react';

/** The desktop breakpoint of the layout: from here on the list has a sidebar column beside it (§2). */
export const WIDE_LAYOUT_QUERY = '(min-width: 769px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(WIDE_LAYOUT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isWide(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_LAYOUT_QUERY).matches;
}

/**
 * Whether the sidebar column is shown. Banners are placed by this in JS rather than hidden by CSS, so a banner is
 * mounted only where it is seen and its impression is counted once.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
