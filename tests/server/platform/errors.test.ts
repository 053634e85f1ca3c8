import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp, JSON_BODY_LIMIT_BYTES } from '@/server/app';
import { createLogger } from '@/server/platform/logger';
import { createRouter } from '@/server/web/router';
import { validateJson } from '@/server/web/validate';
import { memoryLogger, noDb, testEnv } from '../helpers/app';

const EchoBody = v.object({ title: v.pipe(v.string(), v.minLength(3, 'title must be at least 3 characters')) });

/** Test-only routes: one that accepts a JSON body, one with a bug that leaks secrets if the handler is careless. */
const testRoutes = createRouter()
  .post('/echo', validateJson(EchoBody), (c) => c.json(c.req.valid('json')))
  .get('/bug', () => {
    throw new Error('relation "deals" does not exist: SELECT password_hash FROM users');
  });

function setup() {
  const logger = memoryLogger();
  const app = createApp({
    db: noDb,
    env: testEnv(),
    mediaDir: mkdtempSync(join(tmpdir(), 'errors-media-')),
    logger,
    extraApiRoutes: { '/test': testRoutes },
  });
  return { app, logger };
}

async function expectErrorShape(res: Response, status: number, errorCode: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  expect(typeof body.message).toBe('string');
  expect(new Date(body.timestamp as string).toISOString()).toBe(body.timestamp);
  return body as { timestamp: string; message: string; errorCode: string };
}

const postJson = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body,
});

