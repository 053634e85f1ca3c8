import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, deals, moderationAudit, users, watchedWords } from '@/server/db/schema';
import { contentLists, contentListsCache, WordMatcher } from '@/server/services/watched-words';
import type { DealDetail } from '@/shared/schemas/deal';
import type { WatchedWords } from '@/shared/schemas/moderation-content';
import { createDeal, createUser, expectError, send, type TestUser } from '../helpers/community-fixtures';
import { dealBody, expectRefused, postDeal, postedDeal, setWatchedWords } from './content-fixtures';
import { useModerationServer } from './moderation-server';

const server = useModerationServer();

const getWords = (user?: TestUser) => send(server.app, 'GET', '/api/moderation/watched-words', user ? { auth: user.auth } : {});
const putWords = (body: unknown, user?: TestUser) =>
  send(server.app, 'PUT', '/api/moderation/watched-words', { ...(user ? { auth: user.auth } : {}), body });

describe('GET and PUT /api/moderation/watched-words', () => {
  it('lets operators read the list and only admins replace it: guests 401, members 403, moderators 403 on PUT', async () => {
    const body = { words: [{ word: 'zakazane', action: 'block' }] };
    await expectError(await getWords(), 401, 'Unauthorized');
    await expectError(await getWords(server.member), 403, 'Forbidden');
    await expectError(await putWords(body), 401, 'Unauthorized');
    await expectError(await putWords(body, server.member), 403, 'Forbidden');
    await expectError(await putWords(body, server.moderator), 403, 'Forbidden');
    expect((await putWords(body, server.admin)).status).toBe(200);
    const read = await getWords(server.moderator);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toContain('no-store');
    expect(await read.json()).toEqual({ words: [{ word: 'zakazane', action: 'block' }] });
  });

  it('stores words folded (lowercase, no Polish diacritics), once each with block winning, replaces the list and audits it', async () => {
    await setWatchedWords(server.app, server.admin, [{ word: 'stare', action: 'block' }]);
    const res = await putWords(
      {
        words: [
          { word: '  ŻÓŁW  ', action: 'review' },
          { word: 'Śmieć Totalny', action: 'block' },
          { word: 'zolw', action: 'block' },
          { word: 'Pół-Darmo', action: 'review' },
        ],
      },
      server.admin,
    );
    expect(res.status).toBe(200);
    const expected: WatchedWords = {
      words: [
        { word: 'pol-darmo', action: 'review' },
        { word: 'smiec totalny', action: 'block' },
        { word: 'zolw', action: 'block' },
      ],
    };
    expect(await res.json()).toEqual(expected);
    expect(await (await getWords(server.admin)).json()).toEqual(expected);
    const audits = await server.db
      .select()
      .from(moderationAudit)
      .where(and(eq(moderationAudit.action, 'watched_words.replace'), eq(moderationAudit.actorId, server.admin.id)));
    expect(audits.at(-1)).toMatchObject({
      actorRole: 'admin',
      entityType: 'watched_words',
      before: { words: [{ word: 'stare', action: 'block' }] },
      after: expected,
    });
  });

  it('refuses a bad body with a 400 that says what is wrong, and keeps the list', async () => {
    await setWatchedWords(server.app, server.admin, [{ word: 'bez zmian', action: 'review' }]);
    for (const [body, says] of [
      [{}, 'words'],
      [{ words: 'kurwa' }, 'words must be a list'],
      [{ words: [{ word: 'x', action: 'block' }] }, 'at least 2 characters'],
      [{ words: [{ word: 'zły<b>', action: 'block' }] }, 'letters, digits'],
      [{ words: [{ word: 'słowo', action: 'ban' }] }, 'action must be block or review'],
      [{ words: [{ word: 'a'.repeat(65), action: 'block' }] }, 'at most 64'],
      [{ words: Array.from({ length: 2001 }, (_, i) => ({ word: `slowo${i}`, action: 'block' })) }, 'at most 2000'],
    ] as const) {
      const message = await expectError(await putWords(body, server.admin), 400, 'ValidationError');
      expect(message).toContain(says);
    }
    expect(await (await getWords(server.admin)).json()).toEqual({ words: [{ word: 'bez zmian', action: 'review' }] });
  });
});

describe('the list as each instance knows it', () => {
  it('is read again within 3 s, so a PUT answered by another instance is seen here within seconds', async () => {
    await setWatchedWords(server.app, server.admin, []);
    const start = Date.now();
    const lists = contentListsCache();
    expect((await contentLists(server.db, lists, start)).words).toEqual([]);
    // Another instance's PUT: the table changes, this process is not told.
    await server.db.insert(watchedWords).values({ word: 'inna instancja', action: 'block' });
    expect((await contentLists(server.db, lists, start + 1_000)).words).toEqual([]);
    expect((await contentLists(server.db, lists, start + 3_000)).words).toEqual([{ word: 'inna instancja', action: 'block' }]);
  });
});

