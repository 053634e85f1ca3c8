import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/http';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Stubs fetch and returns the Accept-Language header of each call. */
function recordLanguages(): (string | null)[] {
  const languages: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Headers(init?.headers).get('Accept-Language'));
      return new Response(null, { status: 204 });
    }),
  );
  return languages;
}

describe('apiRequest and the app language', () => {
  it("sends the app's language as Accept-Language once one is active, so server mails use it", async () => {
    const languages = recordLanguages();
    await apiRequest('auth/register', { method: 'POST', body: {} });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    await apiRequest('auth/register', { method: 'POST', body: {} });
    i18n.loadAndActivate({ locale: 'pl', messages: {} });
    await apiRequest('users/email', { method: 'PUT', body: {} });
    expect(languages).toEqual([null, 'en', 'pl']);
  });
});
