import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { readCookie } from '@/shared/preference-cookies';
import { memoryLogger, noDb, testEnv } from '../helpers/app';

const app = createApp({
  db: noDb,
  env: testEnv(),
  mediaDir: mkdtempSync(join(tmpdir(), 'consent-media-')),
  logger: memoryLogger(),
});

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' };

function post(body: string, headers: Record<string, string> = FORM) {
  return app.request('/api/consent', { method: 'POST', headers, body });
}

/** The stored answer of a `Set-Cookie` header, as the server render and the app read it. */
function answerOf(res: Response): unknown {
  const value = readCookie(res.headers.get('Set-Cookie')?.split(';')[0], 'consent_answered');
  return value === undefined ? undefined : JSON.parse(value);
}

async function expectValidationError(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe('ValidationError');
  expect(res.headers.get('Set-Cookie')).toBeNull();
}

describe('POST /api/consent, the cookie banner answered without JavaScript', () => {
  it('stores the choice in the answered cookie and sends the visitor back to the page with a GET (303)', async () => {
    const before = Date.now();
    const res = await post('choice=reject&return=%2Fdeals%2F12%2Fx%3Fpage%3D2');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/deals/12/x?page=2');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^consent_answered=[^;]+; path=\/; max-age=31536000; samesite=lax$/);
    const answer = answerOf(res) as Record<string, unknown>;
    expect(answer).toMatchObject({ analytics: false, advertising: false });
    expect(Date.parse(String(answer.decided_at))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('grants everything for accept, and the ticked categories for the settings', async () => {
    expect(answerOf(await post('choice=accept&return=%2F'))).toMatchObject({ analytics: true, advertising: true });
    expect(answerOf(await post('choice=custom&advertising=1&return=%2F'))).toMatchObject({ analytics: false, advertising: true });
    expect(answerOf(await post('choice=custom&analytics=1&return=%2F'))).toMatchObject({ analytics: true, advertising: false });
  });

  it('answers a body the form could not have sent with 400 in the error shape, storing nothing', async () => {
    await expectValidationError(await post('choice=maybe&return=%2F'));
    await expectValidationError(await post('return=%2F'));
    await expectValidationError(await post('choice=custom&analytics=yes'));
    await expectValidationError(await post(`choice=reject&return=%2F${'a'.repeat(2001)}`));
    await expectValidationError(await post('{"choice":"reject"}', { ...FORM, 'Content-Type': 'application/json' }));
    await expectValidationError(await post('--x\r\nbroken', { ...FORM, 'Content-Type': 'multipart/form-data; boundary=y' }));
  });

  it('never sends the visitor to another site: a foreign or odd return address goes home', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%09/evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      'deals',
      '',
    ]) {
      const res = await post(`choice=accept&return=${encodeURIComponent(target)}`);
      expect(res.status, target).toBe(303);
      const location = res.headers.get('Location') ?? '';
      expect(location === '/' || (location.startsWith('/') && !location.startsWith('//') && !location.includes('\\')), target).toBe(true);
      expect(new URL(location, 'https://okazje.example').origin, target).toBe('https://okazje.example');
    }
    expect((await post('choice=accept')).headers.get('Location')).toBe('/');
  });

  it('refuses a form posted from another site (forged consent): 403, nothing stored', async () => {
    const foreign: Record<string, string>[] = [
      { 'Content-Type': FORM['Content-Type'], 'Sec-Fetch-Site': 'cross-site' },
      { 'Content-Type': FORM['Content-Type'], 'Sec-Fetch-Site': 'same-site' },
      { 'Content-Type': FORM['Content-Type'], Origin: 'https://evil.example' },
      { 'Content-Type': FORM['Content-Type'], Origin: 'null' },
      { 'Content-Type': FORM['Content-Type'] },
    ];
    for (const headers of foreign) {
      const res = await post('choice=accept&return=%2F', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as Record<string, unknown>).errorCode).toBe('Forbidden');
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
    // A browser without Sec-Fetch-Site that names this site as the origin is fine.
    const own = await post('choice=reject&return=%2F', { 'Content-Type': FORM['Content-Type'], Origin: 'http://localhost' });
    expect(own.status).toBe(303);
  });
});
