import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TREE, MAIN_CATEGORIES } from '@/shared/categories';
import { BANNER_LOCATIONS } from '@/shared/constants';
import { migrate, queryRows } from '@/server/db/client';
import { DEMO_EMAIL, DEMO_PASSWORD, seedBulkDeals, seedDemo } from '@/server/seed';
import { verifyPassword } from '@/server/auth/password';
import { useTestDb } from '../helpers/db';

describe('migrations', () => {
  const empty = useTestDb();

  it('create every table of the data model on an empty database', async () => {
    const rows = await queryRows<{ table_name: string }>(
      empty.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema()`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'refresh_tokens',
      'verification_codes',
      'markets',
      'categories',
      'shops',
      'coupons',
      'deals',
      'deal_images',
      'deal_buttons',
      'deal_offers',
      'specials',
      'special_offers',
      'banners',
      'banner_locations',
      'banner_events',
      'comments',
      'votes',
      'favourites',
      'anonymous_devices',
      'reports',
      'keyword_alerts',
      'inbox_items',
      'prizes',
      'prize_images',
      'user_prizes',
      'points_ledger',
      'daily_claims',
      'lootboxes',
      'lootbox_prizes',
      'lootbox_openings',
      'achievements',
      'user_achievements',
      'idempotency_keys',
      'rate_limit_counters',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('insert market 1 and the whole category tree, and are safe to apply twice', async () => {
    await migrate(empty.db);
    const [market] = await queryRows<{ id: number; currency: string }>(empty.db, sql`select id, currency from markets`);
    expect(market).toEqual({ id: 1, currency: 'PLN' });
    const categories = await queryRows<{ id: string }>(empty.db, sql`select id from categories`);
    expect(categories.map((c) => c.id).sort()).toEqual(CATEGORY_TREE.map((n) => n.id).sort());
  });

  it('provide an indexable diacritics-insensitive unaccent', async () => {
    const [row] = await queryRows<{ text: string }>(empty.db, sql`select immutable_unaccent(lower('Łódź ŻÓŁTY Gęś')) as text`);
    expect(row?.text).toBe('lodz zolty ges');
  });

  it('enforce one vote per user and entity', async () => {
    await empty.db.execute(sql`insert into users (email, username) values ('a@example.com', 'a_user')`);
    const insertVote = () =>
      empty.db.execute(sql`insert into votes (user_id, entity_type, entity_id, value) select id, 'deal', 1, 1 from users`);
    await insertVote();
    await expect(insertVote()).rejects.toThrow();
  });
});

describe('seedDemo', () => {
  const seeded = useTestDb();
  beforeAll(async () => {
    expect(await seedDemo(seeded.db, { mediaDir: seeded.mediaDir })).toEqual({ seeded: true });
  });

  it('fills at least 300 deals over every category and gaming subtree', async () => {
    const rows = await queryRows<{ category_id: string; n: number }>(
      seeded.db,
      sql`select category_id, count(*)::int as n from deals group by category_id`,
    );
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    const covered = new Set(rows.map((r) => r.category_id));
    for (const node of CATEGORY_TREE) expect(covered, node.id).toContain(node.id);
    for (const main of MAIN_CATEGORIES) expect(covered).toContain(main);
  });

  it('creates the verified demo account with the documented password', async () => {
    const [demo] = await queryRows<{ password_hash: string; email_verified_at: string | null; points: number }>(
      seeded.db,
      sql`select u.password_hash, u.email_verified_at, (select sum(points)::int from points_ledger p where p.user_id = u.id) as points
          from users u where lower(email) = ${DEMO_EMAIL}`,
    );
    expect(demo?.email_verified_at).not.toBeNull();
    expect(demo?.points).toBeGreaterThan(0);
    expect(await verifyPassword(DEMO_PASSWORD, demo?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', demo?.password_hash ?? '')).toBe(false);
    const [owned] = await queryRows<{ favourites: number; comments: number }>(
      seeded.db,
      sql`select (select count(*)::int from favourites f join users u on u.id = f.user_id where u.email = ${DEMO_EMAIL}) as favourites,
                 (select count(*)::int from comments c join users u on u.id = c.user_id where u.email = ${DEMO_EMAIL}) as comments`,
    );
    expect(owned?.favourites).toBeGreaterThan(0);
    expect(owned?.comments).toBeGreaterThan(0);
  });

  it('keeps votes_count and comments_count equal to the rows they count', async () => {
    const [mismatch] = await queryRows<{ votes: number; comments: number; comment_votes: number; voted: number }>(
      seeded.db,
      sql`select
        (select count(*)::int from deals d where d.votes_count <> coalesce((select sum(value) from votes v where v.entity_type = 'deal' and v.entity_id = d.id), 0)) as votes,
        (select count(*)::int from deals d where d.comments_count <> (select count(*) from comments c where c.deal_id = d.id and c.deleted_at is null)) as comments,
        (select count(*)::int from comments c where c.votes_count <> coalesce((select sum(value) from votes v where v.entity_type = 'comment' and v.entity_id = c.id), 0)) as comment_votes,
        (select count(*)::int from deals where votes_count > 0) as voted`,
    );
    expect(mismatch).toMatchObject({ votes: 0, comments: 0, comment_votes: 0 });
    expect(mismatch?.voted).toBeGreaterThan(100);
  });

  it('threads replies under their top-level comment and marks popular deals as best', async () => {
    const [threads] = await queryRows<{ replies: number; bad: number; best: number; best_below: number; own_votes: number }>(
      seeded.db,
      sql`select
        (select count(*)::int from comments where parent_id is not null) as replies,
        (select count(*)::int from comments c where (c.parent_id is null and c.thread_id <> c.id)
           or (c.parent_id is not null and c.thread_id <> (select p.thread_id from comments p where p.id = c.parent_id))) as bad,
        (select count(*)::int from deals where best_at is not null) as best,
        (select count(*)::int from deals where best_at is not null and votes_count < 25) as best_below,
        (select count(*)::int from votes v join deals d on v.entity_type = 'deal' and d.id = v.entity_id and d.user_id = v.user_id) as own_votes`,
    );
    expect(threads?.replies).toBeGreaterThan(0);
    expect(threads).toMatchObject({ bad: 0, best_below: 0, own_votes: 0 });
    expect(threads?.best).toBeGreaterThan(30);
  });

  it('links every coupon\'s terms ("Warunki kuponu") to a terms page of the shop, never to its cart', async () => {
    const rows = await queryRows<{ coupon_code_url: string }>(
      seeded.db,
      sql`select coupon_code_url from deals where coupon_code_url is not null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { coupon_code_url: url } of rows) {
      expect(url).toMatch(/^https:\/\//);
      expect(url).not.toMatch(/koszyk|cart|basket/i);
    }
  });

  it('adds shops with coupons, banners for every slot, specials, users with avatars and rewards', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      seeded.db,
      sql`select
        (select count(distinct shop_id)::int from coupons) as shops_with_coupons,
        (select count(*)::int from specials) as specials,
        (select count(*)::int from special_offers) as special_offers,
        (select count(*)::int from users where avatar_url is not null) as users_with_avatars,
        (select count(*)::int from prizes) as prizes,
        (select count(*)::int from lootbox_prizes) as lootbox_prizes,
        (select count(*)::int from user_achievements) as achievements,
        (select count(*)::int from deals where currency <> 'PLN') as foreign_deals,
        (select count(*)::int from deals where expires_at < now()) as expired,
        (select count(*)::int from deals where released_at > now() and show_countdown_to_release) as upcoming,
        (select count(*)::int from deals where coupon_code is not null) as with_coupon,
        (select count(*)::int from deals where shipping = 'free') as free_shipping,
        (select count(*)::int from deals where is_pinned) as pinned,
        (select count(*)::int from deals where is_nsfw) as nsfw,
        (select count(distinct deal_id)::int from deal_buttons) as with_buttons,
        (select count(distinct deal_id)::int from deal_offers) as with_offers`,
    );
    expect(counts?.shops_with_coupons).toBeGreaterThanOrEqual(30);
    expect(counts?.specials).toBeGreaterThanOrEqual(3);
    expect(counts?.users_with_avatars).toBeGreaterThanOrEqual(20);
    for (const key of [
      'special_offers',
      'prizes',
      'lootbox_prizes',
      'achievements',
      'foreign_deals',
      'expired',
      'upcoming',
      'with_coupon',
      'free_shipping',
      'pinned',
      'nsfw',
      'with_buttons',
      'with_offers',
    ]) {
      expect(counts?.[key], key).toBeGreaterThan(0);
    }
    const locations = await queryRows<{ location: string }>(seeded.db, sql`select distinct location from banner_locations`);
    expect(locations.map((l) => l.location).sort()).toEqual([...BANNER_LOCATIONS].sort());
  });

  it('writes every image rendition to the media folder with the recorded size', async () => {
    const [image] = await queryRows<{ variants: { width: number; height: number; url: string }[] }>(
      seeded.db,
      sql`select variants from deal_images order by id limit 1`,
    );
    expect(image?.variants.length).toBeGreaterThanOrEqual(3);
    for (const variant of image?.variants ?? []) {
      const file = path.join(seeded.mediaDir, variant.url.replace(/^\/media\//, ''));
      await access(file);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
    }
    const avatars = await queryRows<{ avatar_url: string }>(seeded.db, sql`select avatar_url from users where avatar_url is not null`);
    for (const { avatar_url } of avatars) await access(path.join(seeded.mediaDir, avatar_url.replace(/^\/media\//, '')));
  });

  it('does nothing when deals already exist', async () => {
    expect(await seedDemo(seeded.db, { mediaDir: seeded.mediaDir })).toEqual({ seeded: false });
    const [row] = await queryRows<{ n: number }>(seeded.db, sql`select count(*)::int as n from users where email = ${DEMO_EMAIL}`);
    expect(row?.n).toBe(1);
  });

  it('adds benchmark deals in bulk with images, consistent vote counts and a populated best tab', async () => {
    const count = async () => (await queryRows<{ n: number }>(seeded.db, sql`select count(*)::int as n from deals`))[0]?.n ?? 0;
    const before = await count();
    const indexNames = async () =>
      (
        await queryRows<{ indexdef: string }>(seeded.db, sql`select indexdef from pg_indexes where tablename = 'deals' order by indexname`)
      ).map((r) => r.indexdef);
    const indexesBefore = await indexNames();
    await seedBulkDeals(seeded.db, 2000);
    expect(await count()).toBe(before + 2000);
    const [check] = await queryRows<{ without_images: number; mismatched: number; best: number }>(
      seeded.db,
      sql`select
        (select count(*)::int from deals d where not exists (select 1 from deal_images i where i.deal_id = d.id)) as without_images,
        (select count(*)::int from deals d where d.votes_count <> coalesce((select sum(value) from votes v where v.entity_type = 'deal' and v.entity_id = d.id), 0)) as mismatched,
        (select count(*)::int from deals where best_at is not null and title like '%#%') as best`,
    );
    expect(check).toMatchObject({ without_images: 0, mismatched: 0 });
    expect(check?.best).toBeGreaterThan(0);
    // The bulk load drops and rebuilds the secondary indexes; all of them must be back.
    expect(await indexNames()).toEqual(indexesBefore);
    expect(indexesBefore.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
  }, 120_000);
});
