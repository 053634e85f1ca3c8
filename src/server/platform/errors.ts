import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorCode } from '@/shared/errors';

export interface AppErrorOptions {
  /** Seconds before trying again is worth it (rate limits, a request still running); sent as Retry-After. */
  retryAfterS?: number;
  /** Departs from the code's usual status only where a client must not read it that way (see the callers). */
  status?: ContentfulStatusCode;
  /**
   * What a client needs to act on the refusal beyond the error fields (DuplicateDeal names the deal already posted).
   */
  details?: Record<string, unknown>;
}

/**
 * The one way services, middleware and routes refuse on purpose: an API error code and a message for the client.
 * Services throw it without knowing about HTTP; `web/error-handler.ts` is the one place that turns it into the response.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly errorCode: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly retryAfterS: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(errorCode: ErrorCode, message: string, { retryAfterS, status = ERROR_STATUS[errorCode], details }: AppErrorOptions = {}) {
    super(message);
    this.errorCode = errorCode;
    this.status = status;
    this.retryAfterS = retryAfterS;
    this.details = details;
  }
}
