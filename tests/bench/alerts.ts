/**
 * Part of `npm run bench`: how long posting a deal takes with no alerts and with 100k alerts of 20k members, and how
 * long the alert worker takes to tell every matching member after the post. The deals go through the same service
 * and transaction as POST /api/deals/ (without HTTP, so the figure is the database work), on the embedded database;
 * the post commits one alert job, which the worker (services/alert-jobs.ts, as a running server kicks it after the
 * answer) turns into inbox items and pushes. BENCH_ALERT_DEALS sets how many deals each phase posts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { migrate, openDb, type Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/seed';
import { submitDeal } from '../../src/server/services/deal-submission';
import { createAlertJobs } from '../../src/server/services/alert-jobs';
import { createLogger } from '../../src/server/platform/logger';
import { DealSubmissionSchema } from '../../src/shared/schemas/deal-submission';

const ALERT_COUNT = 100_000;
const MEMBERS = 20_000;
/** Distinct product names watched by most alerts. */
const MODELS = 9_000;
const DEALS_PER_PHASE = Number(process.env.BENCH_ALERT_DEALS ?? 200);
/** The usual deal still commits within 50 ms at the median with 100k alerts. */
const MAX_P50_MS = 50;
/** A deal hundreds watch costs its poster what a deal nobody watches does, within 1.5× at p50 and p99. */
const MAX_WATCHED_RATIO = 1.5;
/** Every member a deal matches is told within 10 s of the post. */
const MAX_TOLD_MS = 10_000;
/** Popular deals posted one at a time, each told before the next, for the time from post to the last member told. */
const TOLD_SAMPLES = 10;

/** Common words of alert keywords: a deal titled with one is news for hundreds of members. */
const WORDS = ['laptop', 'słuchawki', 'monitor', 'rower', 'kawa', 'lego', 'pralka', 'telewizor', 'konsola', 'odkurzacz', 'dyson', 'iphone'];
const POPULAR_TITLES = [
  'Laptop Lenovo Legion 5 za 4999 zł',
  'Słuchawki Sony WH-1000XM5 za 999 zł',
  'Monitor Dell 27" 4K za 1299 zł',
  'Rower górski Kross Level za 2499 zł',
  'Kawa ziarnista Lavazza 1 kg za 59 zł',
  'Klocki LEGO Technic 42115 za 1499 zł',
  'Ekspres Philips LatteGo za 1899 zł',
  'Książka "Wiedźmin" komplet za 149 zł',
];

