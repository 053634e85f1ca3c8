import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http';
import { moderationPeopleKeys } from '@/domain/moderation-keys';
import type { AuditLog } from '@/shared/schemas/moderation';

export const AUDIT_PAGE_SIZE = 30;

export function getAudit(page: number, signal?: AbortSignal): Promise<AuditLog> {
  return apiGet<AuditLog>('moderation/audit', { page, per_page: AUDIT_PAGE_SIZE }, signal);
}

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: moderationPeopleKeys.auditPage(page),
    queryFn: ({ signal }) => getAudit(page, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/moderation/audit (admins): every operator action, newest first. */
export function useAudit(page: number) {
  return useQuery(auditQueryOptions(page));
}
