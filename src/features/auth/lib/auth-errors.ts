import { ApiError } from '@/lib/http';

export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.errorCode : null;
}
