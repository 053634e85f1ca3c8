import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@/shared/errors';
import { AppError } from '../platform/errors';
import type { AppEnv } from './types';

export function errorBody(errorCode: ErrorCode, message: string): ApiErrorBody {
  return { timestamp: new Date().toISOString(), message, errorCode };
}

function errorResponse(
  c: Context,
  errorCode: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
  status: ContentfulStatusCode = ERROR_STATUS[errorCode],
  details: AppError['details'] = undefined,
) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json({ ...details, ...errorBody(errorCode, message) }, status);
}

/** Hono's own middleware (JSON parsing, body limit) throws HTTPException; map its status onto our codes. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'ValidationError';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    case 413:
      return 'PayloadTooLarge';
    case 429:
      return 'TooManyRequests';
    default:
      return 'InternalError';
  }
}

export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    const headers: Record<string, string> = err.retryAfterS === undefined ? {} : { 'Retry-After': String(err.retryAfterS) };
    return errorResponse(c, err.errorCode, err.message, headers, err.status, err.details);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return errorResponse(c, codeForStatus(err.status), err.message || 'Bad request');
  }
  // A bug: the client gets a generic message, the log gets the stack with the request id to find it.
  c.get('logger').error('unhandled error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    stack: err.stack ?? String(err),
  });
  return errorResponse(c, 'InternalError', 'An unexpected error occurred');
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => errorResponse(c, 'NotFound', `No route for ${c.req.method} ${c.req.path}`);