describe('matching', () => {
  const matcher = new WordMatcher([
    { word: 'kurwa', action: 'block' },
    { word: 'ass', action: 'block' },
    { word: 'darmowe pieniadze', action: 'review' },
    { word: 'e-papieros', action: 'review' },
  ]);

  it('ignores case and Polish diacritics, on whole words only', () => {
    expect(matcher.find('KURWA!').block).toEqual(['kurwa']);
    expect(matcher.find('Ty kurwą jesteś').block).toEqual(['kurwa']);
    expect(matcher.find('(kurwa)').block).toEqual(['kurwa']);
    expect(matcher.find('kurwami').block).toEqual([]);
    expect(matcher.find('Klasa premium, bass i assembly').block).toEqual([]);
    expect(matcher.find('kick-ass deal').block).toEqual(['ass']);
  });

  it('matches a multi-word entry as a phrase of consecutive words', () => {
    expect(matcher.find('DARMOWE  pieniądze tutaj').review).toEqual(['darmowe pieniadze']);
    expect(matcher.find('darmowe, ale nie pieniądze').review).toEqual([]);
    expect(matcher.find('Nowy E-PAPIEROS').review).toEqual(['e-papieros']);
    expect(matcher.find('e papieros').review).toEqual(['e-papieros']);
    expect(matcher.find('e-papierosy').review).toEqual([]);
  });
});

describe('blocked words refuse deals, comments and usernames', () => {
  let poster: TestUser;
  beforeAll(async () => {
    await setWatchedWords(server.app, server.admin, [
      { word: 'Kurwa', action: 'block' },
      { word: 'ass', action: 'block' },
      { word: 'darmowe pieniądze', action: 'review' },
    ]);
    poster = await createUser(server.db);
  });

  it('refuses a deal whose title or description holds a blocked word, naming the rule but never the word', async () => {
    const titled = await postDeal(server.app, poster, dealBody({ title: 'Tani telewizor, KURWĄ nie jest' }));
    const message = await expectRefused(titled, 'prohibited', 'title');
    expect(message).toContain('/publication-rules#prohibited');
    expect(message.toLowerCase()).not.toContain('kurw');
    await expectRefused(await postDeal(server.app, poster, dealBody({ description: 'Super! kurwa.' })), 'prohibited', 'description');
    const [row] = await server.db.select({ id: deals.id }).from(deals).where(eq(deals.description, '<p>Super! kurwa.</p>'));
    expect(row).toBeUndefined();
  });

  it('accepts words that only contain a blocked one ("ass" in "klasa")', async () => {
    const deal = await postedDeal(
      server.app,
      poster,
      dealBody({ title: 'Słuchawki klasa premium z basem', description: 'Kurwamać? Nie.' }),
    );
    expect(deal.moderation).toBeUndefined();
  });

  it('refuses an edit that adds a blocked word and keeps the deal as it was', async () => {
    const deal = await postedDeal(server.app, poster, dealBody({ title: 'Czajnik elektryczny' }));
    const body = dealBody({ title: 'Czajnik, kurwa, elektryczny' });
    await expectRefused(await send(server.app, 'PUT', `/api/deals/${deal.id}`, { auth: poster.auth, body }), 'prohibited', 'title');
    const read = (await (await send(server.app, 'GET', `/api/deals/${deal.id}`)).json()) as DealDetail;
    expect(read.title).toBe('Czajnik elektryczny');
  });

  it('refuses a comment with a blocked word and stores nothing', async () => {
    const dealId = await createDeal(server.db, poster.id);
    const res = await send(server.app, 'POST', `/api/deals/${dealId}/comment`, {
      auth: poster.auth,
      body: { content: 'Ale ASS z ciebie' },
    });
    const message = await expectRefused(res, 'prohibited', 'content');
    expect(message.toLowerCase()).not.toContain('ass ');
    expect(await server.db.select().from(comments).where(eq(comments.dealId, dealId))).toEqual([]);
  });

  it('refuses a sign-up or a profile change to a username with a blocked word; a name kept as it was stays allowed', async () => {
    const signUp = await send(server.app, 'POST', '/api/auth/register', {
      body: { terms_accepted: true, username: 'Kurwa_Mistrz', email: 'nowy-zly@example.com', password: 'sekret123' },
    });
    await expectRefused(signUp, 'prohibited', 'username');
    expect(await server.db.select().from(users).where(eq(users.email, 'nowy-zly@example.com'))).toEqual([]);
    const fine = await send(server.app, 'POST', '/api/auth/register', {
      body: { terms_accepted: true, username: 'Klasa_Mistrz', email: 'nowy-dobry@example.com', password: 'sekret123' },
    });
    expect(fine.status).toBe(201);

    const member = await createUser(server.db);
    const change = await send(server.app, 'PUT', '/api/users/', {
      auth: member.auth,
      body: { username: 'kurwa mać', marketing_consent: false },
    });
    await expectRefused(change, 'prohibited', 'username');
    // A name from before its word was listed is kept when the member saves other fields.
    await server.db.update(users).set({ username: 'Stary ass' }).where(eq(users.id, member.id));
    const keep = await send(server.app, 'PUT', '/api/users/', {
      auth: member.auth,
      body: { username: 'Stary ass', marketing_consent: false },
    });
    expect(keep.status).toBe(200);
  });
});
