import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setAuthHeaderProvider, setUnauthorizedHandler } from '@/lib/http';
import { apiError, fakeApi } from '../features/auth/fake-api';

let token: string | null = 'old';

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHeaderProvider(() => null);
  setUnauthorizedHandler(() => Promise.resolve(false));
  token = 'old';
});

function withTokens() {
  setAuthHeaderProvider(() => token);
  const handler = vi.fn(async (_sent: string | null) => {
    token = 'new';
    return true;
  });
  setUnauthorizedHandler(handler);
  return handler;
}

describe('apiRequest and 401', () => {
  it('sends the bearer token, and after a 401 asks the handler once and retries with the new token', async () => {
    const handler = withTokens();
    const api = fakeApi({
      'GET /api/users': (call) => (call.authorization === 'Bearer new' ? Response.json({ id: 1 }) : apiError(401, 'Unauthorized')),
    });
    await expect(apiRequest('users')).resolves.toEqual({ id: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('old');
    expect(api.calls.map((call) => call.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives up after the one retry', async () => {
    const handler = withTokens();
    const api = fakeApi({ 'GET /api/users': () => apiError(401, 'Unauthorized') });
    await expect(apiRequest('users')).rejects.toMatchObject({ status: 401, errorCode: 'Unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(2);
  });

  it('does not retry when the handler cannot recover', async () => {
    setUnauthorizedHandler(() => Promise.resolve(false));
    const api = fakeApi({ 'GET /api/users': () => apiError(401, 'Unauthorized') });
    await expect(apiRequest('users')).rejects.toMatchObject({ status: 401 });
    expect(api.calls).toHaveLength(1);
  });

  it('leaves the 401 of an auth endpoint alone (retryOnUnauthorized: false)', async () => {
    const handler = withTokens();
    const api = fakeApi({ 'POST /api/auth/login': () => apiError(401, 'InvalidCredentials') });
    await expect(apiRequest('auth/login', { method: 'POST', body: {}, retryOnUnauthorized: false })).rejects.toMatchObject({
      errorCode: 'InvalidCredentials',
    });
    expect(handler).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(1);
  });

  it('does not call the handler for other errors', async () => {
    const handler = withTokens();
    fakeApi({ 'GET /api/users': () => apiError(403, 'Forbidden') });
    await expect(apiRequest('users')).rejects.toMatchObject({ status: 403 });
    expect(handler).not.toHaveBeenCalled();
  });
});
