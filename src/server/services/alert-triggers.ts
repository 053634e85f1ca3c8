import { sql } from 'drizzle-orm';
import { ALERT_VOTE_THRESHOLDS, type AlertNotifyAt } from '@/shared/constants';
import type { Tx } from '../db/client';
import { searchableCollapsed } from '../db/search-normalize';
import { notModerationHiddenAs } from './moderation-visibility';

/** The deal title normalized like the alerts' keyword_normalized (normalizeKeyword). */
const normalizedTitle = searchableCollapsed(sql`d.title`);

/**
 * One set-based INSERT … SELECT: every unpaused alert of the deal's market set to tell at this moment gives its user
 * one item when its normalized keyword occurs in the normalized title (a substring match, so 'słuchawk' finds
 * 'Słuchawki'), none of its excluded words does, the price is within its cap (a cap is in PLN: a deal without a price
 * or in another currency does not match it), and the deal is in one of its categories (or it names none). Expired
 * deals, the author's own deal and deleted accounts get nothing. The partial unique (user, deal) index with
 * ON CONFLICT DO NOTHING makes a member hear of a deal at most once, however many alerts match and whatever the
 * votes do. Each item announced also queues one push per device of its member (push_outbox), in the same statement, so
 * the dispatcher sends exactly what was committed.
 */
async function notifyMatchingAlerts(tx: Tx, dealId: number, trigger: AlertNotifyAt): Promise<void> {
  // The deal is read and its title normalized once (MATERIALIZED), not once per alert row: with 100k alerts that
  // repeated unaccent and regexp cost the whole statement hundreds of milliseconds.
  await tx.execute(sql`
    with d as materialized (
      select d.id, d.market_id, d.user_id, d.category_id, d.currency, d.new_price, ${normalizedTitle} as title
      from deals d
      where d.id = ${dealId} and not d.is_hidden and ${notModerationHiddenAs('d')} and (d.expires_at is null or d.expires_at > now())
    ),
    told as (
      insert into inbox_items (user_id, market_id, deal_id, alert_id, trigger)
      select distinct on (a.user_id) a.user_id, d.market_id, d.id, a.id, ${trigger}
      from d
      join keyword_alerts a on a.market_id = d.market_id
        and a.notify_at = ${trigger}
        and not a.paused
        and strpos(d.title, a.keyword_normalized) > 0
        and not exists (select 1 from unnest(a.exclude_normalized) w(word) where strpos(d.title, w.word) > 0)
        and (a.max_price is null or (d.currency = 'PLN' and d.new_price is not null and d.new_price <= a.max_price))
        and (cardinality(a.category_ids) = 0 or d.category_id = any(a.category_ids))
      join users u on u.id = a.user_id and u.deleted_at is null
      where a.user_id <> d.user_id
      order by a.user_id, a.id
      on conflict do nothing
      returning id, user_id
    )
    insert into push_outbox (subscription_id, inbox_item_id)
    select s.id, told.id from told join push_subscriptions s on s.user_id = told.user_id`);
}

/**
 * Keyword-alert hooks. Called inside the transaction of the action, so an inbox item exists exactly
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
