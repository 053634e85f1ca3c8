import { createExternalStore, useExternalStore } from './external-store';
import { ALERT_DURATION_MS } from '@/shared/constants';

export type AlertType = 'info' | 'success' | 'danger';

export interface AlertInput {
  type: AlertType;
  message: string;
  /** How long the alert stays; 4000 ms by default (avatar errors use 6000 ms). */
  durationMs?: number;
}

export interface ShownAlert {
  /** Changes with every `showAlert`, so the same text shown twice is still announced as new. */
  id: number;
  type: AlertType;
  message: string;
}

let current: ShownAlert | null = null;
let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const store = createExternalStore(() => current);
const emit = store.notify;

/** Shows one transient alert in the alert bar; a newer alert replaces the current one and restarts the timer. */
export function showAlert({ type, message, durationMs = ALERT_DURATION_MS }: AlertInput): void {
  clearTimeout(hideTimer);
  current = { id: nextId++, type, message };
  hideTimer = setTimeout(hideAlert, durationMs);
  emit();
}

export function hideAlert(): void {
  clearTimeout(hideTimer);
  if (current === null) return;
  current = null;
  emit();
}

export const getAlert = store.getSnapshot;

export function useAlert(): ShownAlert | null {
  return useExternalStore(store);
}
