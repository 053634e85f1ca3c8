import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousDeviceId, registerAnonymousDevice } from '@/domain/anonymous-device';

describe('anonymous device', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one id per browser', () => {
    const id = anonymousDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(anonymousDeviceId()).toBe(id);
  });

  it('registers the id once, with an idempotency key, and tries again at the next start after a failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await registerAnonymousDevice();
    fetchMock.mockResolvedValue(Response.json({ id: anonymousDeviceId() }, { status: 201 }));
    await registerAnonymousDevice();
    await registerAnonymousDevice();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/anonymous');
    expect(JSON.parse(String(init?.body))).toEqual({ id: anonymousDeviceId() });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe(`anonymous-${anonymousDeviceId()}`);
  });
});
