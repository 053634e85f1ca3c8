import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, reports } from '@/server/db/schema';
import { EXPIRED_REPORT } from '@/shared/schemas/community';
import { RATE_LIMITS } from '@/server/platform/rate-limits';
import { addToWindow } from '@/server/services/rate-limit-store';
import type { StoredReport } from '@/server/services/reports';
import { useTestServer } from '../helpers/app';
import { createComment, createDeal, createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';

const server = useTestServer();
let author: TestUser;
let reporter: TestUser;

beforeAll(async () => {
  author = await createUser(server.db);
  reporter = await createUser(server.db);
});

const report = (user: TestUser | null, body: unknown) =>
  send(server.app, 'POST', '/api/reports/', { ...(user ? { auth: user.auth } : {}), body });

async function storedReports(entityType: 'deal' | 'comment', entityId: number) {
  return server.db
    .select({ userId: reports.userId, reason: reports.reason, description: reports.description })
    .from(reports)
    .where(and(eq(reports.entityType, entityType), eq(reports.entityId, entityId)));
}

describe('POST /api/reports/', () => {
  it('stores the deal page’s expired report and answers 201 with it', async () => {
    const dealId = await createDeal(server.db, author.id);
    const res = await report(reporter, { entity_id: dealId, entity_type: 'deal', ...EXPIRED_REPORT });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      entity_id: dealId,
      entity_type: 'deal',
      reason: 'expired',
      description: 'deal is expired',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await storedReports('deal', dealId)).toEqual([{ userId: reporter.id, reason: 'expired', description: 'deal is expired' }]);
  });

  it('counts repeated reports of one entity by one user once, answering the first report', async () => {
    const dealId = await createDeal(server.db, author.id);
    const commentId = await createComment(server.db, dealId, author.id);
    const first = await report(reporter, { entity_id: commentId, entity_type: 'comment', reason: 'spam', description: 'buy my stuff now' });
    expect(first.status).toBe(201);
    const firstBody = (await first.json()) as StoredReport;
    const again = await report(reporter, {
      entity_id: commentId,
      entity_type: 'comment',
      reason: 'offensive',
      description: 'changed my mind',
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        report(reporter, { entity_id: commentId, entity_type: 'comment', reason: 'spam', description: 'buy my stuff now' }),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await storedReports('comment', commentId)).toHaveLength(1);
    // Another user's report of the same comment is a report of its own.
    const other = await createUser(server.db);
    expect(
      (await report(other, { entity_id: commentId, entity_type: 'comment', reason: 'other', description: 'something else' })).status,
    ).toBe(201);
    expect(await storedReports('comment', commentId)).toHaveLength(2);
  });

  it('lets users report their own content', async () => {
    const dealId = await createDeal(server.db, author.id);
    expect(
      (await report(author, { entity_id: dealId, entity_type: 'deal', reason: 'duplicate', description: 'posted it twice' })).status,
    ).toBe(201);
  });

  it('answers 404 when the reported deal or comment does not exist or the comment was removed', async () => {
    const body = { reason: 'spam', description: 'spam spam spam' };
    await expectError(await report(reporter, { entity_id: 999999, entity_type: 'deal', ...body }), 404, 'NotFound');
    await expectError(await report(reporter, { entity_id: 999999, entity_type: 'comment', ...body }), 404, 'NotFound');
    const dealId = await createDeal(server.db, author.id);
    const commentId = await createComment(server.db, dealId, author.id);
    await server.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, commentId));
    await expectError(await report(reporter, { entity_id: commentId, entity_type: 'comment', ...body }), 404, 'NotFound');
    // A deal id is not a comment id: the type decides which table is checked.
    await expectError(await report(reporter, { entity_id: dealId, entity_type: 'comment', ...body }), 404, 'NotFound');
  });

  it('validates with the shared report schema', async () => {
    // An account of its own: the reports of the tests above already come close to the per-account limit.
    const reporter = await createUser(server.db);
    const dealId = await createDeal(server.db, author.id);
    const valid = { entity_id: dealId, entity_type: 'deal', reason: 'spam', description: 'exactly8' };
    const cases: [unknown, string][] = [
      [{ ...valid, reason: 'boring' }, 'Reason is required'],
      [{ ...valid, description: 'short' }, 'between 8 and 500'],
      [{ ...valid, description: 'x'.repeat(501) }, 'between 8 and 500'],
      [{ ...valid, description: '        ' }, 'Description is required'],
      [{ ...valid, entity_type: 'user' }, 'entity_type'],
      [{ ...valid, entity_id: '1' }, 'entity_id'],
      [{ ...valid, description: 'nul \u0000 inside' }, 'NUL'],
    ];
    for (const [body, message] of cases) {
      expect(await expectError(await report(reporter, body), 400, 'ValidationError')).toContain(message);
    }
    expect(await storedReports('deal', dealId)).toEqual([]);
    expect((await report(reporter, valid)).status).toBe(201);
  });

  it('answers 401 to a guest', async () => {
    const dealId = await createDeal(server.db, author.id);
    await expectError(await report(null, { entity_id: dealId, entity_type: 'deal', ...EXPIRED_REPORT }), 401, 'Unauthorized');
  });

  describe('per-account limits', () => {
    const spam = (entityId: number) => ({ entity_id: entityId, entity_type: 'deal', reason: 'spam', description: 'spam spam spam' });

    it('answers 429 with Retry-After past 10 reports in 10 minutes, storing nothing more', async () => {
      const user = await createUser(server.db);
      const dealIds = await Promise.all(Array.from({ length: 12 }, () => createDeal(server.db, author.id)));
      for (const dealId of dealIds.slice(0, 10)) expect((await report(user, spam(dealId))).status).toBe(201);
      const refused = await report(user, spam(dealIds[10] ?? 0));
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      await expectError(refused, 429, 'TooManyRequests');
      expect(await storedReports('deal', dealIds[10] ?? 0)).toEqual([]);
      // The limit is the account's own: another member still reports.
      expect((await report(await createUser(server.db), spam(dealIds[11] ?? 0))).status).toBe(201);
    });

    it('answers 429 once the account has sent its daily reports', async () => {
      const user = await createUser(server.db);
      const [burst, daily] = RATE_LIMITS.userActions.report;
      expect(burst?.limit).toBeLessThan(daily?.limit ?? 0);
      // The day's earlier reports, spread over many bursts, as the limiter counts them.
      await addToWindow(server.db, `action:report:${daily?.windowMs}:user:${user.id}`, daily?.windowMs ?? 0, daily?.limit ?? 0);
      await expectError(await report(user, spam(await createDeal(server.db, author.id))), 429, 'TooManyRequests');
    });

    it('does not count replayed or malformed reports', async () => {
      const user = await createUser(server.db);
      const dealId = await createDeal(server.db, author.id);
      for (let i = 0; i < 15; i += 1) {
        const res = await send(server.app, 'POST', '/api/reports/', {
          auth: user.auth,
          body: spam(dealId),
          headers: { 'Idempotency-Key': 'replayed-report-1' },
        });
        expect(res.status).toBe(201);
      }
      for (let i = 0; i < 15; i += 1) await expectError(await report(user, { ...spam(dealId), reason: 'boring' }), 400, 'ValidationError');
      const dealIds = await Promise.all(Array.from({ length: 9 }, () => createDeal(server.db, author.id)));
      for (const id of dealIds) expect((await report(user, spam(id))).status).toBe(201);
    });
  });
});
