import { useMutationState } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queuedActionKeys } from '@/domain/query-keys';
import { createExternalStore, useExternalStore } from '@/lib/external-store';

/**
 * What the member just did to a card from its menu: hid the deal, or muted its shop or author. The card's place in
 * the list says so with an undo ("Ukryto · Cofnij") until the list is fetched again, and a muted shop's or author's
 * other cards leave the list at once. Kept for the visit only: the server's lists leave them out from then on.
 */
export type FeedMoment =
  | { kind: 'hidden'; dealId: number }
  | { kind: 'shop'; dealId: number; shopId: number; name: string }
  | { kind: 'user'; dealId: number; userId: number; name: string };

/** A moment as shown: with the instant it began, so an action's answer can be told from an earlier one's. */
export type ShownMoment = FeedMoment & { at: number };

/** What the list shows in a card's place: the menu's module gives it when it loads, before any moment can exist. */
export type MomentRow = ComponentType<{ moment: ShownMoment; title: string }>;
let momentRow: MomentRow | null = null;
export const provideMomentRow = (row: MomentRow): void => {
  momentRow = row;
};
export const getMomentRow = (): MomentRow | null => momentRow;

let moments: ReadonlyMap<number, ShownMoment> = new Map();
const NONE: ReadonlyMap<number, ShownMoment> = new Map();
// The server renders no moment: none exists before the member acts.
const store = createExternalStore(() => moments, { serverSnapshot: () => NONE });

export function addFeedMoment(moment: FeedMoment): void {
  moments = new Map(moments).set(moment.dealId, { ...moment, at: Date.now() });
  store.notify();
}

export function removeFeedMoment(dealId: number): void {
  if (!moments.has(dealId)) return;
  const next = new Map(moments);
  next.delete(dealId);
  moments = next;
  store.notify();
}

export function useFeedMoments(): ReadonlyMap<number, ShownMoment> {
  return useExternalStore(store);
}

/** Whether a card leaves the list for a mute made from another card (that card keeps its place for the undo). */
export function mutedByMoment(
  moments: ReadonlyMap<number, FeedMoment>,
  deal: { id: number; shop: { id: number } | null; user: { id: number } },
): boolean {
  for (const moment of moments.values()) {
    if (moment.dealId === deal.id) continue;
    if (moment.kind === 'shop' && deal.shop?.id === moment.shopId) return true;
    if (moment.kind === 'user' && deal.user.id === moment.userId) return true;
  }
  return false;
}

/** A hide or undo still waiting to be sent: its deal and when it was made. */
const waitingAction = (mutation: { state: { variables: unknown; submittedAt: number } }) => ({
  dealId: (mutation.state.variables as { dealId: number }).dealId,
  at: mutation.state.submittedAt,
});

/**
 * Deals whose hide waits to be sent (made offline, or restored with the queue after a reload offline): the lists leave
 * them out already, unless an undo made after it waits too.
 */
export function useHidesWaiting(): ReadonlySet<number> {
  const hides = useMutationState({ filters: { mutationKey: queuedActionKeys.hideDeal, status: 'pending' }, select: waitingAction });
  const undos = useMutationState({ filters: { mutationKey: queuedActionKeys.unhideDeal, status: 'pending' }, select: waitingAction });
  return new Set(
    hides.filter((hide) => !undos.some((undo) => undo.dealId === hide.dealId && undo.at >= hide.at)).map((hide) => hide.dealId),
  );
}
