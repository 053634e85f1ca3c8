import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals, inboxItems, users } from '@/server/db/schema';
import { memoryMailer, type Mail, type Mailer } from '@/server/mail/mailer';
import { sendDueDigests } from '@/server/services/alert-digest';
import { onDealCreated } from '@/server/services/alert-triggers';
import { nextWarsawClock } from '@/shared/warsaw-day';
import { useTestServer } from '../helpers/app';
import { call, createDeal, createUser, type TestUser } from '../helpers/rewards-fixtures';

const server = useTestServer();
const ORIGIN = 'https://okazje.example';

async function digestReader(locale: 'pl' | 'en', keyword: string, digestHour?: number): Promise<TestUser & { email: string }> {
  const user = await createUser(server.db);
  await call(server.app, 'POST', '/api/users/alerts', { user, body: { keyword } });
  const res = await call(server.app, 'PUT', '/api/users/notification-settings', {
    user,
    body: { quiet_hours: null, email_digest: true, locale, ...(digestHour === undefined ? {} : { digest_hour: digestHour }) },
  });
  expect(res.status).toBe(200);
  const [row] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row?.email ?? '' };
}

/** A deal by someone else, matched by the alerts as a posted deal is (the trigger runs in the deal's transaction). */
async function matchingDeal(title: string): Promise<number> {
  const poster = await createUser(server.db);
  const id = await createDeal(server.db, poster.id, title);
  await server.db.transaction((tx) => onDealCreated(tx, id));
  await server.drainAlertJobs();
  return id;
}

const mailsTo = (mails: Mail[], email: string) => mails.filter((mail) => mail.to === email);