describe('API errors', () => {
  it('answers an unknown /api path with the 404 JSON shape', async () => {
    const { app } = setup();
    for (const path of ['/api/unknown', '/api/unknown/deeper/', '/api']) {
      await expectErrorShape(await app.request(path), 404, 'NotFound');
    }
  });

  it('answers a valid JSON body', async () => {
    const { app } = setup();
    const res = await app.request('/api/test/echo', postJson('{"title":"Kawa"}'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: 'Kawa' });
  });

  it('answers invalid JSON with 400 ValidationError', async () => {
    const { app } = setup();
    await expectErrorShape(await app.request('/api/test/echo', postJson('{"title": ')), 400, 'ValidationError');
  });

  it('answers a body that breaks the schema with a message naming the field', async () => {
    const { app } = setup();
    const body = await expectErrorShape(await app.request('/api/test/echo', postJson('{"title":"ab"}')), 400, 'ValidationError');
    expect(body.message).toContain('title');
    const missing = await expectErrorShape(await app.request('/api/test/echo', postJson('{}')), 400, 'ValidationError');
    expect(missing.message).toContain('title');
  });

  it('refuses a body that is not declared as JSON', async () => {
    const { app } = setup();
    const res = await app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"title":"Kawa"}',
    });
    await expectErrorShape(res, 400, 'ValidationError');
  });

  it('answers a body over 1 MB with 413 PayloadTooLarge', async () => {
    const { app } = setup();
    const big = JSON.stringify({ title: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    const declared = await app.request('/api/test/echo', postJson(big, { 'Content-Length': String(Buffer.byteLength(big)) }));
    await expectErrorShape(declared, 413, 'PayloadTooLarge');
    // Without a Content-Length the limit is enforced while reading.
    const streamed = await app.request('/api/test/echo', postJson(big));
    await expectErrorShape(streamed, 413, 'PayloadTooLarge');
  });

  it('accepts a body just under the limit', async () => {
    const { app } = setup();
    const body = JSON.stringify({ title: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 100) });
    expect((await app.request('/api/test/echo', postJson(body))).status).toBe(200);
  });

  it('answers JSON nested deeper than the 64 levels a body may have with 400 ValidationError, never a stack overflow', async () => {
    const { app } = setup();
    const depth = 100_000;
    // 300 kB, well under the body limit: deep arrays, deep objects, and a NUL string at the bottom of a deep array.
    const bodies = [
      `{"title":"Kawa","x":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      `{"title":"Kawa","x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
      `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    ];
    for (const body of bodies) {
      const answer = await expectErrorShape(await app.request('/api/test/echo', postJson(body)), 400, 'ValidationError');
      expect(answer.message).toContain('64');
    }
    // A real route answers the same.
    const deep = `{"email":"a@b.pl","password":"secret1","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    await expectErrorShape(await app.request('/api/auth/login', postJson(deep)), 400, 'ValidationError');
  });

  it('still reads a body nested exactly 64 levels deep, and refuses one of 65', async () => {
    const { app } = setup();
    // The body itself is the first level, so `x` holds 63 more.
    const nested = (levels: number) => `{"title":"Kawa","x":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const res = await app.request('/api/test/echo', postJson(nested(64)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: 'Kawa' });
    await expectErrorShape(await app.request('/api/test/echo', postJson(nested(65))), 400, 'ValidationError');
  });

  it('answers a bug with 500 InternalError without stack or SQL, and logs it with the request id', async () => {
    const { app, logger } = setup();
    const res = await app.request('/api/test/bug', { headers: { 'X-Request-Id': 'req-bug-1' } });
    const body = await expectErrorShape(res, 500, 'InternalError');
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/SELECT|password_hash|relation|at .*\.ts/);
    expect(res.headers.get('x-request-id')).toBe('req-bug-1');

    const logged = logger.records.find((r) => r.level === 'error');
    expect(logged?.fields.requestId).toBe('req-bug-1');
    expect(String(logged?.fields.stack)).toContain('password_hash');
  });
});

describe('request log', () => {
  it('writes one line per request with method, path, status, ms and request id, never the Authorization header', async () => {
    const { app, logger } = setup();
    await app.request('/api/unknown?token=abc', { headers: { Authorization: 'Bearer secret-token', 'X-Request-Id': 'req-42' } });
    const lines = logger.records.filter((r) => r.message === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({ method: 'GET', path: '/api/unknown', status: 401, id: 'req-42' });
    expect(typeof lines[0]?.fields.ms).toBe('number');
    expect(JSON.stringify(logger.records)).not.toMatch(/secret-token|token=abc/);
  });

  it('escapes control characters of the path, so a request cannot recolour, erase or hide lines of the terminal', async () => {
    const lines: string[] = [];
    const app = createApp({
      db: noDb,
      env: testEnv(),
      mediaDir: mkdtempSync(join(tmpdir(), 'errors-media-')),
      logger: createLogger('info', (line) => lines.push(line)),
    });
    await app.request('/api/%1b[2J%1b[31mred%00nul%c2%9bcsi%e2%80%a8next%e2%80%aeevil%7f', { headers: { 'X-Request-Id': 'req-ansi' } });
    const [line] = lines.filter((l) => l.includes('req-ansi'));
    expect(line).toBeDefined();
    for (const raw of ['\u001b', '\u0000', '\u009b', '\u2028', '\u202e', '\u007f']) expect(line).not.toContain(raw);
    // Quoted, as any value with a line break is.
    expect(line).toContain('path="/api/\\x1b[2J\\x1b[31mred\\x00nul\\x9bcsi\\u2028next\\u202eevil\\x7f"');
  });

  it('escapes control characters in the message and every field of a log line, and a backslash so escapes are unambiguous', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    logger.warn('odd\u001b[0m', { 'k\u0007': 'a\u2029b', stack: 'Error: x\n    at y', backslash: 'C:\\x1b', tab: 'a\tb', ok: 'plain' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\S+ WARN odd\\x1b\[0m k\\x07="a\\u2029b" stack="Error: x\\n {4}at y" backslash=C:\\\\x1b tab="a\\tb" ok=plain$/,
    );
  });

  it('generates a request id when none is sent', async () => {
    const { app } = setup();
    const res = await app.request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{16,}$/);
  });
});
