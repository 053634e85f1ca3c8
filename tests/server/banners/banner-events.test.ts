import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerEvents, banners } from '@/server/db/schema';
import { testEnv, useTestServer } from '../helpers/app';

const server = useTestServer({ seed: true, app: { env: testEnv({ TRUST_PROXY: 'true' }) } });
let bannerId: number;

beforeAll(async () => {
  const [row] = await server.db.select({ id: banners.id }).from(banners).orderBy(asc(banners.id)).limit(1);
  bannerId = row!.id;
});

// Each address counts once per banner and event an hour, so every event here comes from another visitor.
let visitor = 0;
function post(id: number | string, body: string, contentType = 'application/json') {
  visitor += 1;
  const headers = { 'Content-Type': contentType, 'X-Forwarded-For': `192.0.${visitor >> 8}.${visitor & 255}` };
  return server.app.request(`/api/banners/${id}`, { method: 'POST', body, headers });
}

async function events(id: number): Promise<{ type: string; n: number }[]> {
  return server.db
    .select({ type: bannerEvents.eventType, n: sql<number>`count(*)::int` })
    .from(bannerEvents)
    .where(eq(bannerEvents.bannerId, id))
    .groupBy(bannerEvents.eventType)
    .orderBy(bannerEvents.eventType);
}

async function expectError(res: Response, status: number, errorCode: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
  return body;
}

describe('POST /api/banners/:id', () => {
  it('records one row per impression and per click and answers 204 without a body', async () => {
    expect(await events(bannerId)).toEqual([]);
    for (const event of ['impression', 'impression', 'click']) {
      const res = await post(bannerId, JSON.stringify({ event }));
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    expect(await events(bannerId)).toEqual([
      { type: 'click', n: 1 },
      { type: 'impression', n: 2 },
    ]);
  });

  it('accepts the path with a trailing slash', async () => {
    const before = (await events(bannerId)).find((e) => e.type === 'click')?.n ?? 0;
    const res = await post(`${bannerId}/`, JSON.stringify({ event: 'click' }));
    expect(res.status).toBe(204);
    expect((await events(bannerId)).find((e) => e.type === 'click')?.n).toBe(before + 1);
  });

  it('answers 404 NotFound for an unknown banner and records nothing', async () => {
    const [before] = await server.db.select({ n: sql<number>`count(*)::int` }).from(bannerEvents);
    const body = await expectError(await post(999999, JSON.stringify({ event: 'click' })), 404, 'NotFound');
    expect(body.message).toContain('999999');
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(bannerEvents);
    expect(after?.n).toBe(before?.n);
  });

  it.each([
    ['an unknown event', JSON.stringify({ event: 'hover' })],
    ['a missing event', JSON.stringify({})],
    ['a non-string event', JSON.stringify({ event: 1 })],
    ['an array body', JSON.stringify(['click'])],
    ['invalid JSON', '{"event":'],
  ])('refuses %s with 400 ValidationError and records nothing', async (_label, body) => {
    const before = await events(bannerId);
    await expectError(await post(bannerId, body), 400, 'ValidationError');
    expect(await events(bannerId)).toEqual(before);
  });

  it('names the allowed events when the event is wrong', async () => {
    const body = await expectError(await post(bannerId, JSON.stringify({ event: 'hover' })), 400, 'ValidationError');
    expect(body.message).toContain('impression');
  });

  it('refuses a body that is not JSON by its content type', async () => {
    await expectError(await post(bannerId, 'event=click', 'application/x-www-form-urlencoded'), 400, 'ValidationError');
  });

  it.each(['abc', '0', '-1'])('refuses banner id %s with 400 ValidationError', async (id) => {
    await expectError(await post(id, JSON.stringify({ event: 'click' })), 400, 'ValidationError');
  });
});
