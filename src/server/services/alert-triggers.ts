import { sql } from 'drizzle-orm';
import { ALERT_VOTE_THRESHOLDS, type AlertNotifyAt } from '@/shared/constants';
import type { Tx } from '../db/client';
import { searchableCollapsed } from '../db/search-normalize';
import { LINK_KEY_HOST_PATTERN } from '@/shared/deal-link';
import { alertJobs } from '../db/schema';
import { notifyFollowers } from './follows';
import { queuePushesOfTold } from './inbox';
import { notModerationHiddenAs } from './moderation-visibility';

/** The deal title normalized like the alerts' keyword_normalized (normalizeKeyword). */
const normalizedTitle = searchableCollapsed(sql`d.title`);

/**
 * The price facts an alert may ask for, of the deal `d` (columns of deals):
 * - `real_discount`: whole percent against the 30-day low the shop states (`realDiscount` in shared/price-truth.ts),
 *   else the advertised discount of the deal's two prices; null with neither;
 * - `at_30d_low`: the price is at or below that 30-day low (false when none is stated);
 * - `historic_low`: the price is below every price of the product recorded before the deal was posted, among those its
 *   price history shows (same product and currency, from public deals by its author or linking to its shop). A product
 *   seen for the first time has no low to beat, so it is not one.
 */
const priceFacts = sql`
  case
    when d.new_price is not null and d.lowest_price_30d > 0 then round((1 - d.new_price::numeric / d.lowest_price_30d) * 100)
    when d.new_price is not null and d.old_price > 0 and d.new_price < d.old_price then round((d.old_price - d.new_price)::numeric / d.old_price * 100)
  end as real_discount,
  coalesce(d.new_price <= d.lowest_price_30d, false) as at_30d_low,
  coalesce(d.new_price < (
    select min(p.price)
    from price_points p
    join deals s on s.id = p.deal_id
    where d.product_key is not null and p.product_key = d.product_key and p.currency = d.currency
      and p.at < d.created_at and p.deal_id <> d.id
      and not s.is_hidden and ${notModerationHiddenAs('s')}
      and (s.user_id = d.user_id or substring(s.url_key from ${LINK_KEY_HOST_PATTERN}) = substring(d.url_key from ${LINK_KEY_HOST_PATTERN}))
  ), false) as historic_low`;

/**
 * One set-based INSERT … SELECT: every unpaused alert of the deal's market set to tell at this moment gives its user
 * one item when its normalized keyword occurs in the normalized title (a substring match, so 'słuchawk' finds
 * 'Słuchawki'), none of its excluded words does, the price is within its cap (a cap is in PLN: a deal without a price
 * or in another currency does not match it), the deal is in one of its categories (or it names none), and its price
 * meets the alert's least real discount and price rule (`priceFacts`). Expired deals, the author's own deal and deleted
 * accounts get nothing. The partial unique (user, deal) index with ON CONFLICT DO NOTHING makes a member hear of a deal
 * at most once, however many alerts match and whatever the votes do. Each item announced also queues one push per
 * device of its member (push_outbox), in the same statement, so the dispatcher sends exactly what was committed.
 */
async function notifyMatchingAlerts(tx: Tx, dealId: number, trigger: AlertTrigger, now: Date): Promise<void> {
  // The moment: an alert waiting for a rise tells only when its weighted votes came within its minutes of posting;
  // the others at their notify_at.
  const moment =
    trigger === 'rising'
      ? sql`a.rising_votes is not null and d.weighted_score >= a.rising_votes
          and d.created_at >= ${now.toISOString()}::timestamptz - make_interval(mins => a.rising_minutes)`
      : sql`a.notify_at = ${trigger} and a.rising_votes is null`;
  // The deal is read, its title normalized and its price facts worked out once (MATERIALIZED), not once per alert row:
  // with 100k alerts that repeated unaccent and regexp cost the whole statement hundreds of milliseconds.
  await tx.execute(sql`
    with d as materialized (
      select d.id, d.market_id, d.user_id, d.category_id, d.currency, d.new_price, d.weighted_score, d.created_at,
        ${normalizedTitle} as title, ${priceFacts}
      from deals d
      where d.id = ${dealId} and not d.is_hidden and ${notModerationHiddenAs('d')} and (d.expires_at is null or d.expires_at > now())
    ),
    told as (
      insert into inbox_items (user_id, market_id, deal_id, alert_id, trigger)
      select distinct on (a.user_id) a.user_id, d.market_id, d.id, a.id, ${trigger}
      from d
      join keyword_alerts a on a.market_id = d.market_id
        and ${moment}
        and not a.paused
        and strpos(d.title, a.keyword_normalized) > 0
        and not exists (select 1 from unnest(a.exclude_normalized) w(word) where strpos(d.title, w.word) > 0)
        and (a.max_price is null or (d.currency = 'PLN' and d.new_price is not null and d.new_price <= a.max_price))
        and (cardinality(a.category_ids) = 0 or d.category_id = any(a.category_ids))
        and (a.min_real_discount is null or d.real_discount >= a.min_real_discount)
        and (a.price_rule = 'any' or (a.price_rule = 'at_30d_low' and d.at_30d_low) or (a.price_rule = 'historic_low' and d.historic_low))
      join users u on u.id = a.user_id and u.deleted_at is null
      where a.user_id <> d.user_id
      order by a.user_id, a.id
      on conflict do nothing
      returning id, user_id
    )
    ${queuePushesOfTold}`);
}

/** The moment a job is for: a post, a vote past a threshold, or a rise. */
export type AlertTrigger = AlertNotifyAt | 'rising';

export interface AlertJob {
  dealId: number;
  trigger: AlertTrigger;
  /** When it happened: a rise counts its minutes from the post to then. */
  at: Date;
}

/**
 * The work of one job (services/alert-jobs.ts runs it after the action's commit): the alerts waiting for this moment
 * tell their members, and for a new deal its author's and its shop's followers hear of it. Run again after a crash, it
 * tells nobody twice: the inbox's unique (member, deal) index holds, and a push is queued only with a new item.
 */
export async function fanOut(tx: Tx, { dealId, trigger, at }: AlertJob): Promise<void> {
  await notifyMatchingAlerts(tx, dealId, trigger, at);
  // After the alerts: a member both following and alerted hears of the deal once, with the alert's keyword.
  if (trigger === 'created') await notifyFollowers(tx, dealId);
}

/**
 * Keyword-alert and follow hooks, called inside the transaction of the action: each writes one job row, so the action
 * costs the same whoever watches the deal, and its news is due exactly when the deal or vote it announces exists.
 */
async function queue(tx: Tx, dealId: number, trigger: AlertTrigger, at = new Date()): Promise<void> {
  await tx.insert(alertJobs).values({ dealId, trigger, at });
}

export async function onDealCreated(tx: Tx, dealId: number): Promise<void> {
  await queue(tx, dealId, 'created');
}

/**
 * After a vote that raised the deal's weighted score: alerts waiting for a rise whose votes it now has, within their
 * minutes of posting, tell (once, as every alert: the partial unique index). `now` is the vote's time.
 */
export async function onDealRising(tx: Tx, dealId: number, now: Date): Promise<void> {
  await queue(tx, dealId, 'rising', now);
}

/** `before` and `after` are the deal's votes_count around one vote; thresholds 10, 25, 100 crossed upwards fire. */
export async function onDealVotesChanged(tx: Tx, dealId: number, before: number, after: number): Promise<void> {
  for (const threshold of ALERT_VOTE_THRESHOLDS) {
    if (before < threshold && threshold <= after) await queue(tx, dealId, `votes_${threshold}`);
  }
}
