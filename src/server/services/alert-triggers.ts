import { sql } from 'drizzle-orm';
import { ALERT_VOTE_THRESHOLDS } from '@/shared/constants';
import type { InboxTrigger } from '@/shared/schemas/rewards';
import type { Tx } from '../db/client';
import { searchableCollapsed } from '../db/search-normalize';

/** The deal title normalized like the alerts' keyword_normalized (normalizeKeyword). */
const normalizedTitle = searchableCollapsed(sql`d.title`);

/**
 * One set-based INSERT … SELECT: every alert of the deal's market whose normalized keyword occurs in the normalized
 * title (a substring match, so 'słuchawk' finds 'Słuchawki') gives its user one item; the author is not told about
 * their own deal, deleted accounts get nothing. The unique (user, deal, trigger) key with ON CONFLICT DO NOTHING
 * is what makes a trigger fire at most once, even when votes fall below a threshold and climb over it again.
 */
async function notifyMatchingAlerts(tx: Tx, dealId: number, trigger: InboxTrigger): Promise<void> {
  await tx.execute(sql`
    insert into inbox_items (user_id, market_id, deal_id, alert_id, trigger)
    select distinct on (a.user_id) a.user_id, d.market_id, d.id, a.id, ${trigger}
    from deals d
    join keyword_alerts a on a.market_id = d.market_id and strpos(${normalizedTitle}, a.keyword_normalized) > 0
    join users u on u.id = a.user_id and u.deleted_at is null
    where d.id = ${dealId} and a.user_id <> d.user_id
    order by a.user_id, a.id
    on conflict (user_id, deal_id, trigger) do nothing`);
}

/**
 * Keyword-alert hooks (issue 5). Called inside the transaction of the action, so an inbox item exists exactly
 * when the deal or vote it announces does.
 */
export async function onDealCreated(tx: Tx, dealId: number): Promise<void> {
  await notifyMatchingAlerts(tx, dealId, 'created');
}

/** `before` and `after` are the deal's votes_count around one vote; thresholds 10, 25, 100 crossed upwards fire. */
export async function onDealVotesChanged(tx: Tx, dealId: number, before: number, after: number): Promise<void> {
  for (const threshold of ALERT_VOTE_THRESHOLDS) {
    if (before < threshold && threshold <= after) await notifyMatchingAlerts(tx, dealId, `votes_${threshold}`);
  }
}
