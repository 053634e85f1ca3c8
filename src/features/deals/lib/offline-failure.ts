import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@/lib/http';

/** The deal could not be loaded because there is no connection (not because the server refused it). */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' || !onlineManager.isOnline();
  return !onlineManager.isOnline();
}
