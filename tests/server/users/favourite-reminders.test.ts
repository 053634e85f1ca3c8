import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals, favourites, hiddenDeals, inboxItems, pushOutbox, pushSubscriptions, users } from '@/server/db/schema';
import { dealPayload } from '@/server/push/payloads';
import { sendDueReminders } from '@/server/services/favourite-reminders';
import { unreadItemsByIds } from '@/server/services/inbox';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createUser, type TestUser } from '../helpers/rewards-fixtures';

const server = useTestServer();
const HOUR = 3_600_000;

/** A deal by someone else, ending `hoursLeft` after `now`, saved by `saver`. */
async function savedDeal(saver: TestUser, now: Date, hoursLeft: number): Promise<number> {
  const author = await createUser(server.db);
  const dealId = await createDeal(server.db, author.id, `Okazja kończąca się za ${hoursLeft} h`);
  await server.db
    .update(deals)
    .set({ expiresAt: new Date(now.getTime() + hoursLeft * HOUR) })
    .where(eq(deals.id, dealId));
  await server.db.insert(favourites).values({ userId: saver.id, dealId });
  return dealId;
}

const remindersOf = async (user: TestUser, dealId: number) =>
  (
    await server.db
      .select({ trigger: inboxItems.trigger })
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, user.id), eq(inboxItems.dealId, dealId)))
      .orderBy(inboxItems.id)
  ).map((row) => row.trigger);

describe('reminders of saved deals about to end', () => {
  it('reminds once at 24 hours and once at 2 hours before the end, with a push to each device, by the clock it is given', async () => {
    const member = await createUser(server.db);
    const [device] = await server.db
      .insert(pushSubscriptions)
      .values({ userId: member.id, endpoint: `https://push.example/${member.id}`, p256dh: 'key', auth: 'auth' })
      .returning({ id: pushSubscriptions.id });
    const start = new Date(Date.now() + 10 * 24 * HOUR);
    const dealId = await savedDeal(member, start, 30);

    // 30 hours left: nothing yet.
    await sendDueReminders(server.db, start);
    expect(await remindersOf(member, dealId)).toEqual([]);
    // 23 hours left: the first reminder, once however often the clock ticks.
    await sendDueReminders(server.db, new Date(start.getTime() + 7 * HOUR));
    await sendDueReminders(server.db, new Date(start.getTime() + 8 * HOUR));
    expect(await remindersOf(member, dealId)).toEqual(['ending_24h']);
    // 1.5 hours left: the second.
    await sendDueReminders(server.db, new Date(start.getTime() + 28.5 * HOUR));
    await sendDueReminders(server.db, new Date(start.getTime() + 29 * HOUR));
    expect(await remindersOf(member, dealId)).toEqual(['ending_24h', 'ending_2h']);
    // After the end: nothing more.
    await sendDueReminders(server.db, new Date(start.getTime() + 31 * HOUR));
    expect(await remindersOf(member, dealId)).toEqual(['ending_24h', 'ending_2h']);

    const pushes = await server.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.subscriptionId, device?.id ?? 0));
    expect(pushes).toHaveLength(2);

    // The inbox shows them as what they are.
    const inbox = (await (await call(server.app, 'GET', '/api/inbox', { user: member })).json()) as { data: { trigger: string }[] };
    expect(inbox.data.map((item) => item.trigger)).toEqual(['ending_2h', 'ending_24h']);
  });

  it("says in the push why it came: the member's own save, and how long is left", async () => {
    const member = await createUser(server.db);
    const now = new Date(Date.now() + 15 * 24 * HOUR);
    const dealId = await savedDeal(member, now, 20);
    await sendDueReminders(server.db, now);
    const [row] = await server.db.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.dealId, dealId));
    const [item] = await unreadItemsByIds(server.db, member.id, [row?.id ?? 0]);
    if (!item) throw new Error('the reminder is not in the inbox');
    expect(dealPayload(item, 'pl', 1, 'secret').body).toContain('Zapisana przez Ciebie · kończy się w ciągu 24 godzin');
    expect(dealPayload(item, 'en', 1, 'secret').body).toContain('Saved by you · ends within 24 hours');
  });

  it('gives a deal saved with less than 2 hours left only the 2-hour reminder', async () => {
    const member = await createUser(server.db);
    const now = new Date(Date.now() + 20 * 24 * HOUR);
    const dealId = await savedDeal(member, now, 1);
    await sendDueReminders(server.db, now);
    expect(await remindersOf(member, dealId)).toEqual(['ending_2h']);
  });

  it('reminds nobody of an ended, hidden or hidden-by-the-member deal, nor a member who turned reminders off or left', async () => {
    const now = new Date(Date.now() + 30 * 24 * HOUR);
    const [ended, hiddenByModeration, hiddenByMember, optedOut, gone, plain] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => createUser(server.db)),
    );
    const endedDeal = await savedDeal(ended!, now, -1);
    const hiddenDeal = await savedDeal(hiddenByModeration!, now, 5);
    await server.db.update(deals).set({ moderationHiddenAt: now }).where(eq(deals.id, hiddenDeal));
    const memberHidden = await savedDeal(hiddenByMember!, now, 5);
    await server.db.insert(hiddenDeals).values({ userId: hiddenByMember!.id, dealId: memberHidden });
    const optedOutDeal = await savedDeal(optedOut!, now, 5);
    const settings = await call(server.app, 'PUT', '/api/users/notification-settings', {
      user: optedOut,
      body: { quiet_hours: null, email_digest: false, favourite_reminders: false },
    });
    expect(await settings.json()).toMatchObject({ favourite_reminders: false });
    const goneDeal = await savedDeal(gone!, now, 5);
    await server.db.update(users).set({ deletedAt: now }).where(eq(users.id, gone!.id));
    const plainDeal = await savedDeal(plain!, now, 5);

    await sendDueReminders(server.db, now);
    expect(await remindersOf(ended!, endedDeal)).toEqual([]);
    expect(await remindersOf(hiddenByModeration!, hiddenDeal)).toEqual([]);
    expect(await remindersOf(hiddenByMember!, memberHidden)).toEqual([]);
    expect(await remindersOf(optedOut!, optedOutDeal)).toEqual([]);
    expect(await remindersOf(gone!, goneDeal)).toEqual([]);
    expect(await remindersOf(plain!, plainDeal)).toEqual(['ending_24h']);
  });
});