function log(message: string): void {
  process.stdout.write(`[bench:alerts] ${message}\n`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** 100k unpaused alerts over 20k members: keywords from WORDS (some two-word), a fifth with excluded words, a fifth capped, a tenth in categories, times spread over the four triggers; a third of the members have a device. */
async function seedAlerts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into users (email, username, email_verified_at)
    select 'alerts' || g || '@example.com', 'alerts_user_' || g, now() from generate_series(1, ${MEMBERS}) g`);
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(', ')}]`);
  // A tenth watch common words (a few thousand members each, every 7th two words); the rest watch one of MODELS
  // product names (about ten members each), as most real alerts name a product.
  await db.execute(sql`
    with picked as (
      select g, first.id + g % ${MEMBERS} as user_id,
        case when g % 10 = 0
          then (${words})[1 + (g % ${MEMBERS} + g / ${MEMBERS}) % ${WORDS.length}]
            || case when g % 7 = 0 then ' ' || (${words})[1 + (g / 7) % ${WORDS.length}] else '' end
          else 'model ' || lpad((g % ${MODELS})::text, 4, '0')
        end as keyword
      from generate_series(0, ${ALERT_COUNT - 1}) g
      cross join (select min(id) as id from users where email like 'alerts%@example.com') first
    )
    insert into keyword_alerts (user_id, market_id, keyword, keyword_normalized, exclude_words, exclude_normalized, max_price, categories, category_ids, notify_at)
    select user_id, 1, keyword, translate(keyword, 'ąćęłńóśźż', 'acelnoszz'),
      case when g % 5 = 0 then array['outlet', 'używany'] else '{}' end,
      case when g % 5 = 0 then array['outlet', 'uzywany'] else '{}' end,
      case when g % 5 = 1 then 100000 + (g % 50) * 10000 end,
      case when g % 10 = 2 then array['electronics'] else '{}' end,
      case when g % 10 = 2 then array['electronics'] else '{}' end,
      (array['created', 'created', 'votes_10', 'votes_25', 'votes_100'])[1 + g % 5]
    from picked
    on conflict do nothing`);
  await db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, 'https://fcm.googleapis.com/fcm/send/bench-' || id, 'BBench', 'bench'
    from users where email like 'alerts%@example.com' and id % 3 = 0`);
  await db.execute(sql`analyze`);
}

/** Titles naming one watched product each: the usual deal, news for a few members. */
const productTitles = (phase: string) =>
  Array.from({ length: 50 }, (_, i) => `Zestaw ${phase} model ${String((i * 173) % MODELS).padStart(4, '0')} za ${99 + i} zł`);

async function postDeals(db: Db, posters: number[], phase: string, titles: readonly string[], count = DEALS_PER_PHASE): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = v.parse(DealSubmissionSchema, {
      url: `https://www.example-shop.pl/p/${phase}-${i}`,
      title: titles[i % titles.length],
      description: 'Oferta do pomiaru.',
      new_price: 9_900 + i,
      old_price: 19_900 + i,
      currency: 'PLN',
      shipping: 'free',
      category: 'electronics',
      released_at: null,
      expires_at: null,
    });
    const started = performance.now();
    await submitDeal(db, { userId: posters[i % posters.length] ?? 1, ...body });
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'okazje-bench-alerts-'));
  const handle = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(handle.db);
    await seedDemo(handle.db, { mediaDir: join(dataDir, 'media') });
    const posterRows = await handle.db.select({ id: users.id }).from(users).orderBy(users.id).limit(20);
    const posters = posterRows.map((row) => row.id);

    // Warm-up: the JIT and the database's buffers, so both phases are steady state.
    await postDeals(handle.db, posters, 'warm', productTitles('warm'));
    const without = await postDeals(handle.db, posters, 'none', productTitles('none'));
    const seeding = performance.now();
    await seedAlerts(handle.db);
    const alerts = await handle.db.$count(sql`keyword_alerts`);
    log(`seeded ${alerts} alerts of ${MEMBERS} members in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const jobs = createAlertJobs({ db: handle.db, logger: createLogger('warn'), onTold: () => {} });
    const told = async () => ({ items: await handle.db.$count(sql`inbox_items`), pushes: await handle.db.$count(sql`push_outbox`) });
    // The phase before the alerts queued jobs too (that nobody matches): done now, so the figures below are the alerts'.
    await jobs.drain();
    const before = await told();
    const typical = await postDeals(handle.db, posters, 'typical', productTitles('typical'));
    await jobs.drain();
    const middle = await told();
    const popular = await postDeals(handle.db, posters, 'popular', POPULAR_TITLES);
    const burstStarted = performance.now();
    await jobs.drain();
    const burstMs = performance.now() - burstStarted;
    const after = await told();
    const perDeal = (from: { items: number; pushes: number }, to: { items: number; pushes: number }) =>
      `${((to.items - from.items) / DEALS_PER_PHASE).toFixed(1)} members told and ${((to.pushes - from.pushes) / DEALS_PER_PHASE).toFixed(1)} pushes queued per deal`;
    log(`product deals: ${perDeal(before, middle)}; popular-word deals: ${perDeal(middle, after)}`);
    log(`the worker told the ${DEALS_PER_PHASE} popular deals' members in ${(burstMs / 1000).toFixed(1)} s after they were all posted`);

    // From the start of a post to the commit of its last inbox item: the post, then the worker's drain, as a server
    // kicks it right after the answer.
    const toldMs: number[] = [];
    for (let i = 0; i < TOLD_SAMPLES; i++) {
      const started = performance.now();
      await postDeals(handle.db, posters, `told-${i}`, [POPULAR_TITLES[i % POPULAR_TITLES.length] ?? ''], 1);
      await jobs.drain();
      toldMs.push(performance.now() - started);
    }
    toldMs.sort((a, b) => a - b);

    const row = (name: string, t: number[]) =>
      `| ${name.padEnd(34)} | ${t.length.toString().padStart(5)} | ${percentile(t, 50).toFixed(1).padStart(7)} | ${percentile(t, 95).toFixed(1).padStart(7)} | ${percentile(t, 99).toFixed(1).padStart(7)} |`;
    process.stdout.write(
      `\n| ${'deal creation'.padEnd(34)} | deals |  p50 ms |  p95 ms |  p99 ms |\n|${'-'.repeat(36)}|-------|---------|---------|---------|\n`,
    );
    process.stdout.write(
      `${row('0 alerts', without)}\n${row('100k alerts, product', typical)}\n${row('100k alerts, popular', popular)}\n${row('post to every member told, popular', toldMs)}\n`,
    );
    const p50 = percentile(typical, 50);
    const p50Ratio = percentile(popular, 50) / percentile(without, 50);
    const p99Ratio = percentile(popular, 99) / percentile(without, 99);
    const slowestTold = toldMs[toldMs.length - 1] ?? Infinity;
    const verdicts = [
      [
        p50 <= MAX_P50_MS,
        `deal creation p50 with ${ALERT_COUNT / 1000}k alerts ${p50.toFixed(1)} ms for a product deal (target ≤ ${MAX_P50_MS} ms)`,
      ],
      [
        p50Ratio <= MAX_WATCHED_RATIO && p99Ratio <= MAX_WATCHED_RATIO,
        `a popular-word deal (${((after.items - middle.items) / DEALS_PER_PHASE).toFixed(0)} members told) posts at p50 ×${p50Ratio.toFixed(2)}, p99 ×${p99Ratio.toFixed(2)} of a deal without alerts (target ≤ ×${MAX_WATCHED_RATIO})`,
      ],
      [
        slowestTold <= MAX_TOLD_MS,
        `every matching member told within ${(slowestTold / 1000).toFixed(2)} s of the post at worst (target ≤ ${MAX_TOLD_MS / 1000} s)`,
      ],
    ] as const;
    process.stdout.write(`\n${verdicts.map(([ok, text]) => `${ok ? 'PASS' : 'FAIL'}: ${text}`).join('\n')}\n`);
    process.exitCode = verdicts.every(([ok]) => ok) ? 0 : 1;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