describe('daily e-mail digest of alert matches', () => {
  it('mails each opted-in member once a day at 08:00 Warsaw time, with the matches since the last digest', async () => {
    const reader = await digestReader('pl', 'odkurzacz');
    const id = await matchingDeal('Odkurzacz Dyson V15 za 2199 zł');
    const mailer = memoryMailer();
    const eight = nextWarsawClock(new Date(), 8 * 60);

    await sendDueDigests(server.db, mailer, ORIGIN, new Date(eight.getTime() - 5 * 60_000));
    expect(mailsTo(mailer.sent, reader.email)).toEqual([]);

    const at = new Date(eight.getTime() + 5 * 60_000);
    await sendDueDigests(server.db, mailer, ORIGIN, at);
    const [mail] = mailsTo(mailer.sent, reader.email);
    expect(mail?.subject).toBe('1 nowa okazja dla Ciebie');
    expect(mail?.text).toContain('Odkurzacz Dyson V15 za 2199 zł');
    expect(mail?.text).toContain(`${ORIGIN}/deals/${id}/odkurzacz-dyson-v15-za-2199-zl`);
    expect(mail?.html).toContain(`<a href="${ORIGIN}/deals/${id}/odkurzacz-dyson-v15-za-2199-zl">Odkurzacz Dyson V15 za 2199 zł</a>`);
    expect(mail?.text).toContain(`${ORIGIN}/account/alerts`);

    // Later the same day: nothing more. The next day without new matches: no empty mail.
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(at.getTime() + 3_600_000));
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(at.getTime() + 24 * 3_600_000));
    expect(mailsTo(mailer.sent, reader.email)).toHaveLength(1);
  });

  it('counts a late digest from the previous 08:00, so a match just after yesterday’s clock is not lost', async () => {
    const reader = await digestReader('pl', 'kosiarka');
    await matchingDeal('Kosiarka Husqvarna za 899 zł');
    const eight = nextWarsawClock(new Date(), 8 * 60);
    // The match came a minute after the previous digest clock; today's digest runs five minutes late.
    await server.db
      .update(inboxItems)
      .set({ createdAt: new Date(eight.getTime() - 24 * 3_600_000 + 60_000) })
      .where(eq(inboxItems.userId, reader.id));
    const mailer = memoryMailer();
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(eight.getTime() + 5 * 60_000));
    expect(mailsTo(mailer.sent, reader.email).map((mail) => mail.subject)).toEqual(['1 nowa okazja dla Ciebie']);
  });

  it('writes in the member’s language, and sends nothing to members who did not opt in', async () => {
    const reader = await digestReader('en', 'pralka');
    const bystander = await createUser(server.db);
    await call(server.app, 'POST', '/api/users/alerts', { user: bystander, body: { keyword: 'pralka' } });
    await matchingDeal('Pralka Bosch Serie 6 za 1799 zł');
    await matchingDeal('Pralka Samsung za 1299 zł');
    const mailer = memoryMailer();
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(nextWarsawClock(new Date(), 8 * 60).getTime() + 60_000));
    expect(mailsTo(mailer.sent, reader.email).map((mail) => mail.subject)).toEqual(['2 new deals for you']);
    expect(mailer.sent.map((mail) => mail.to)).not.toContain(
      (await server.db.select({ email: users.email }).from(users).where(eq(users.id, bystander.id)))[0]?.email,
    );
  });

  it('gives the day’s digest back when the mail fails, so the next minute sends it', async () => {
    const reader = await digestReader('pl', 'hulajnoga');
    await matchingDeal('Hulajnoga elektryczna Xiaomi za 1499 zł');
    const at = new Date(nextWarsawClock(new Date(), 8 * 60).getTime() + 60_000);
    const failing: Mailer = {
      send: (mail) => (mail.to === reader.email ? Promise.reject(new Error('SMTP down')) : Promise.resolve()),
    };
    expect((await sendDueDigests(server.db, failing, ORIGIN, at)).failed).toBeGreaterThanOrEqual(1);
    const mailer = memoryMailer();
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(at.getTime() + 60_000));
    expect(mailsTo(mailer.sent, reader.email).map((mail) => mail.subject)).toEqual(['1 nowa okazja dla Ciebie']);
  });

  it('goes out at the hour the member picked, Warsaw time', async () => {
    const evening = await digestReader('pl', 'hulajnoga', 19);
    const morning = await digestReader('pl', 'hulajnoga');
    expect(await (await call(server.app, 'GET', '/api/users/notification-settings', { user: evening })).json()).toMatchObject({
      email_digest: true,
      digest_hour: 19,
    });
    await matchingDeal('Hulajnoga Xiaomi 4 Pro');
    const mailer = memoryMailer();
    const seven = nextWarsawClock(new Date(), 19 * 60);
    const morningAt = new Date(seven.getTime() - 11 * 3_600_000 + 5 * 60_000);
    // The match came at 07:05 that day: between 08:05 and 19:00 Warsaw time that morning is already past, and a match
    // made now would be after the morning's digest.
    await server.db
      .update(inboxItems)
      .set({ createdAt: new Date(morningAt.getTime() - 3_600_000) })
      .where(inArray(inboxItems.userId, [morning.id, evening.id]));

    // At 08:05 the morning reader's digest goes; the evening reader's waits for 19:00.
    await sendDueDigests(server.db, mailer, ORIGIN, morningAt);
    expect(mailsTo(mailer.sent, morning.email)).toHaveLength(1);
    expect(mailsTo(mailer.sent, evening.email)).toEqual([]);
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(seven.getTime() - 60_000));
    expect(mailsTo(mailer.sent, evening.email)).toEqual([]);
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(seven.getTime() + 60_000));
    expect(mailsTo(mailer.sent, evening.email)).toHaveLength(1);
    expect(mailsTo(mailer.sent, morning.email)).toHaveLength(1);
  });

  it('refuses an hour that is not a whole hour of the day', async () => {
    const user = await createUser(server.db);
    for (const bad of [-1, 24, 7.5, '8', null]) {
      const res = await call(server.app, 'PUT', '/api/users/notification-settings', {
        user,
        body: { quiet_hours: null, email_digest: true, digest_hour: bad },
      });
      expect(res.status, String(bad)).toBe(400);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('ValidationError');
    }
  });

  it('leaves out deals that have ended by sending time', async () => {
    const reader = await digestReader('pl', 'namiot');
    const ended = await matchingDeal('Namiot Coleman już po promocji');
    await matchingDeal('Namiot Quechua 2 Seconds');
    const at = new Date(nextWarsawClock(new Date(), 8 * 60).getTime() + 60_000);
    await server.db
      .update(deals)
      .set({ expiresAt: new Date(at.getTime() - 30 * 60_000) })
      .where(eq(deals.id, ended));
    const mailer = memoryMailer();
    await sendDueDigests(server.db, mailer, ORIGIN, at);
    const [mail] = mailsTo(mailer.sent, reader.email);
    expect(mail?.text).toContain('Namiot Quechua 2 Seconds');
    expect(mail?.text).not.toContain('Namiot Coleman');
    expect(mail?.subject).toBe('1 nowa okazja dla Ciebie');
  });

  it('leads each deal with its discount against the 30-day low, never the advertised one', async () => {
    const reader = await digestReader('pl', 'ekspres');
    const id = await matchingDeal('Ekspres DeLonghi Magnifica za 1100 zł');
    // Advertised -45% off 2000 zł, while the deal's own 30-day low was 1200 zł: the honest figure is -8%.
    await server.db.update(deals).set({ newPrice: 110000, oldPrice: 200000, discount: 45, lowestPrice30d: 120000 }).where(eq(deals.id, id));
    const mailer = memoryMailer();
    await sendDueDigests(server.db, mailer, ORIGIN, new Date(nextWarsawClock(new Date(), 8 * 60).getTime() + 60_000));
    const [mail] = mailsTo(mailer.sent, reader.email);
    expect(mail?.text).toContain('-8% wobec najniższej ceny z 30 dni');
    expect(mail?.text).not.toContain('45%');
  });
});
