import { sql } from 'drizzle-orm';
import { FAVOURITE_REMINDERS } from '@/shared/constants';
import { queryRows, type Db } from '../db/client';
import { queuePushesOfTold } from './inbox';
import { notModerationHiddenAs } from './moderation-visibility';

const HOUR_MS = 3_600_000;

/**
 * Reminds members of the deals they saved that are about to end: an inbox item and a push when a deal has at most 24
 * hours left, and another at 2 hours (FAVOURITE_REMINDERS). Each reminder comes once per member and deal (the inbox's
 * unique member, deal and trigger), a deal with less time left than the next reminder's window gets only that one,
 * and none comes for a deal that has ended, that the public no longer sees, that the member hid, or to a member who
 * turned reminders off or deleted the account. Run every minute; `now` is the clock it judges by. Each item queues one
 * push per device of its member in the same statement, as the alerts do.
 */
export async function sendDueReminders(db: Db, now: Date): Promise<number> {
  let told = 0;
  for (const [index, reminder] of FAVOURITE_REMINDERS.entries()) {
    const within = new Date(now.getTime() + reminder.hours * HOUR_MS);
    // The next (shorter) reminder's window is its own: a deal already inside it is left to that reminder.
    const next = FAVOURITE_REMINDERS[index + 1];
    const after = next ? new Date(now.getTime() + next.hours * HOUR_MS) : now;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`
      with told as (
        insert into inbox_items (user_id, market_id, deal_id, trigger)
        select f.user_id, d.market_id, d.id, ${reminder.trigger}
        from favourites f
        join deals d on d.id = f.deal_id
        join users u on u.id = f.user_id and u.deleted_at is null
        left join notification_settings n on n.user_id = f.user_id
        where f.user_id is not null
          and d.expires_at > ${after.toISOString()}::timestamptz and d.expires_at <= ${within.toISOString()}::timestamptz
          and not d.is_hidden and ${notModerationHiddenAs('d')}
          and coalesce(n.favourite_reminders, true)
          and not exists (select 1 from hidden_deals h where h.user_id = f.user_id and h.deal_id = d.id)
        on conflict do nothing
        returning id, user_id
      ),
      pushed as (
        ${queuePushesOfTold}
      )
      select id from told`,
    );
    told += rows.length;
  }
  return told;
}
