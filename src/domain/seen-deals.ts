import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createExternalStore, useExternalStore } from '@/lib/external-store';
import { apiGet, apiRequest } from '@/lib/http';
import { SEEN_DEALS_MAX } from '@/shared/constants';
import type { SeenDealsResponse } from '@/shared/schemas/feed';
import { feedKeys, queuedActionKeys } from './query-keys';
import { useQueuedAction } from './queued-actions';
import { useIsSignedIn } from './session';

/**
 * The deals opened on this device ("Widziane"), kept in localStorage (newest last, SEEN_DEALS_MAX at most) so that a
 * list dims them at once, offline too and for a guest; a member's are also kept by the server and merged from it, so
 * what was opened on the phone is dimmed on the desktop.
 */
const STORAGE_KEY = 'seenDeals';
const EMPTY: ReadonlySet<number> = new Set();

function readIds(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

// The snapshot is one Set per stored value, so React sees the same object until the list changes.
let snapshot: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: EMPTY };

function stored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function currentSeen(): ReadonlySet<number> {
  const raw = stored();
  if (raw !== snapshot.raw) snapshot = { raw, ids: new Set(readIds(raw)) };
  return snapshot.ids;
}

const store = createExternalStore(currentSeen, {
  serverSnapshot: () => EMPTY,
  watch: (notify) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) notify();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

/**
 * Adds deals to the seen ones: `latest` as just opened (they move to the end), `older` from another device only where
 * they are not known yet (in front). The oldest go past SEEN_DEALS_MAX.
 */
export function rememberSeen(latest: readonly number[], older: readonly number[] = []): void {
  const current = readIds(stored());
  const known = new Set([...current, ...latest]);
  const next = [...older.filter((id) => !known.has(id)).reverse(), ...current.filter((id) => !latest.includes(id)), ...latest];
  const kept = next.slice(-SEEN_DEALS_MAX);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // A full or blocked storage only costs the dimming on this device; the server still keeps a member's.
  }
  store.notify();
}

/** Whether the deal was opened on this device, or by this member anywhere. */
export function useSeen(dealId: number): boolean {
  return useExternalStore(store).has(dealId);
}

/** POST /api/users/seen-deals; a deal the server no longer has is passed over there. */
export const seenMutationDefaults = () => ({
  mutationFn: ({ dealIds }: { dealIds: number[] }) => apiRequest<void>('users/seen-deals', { method: 'POST', body: { deal_ids: dealIds } }),
  // Nothing to tell: the device keeps the deal dimmed whatever the server answers.
  onError: () => undefined,
});

/** The deal page: its deal is seen from now, on this device and (queued offline like votes) for the member. */
export function useMarkSeen(dealId: number): void {
  useQueuedAction(queuedActionKeys.seen, seenMutationDefaults);
  const signedIn = useIsSignedIn();
  const { mutate } = useMutation<void, unknown, { dealIds: number[] }>({ mutationKey: queuedActionKeys.seen });
  useEffect(() => {
    rememberSeen([dealId]);
    if (signedIn) mutate({ dealIds: [dealId] });
  }, [dealId, signedIn, mutate]);
}

/** A member's seen deals from the server, merged into this device's once per visit of a list (and every 10 minutes). */
export function useSeenSync(): void {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    queryKey: feedKeys.seen(),
    queryFn: ({ signal }) => apiGet<SeenDealsResponse>('users/seen-deals', undefined, signal),
    enabled: signedIn,
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (data) rememberSeen([], data.deal_ids);
  }, [data]);
}
