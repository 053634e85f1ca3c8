import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutationRetryDelay, shouldRetryMutation } from '@/app/query-client';
import { ApiError } from '@/lib/http';

const httpError = (status: number, errorCode: string) => new ApiError(status, { timestamp: '', message: errorCode, errorCode });

afterEach(() => vi.unstubAllGlobals());

describe('replay of queued actions', () => {
  it('keeps an action after no answer, a 5xx or its first request still running', () => {
    // A transport failure also asks the server whether it is reachable; the answer does not matter here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(shouldRetryMutation(0, new ApiError('FETCH_ERROR', null))).toBe(true);
    expect(shouldRetryMutation(7, new ApiError('TIMEOUT_ERROR', null))).toBe(true);
    expect(shouldRetryMutation(20, httpError(503, 'ServiceUnavailable'))).toBe(true);
    expect(shouldRetryMutation(0, httpError(409, 'IdempotencyKeyInFlight'))).toBe(true);
  });

  it('ends it on any other 4xx: the server’s final word rolls the change back', () => {
    expect(shouldRetryMutation(0, httpError(404, 'NotFound'))).toBe(false);
    // The account's action limit: retrying would only run into it again, possibly for hours.
    expect(shouldRetryMutation(0, httpError(429, 'TooManyRequests'))).toBe(false);
    expect(shouldRetryMutation(0, httpError(403, 'Forbidden'))).toBe(false);
    expect(shouldRetryMutation(0, httpError(401, 'Unauthorized'))).toBe(false);
    expect(shouldRetryMutation(0, httpError(422, 'IdempotencyKeyReused'))).toBe(false);
    expect(shouldRetryMutation(0, httpError(409, 'Conflict'))).toBe(false);
    expect(shouldRetryMutation(0, new ApiError('PARSING_ERROR', null))).toBe(false);
    expect(shouldRetryMutation(0, new TypeError('bug'))).toBe(false);
  });

  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 2, 3, 10].map(mutationRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000]);
  });
});
