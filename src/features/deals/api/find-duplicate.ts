import { ApiError, apiGet } from '@/lib/http';
import type { PreviousDeal } from '@/shared/schemas/deal';

/** The active deal already posted for a link (GET /api/deals/duplicate, and the body of a 409 DuplicateDeal). */
export interface DuplicateDeal {
  id: number;
  title: string;
  path: string;
}

/**
 * GET /api/deals/duplicate: the active deal that blocks the link, else the earlier deal (expired, or its author gone)
 * a new post of the link will link back to.
 */
export interface LinkHistory {
  deal: DuplicateDeal | null;
  previous_deal: PreviousDeal | null;
}

export function findDuplicate(url: string, signal?: AbortSignal): Promise<LinkHistory> {
  return apiGet<LinkHistory>('deals/duplicate', { url }, signal);
}

/** The deal a 409 DuplicateDeal names, when the error is one. */
export function duplicateOf(error: unknown): DuplicateDeal | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'DuplicateDeal') return null;
  const deal = (error.body as { deal?: DuplicateDeal } | null)?.deal;
  return deal ?? null;
}
