import { ApiError, apiGet, apiRequest } from '@/lib/http';
import type { PreviousDeal } from '@/shared/schemas/deal';
import type { DealImport } from '@/shared/schemas/deal-import';

/** A picture uploaded for the form (POST /api/deals/images); its id goes into `image_ids`. */
export interface UploadedPicture {
  id: number;
  url: string;
  width: number;
  height: number;
}

/** The active deal already posted for a link (GET /api/deals/duplicate, and the body of a 409 DuplicateDeal). */
export interface DuplicateDeal {
  id: number;
  title: string;
  path: string;
}

export function uploadDealPicture(file: File): Promise<UploadedPicture> {
  const body = new FormData();
  body.append('image', file);
  // A phone photo over a slow uplink takes longer than a JSON call.
  return apiRequest<UploadedPicture>('deals/images', { method: 'POST', body, timeoutMs: 60_000 });
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

/** POST /api/deals/import: what the shop's page says about itself, to prefill the form. Reading a slow shop takes a while. */
export function importDealLink(url: string): Promise<DealImport> {
  return apiRequest<DealImport>('deals/import', { method: 'POST', body: { url }, timeoutMs: 20_000 });
}

/** The deal a 409 DuplicateDeal names, when the error is one. */
export function duplicateOf(error: unknown): DuplicateDeal | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'DuplicateDeal') return null;
  const deal = (error.body as { deal?: DuplicateDeal } | null)?.deal;
  return deal ?? null;
}
