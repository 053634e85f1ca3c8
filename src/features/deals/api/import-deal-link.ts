import { apiRequest } from '@/lib/http';
import type { DealImport } from '@/shared/schemas/deal-import';

/** POST /api/deals/import: what the shop's page says about itself, to prefill the form. Reading a slow shop takes a while. */
export function importDealLink(url: string): Promise<DealImport> {
  return apiRequest<DealImport>('deals/import', { method: 'POST', body: { url }, timeoutMs: 20_000 });
}
