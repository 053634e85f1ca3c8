import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/http';
import type { ListResponse } from '@/shared/schemas/common';
import type { CreateAlertBody, KeywordAlert } from '@/shared/schemas/rewards';
import { newIdempotencyKey } from '@/lib/idempotency';
import { inboxKeys } from '@/lib/query-keys';

export function getAlerts(signal?: AbortSignal): Promise<ListResponse<KeywordAlert>> {
  return apiGet<ListResponse<KeywordAlert>>('users/alerts', undefined, signal);
}

export const alertsQueryOptions = () => queryOptions({ queryKey: inboxKeys.alerts(), queryFn: ({ signal }) => getAlerts(signal) });

/** The caller's keyword alerts, oldest first (the order they were added in). */
export function useAlerts() {
  return useQuery(alertsQueryOptions());
}

export function createAlert(body: CreateAlertBody, idempotencyKey: string): Promise<KeywordAlert> {
  return apiRequest<KeywordAlert>('users/alerts', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Answers 204 without a body. */
export function deleteAlert(id: number, idempotencyKey: string): Promise<unknown> {
  return apiRequest<unknown>('users/alerts', { method: 'DELETE', body: { id }, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/users/alerts; the list is refreshed after. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertBody) => createAlert(body, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.alerts() }),
  });
}

/** DELETE /api/users/alerts (body `{ id }`); the list is refreshed after. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAlert(id, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.alerts() }),
  });
}

/** PUT /api/users/alerts/{id}: the alert's whole rules (pausing included); the list is refreshed after. */
export function useUpdateAlert(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CreateAlertBody) => apiRequest<KeywordAlert>(`users/alerts/${id}`, { method: 'PUT', body: rules }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.alerts() }),
  });
}
