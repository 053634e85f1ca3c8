import { describe, expect, it } from 'vitest';
import type { PublicLog } from '@/shared/schemas/moderation';
import { createComment, createDeal, createUser, expectError, send } from '../helpers/community-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();

describe('GET /api/moderation/log', () => {
  it('lists every decision without sign-in, with the role but no account, a link only while the item is visible, and monthly counts', async () => {
    const author = await createUser(server.db);
    const reporter = await createUser(server.db);
    const hiddenDeal = await createDeal(server.db, author.id, { title: 'Logged hidden deal' });
    const keptDeal = await createDeal(server.db, author.id, { title: 'Logged kept deal' });
    const commentId = await createComment(server.db, keptDeal, author.id);
    const reported = await send(server.app, 'POST', '/api/reports/', {
      auth: reporter.auth,
      body: { entity_type: 'deal', entity_id: hiddenDeal, reason: 'spam', description: 'this is spam only' },
    });
    expect(reported.status).toBe(201);
    const decide = (auth: Record<string, string>, body: unknown) => send(server.app, 'POST', '/api/moderation/decisions', { auth, body });
    expect(
      (
        await decide(server.moderator.auth, {
          entity_type: 'deal',
          entity_id: hiddenDeal,
          action: 'hide',
          reason: 'Spam.',
          rule: 'prohibited',
        })
      ).status,
    ).toBe(201);
    expect((await decide(server.admin.auth, { entity_type: 'deal', entity_id: keptDeal, action: 'dismiss' })).status).toBe(201);
    expect(
      (
        await decide(server.admin.auth, {
          entity_type: 'comment',
          entity_id: commentId,
          action: 'hide',
          reason: 'Insult.',
          rule: 'comments',
        })
      ).status,
    ).toBe(201);

    const res = await send(server.app, 'GET', '/api/moderation/log');
    expect(res.status).toBe(200);
    const log = (await res.json()) as PublicLog;
    expect(log.data.slice(0, 3)).toEqual([
      {
        id: expect.any(Number),
        decided_at: expect.any(String),
        action: 'hide',
        entity_type: 'comment',
        entity_id: commentId,
        url: null,
        rule: 'comments',
        reason: 'Insult.',
        decided_by: 'admin',
        automated: false,
      },
      expect.objectContaining({
        action: 'dismiss',
        entity_type: 'deal',
        entity_id: keptDeal,
        url: `/deals/${keptDeal}`,
        decided_by: 'admin',
      }),
      expect.objectContaining({
        action: 'hide',
        entity_type: 'deal',
        entity_id: hiddenDeal,
        url: null,
        reason: 'Spam.',
        decided_by: 'moderator',
      }),
    ]);
    expect(log.metadata.count).toBe(3);
    expect(log.monthly).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), counts: { hide: 2, dismiss: 1 } }]);
    const text = JSON.stringify(log);
    const publicKeys = ['action', 'automated', 'decided_at', 'decided_by', 'entity_id', 'entity_type', 'id', 'reason', 'rule', 'url'];
    for (const entry of log.data) expect(Object.keys(entry).sort()).toEqual(publicKeys);
    expect(text).not.toContain('@example.com');
  });

  it('tells that an account was suspended without naming it, and links a comment only by its own id', async () => {
    const member = await createUser(server.db);
    const author = await createUser(server.db);
    const deal = await createDeal(server.db, author.id, { title: 'Deal whose id equals no account' });
    const suspended = await send(server.app, 'POST', '/api/moderation/sanctions', {
      auth: server.moderator.auth,
      body: { user_id: member.id, days: 3, reason: 'Repeated spam in comments.' },
    });
    expect(suspended.status).toBe(201);
    const log = (await (await send(server.app, 'GET', '/api/moderation/log')).json()) as PublicLog;
    expect(log.data[0]).toEqual(
      expect.objectContaining({ action: 'suspend', entity_type: 'user', entity_id: null, url: null, decided_by: 'moderator' }),
    );
    expect(JSON.stringify(log.data[0])).not.toContain(`/profile/`);
    expect(deal).toBeGreaterThan(0);
  });

  it('validates paging with a ValidationError', async () => {
    await expectError(await send(server.app, 'GET', '/api/moderation/log?page=0'), 400, 'ValidationError');
  });
});
