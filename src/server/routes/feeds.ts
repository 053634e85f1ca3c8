import type { Context } from 'hono';
import { isMainCategory, type MAIN_CATEGORIES } from '@/shared/categories';
import { FEED_ENTRIES, SEARCH_MAX } from '@/shared/constants';
import type { DealListQuery } from '@/shared/schemas/deal';
import { feedPaths } from '@/shared/feeds';
import { listTags } from '../platform/content-tags';
import type { AppDeps } from '../deps';
import { mailI18n } from '../mail/i18n';
import { AppError } from '../platform/errors';
import { ReadCache } from '../platform/read-cache';
import { dealFeedXml, type DealFeed } from '../seo/atom';
import { originVary, publicOrigin } from '../seo/urls';
import { listDeals } from '../services/deals';
import { findShop } from '../services/shops';
import { findPublicProfile } from '../services/users';
import { createRouter, type Router } from '../web/router';
import type { AppEnv } from '../web/types';
import { sendCached, toCachedText } from '../web/json';

/** Feed readers and bots poll; five minutes spares the server and keeps a new deal from waiting long. */
const CACHE_CONTROL = 'public, max-age=300';
const FEED_CACHE_MAX_ENTRIES = 500;
/** Every feed is of the default market, in Polish, as the site's pages are for a guest. */
const MARKET_ID = 1;
const i18n = mailI18n('pl');

/** The feed's name for each main category. */
const CATEGORY_NAMES: Record<(typeof MAIN_CATEGORIES)[number], () => string> = {
  electronics: () => i18n._({ id: 'feed.category.electronics', message: 'Electronics' }),
  gaming: () => i18n._({ id: 'feed.category.gaming', message: 'Gaming' }),
  home: () => i18n._({ id: 'feed.category.home', message: 'Home and garden' }),
  fashion: () => i18n._({ id: 'feed.category.fashion', message: 'Fashion' }),
  automotive: () => i18n._({ id: 'feed.category.automotive', message: 'Automotive' }),
  beauty: () => i18n._({ id: 'feed.category.beauty', message: 'Beauty and health' }),
  sport: () => i18n._({ id: 'feed.category.sport', message: 'Sport' }),
  travel: () => i18n._({ id: 'feed.category.travel', message: 'Travel' }),
  culture: () => i18n._({ id: 'feed.category.culture', message: 'Culture and entertainment' }),
  finance: () => i18n._({ id: 'feed.category.finance', message: 'Finance' }),
  other: () => i18n._({ id: 'feed.category.other', message: 'Other' }),
};

/** What a feed lists and says about itself, without its deals. */
type FeedPlan = Omit<DealFeed, 'deals'> & { query: Partial<DealListQuery> };

/** An id in a feed's path: digits only, within PostgreSQL's integer; anything else is no such feed. */
function pathId(value: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw new AppError('NotFound', 'No such feed');
  return id;
}

const NEWEST = { sort_by: 'newest' } as const;

/**
 * Atom feeds of the deal lists a guest sees, for feed readers and the bots people run on Telegram and Discord:
 * the home tabs, a category, a shop, a member and a search, each the FEED_ENTRIES newest (the hot one in its own
 * order), each linked from its page (`<link rel="alternate">`, shared/feeds.ts). A feed is built once per content
 * version: kept, like the rendered pages, until a write changes one of its deals or adds a deal to the lists.
 */
export function feedRoutes({ db, env, caches }: AppDeps): Router {
  const feeds = new ReadCache(env.LIST_CACHE_TTL_MS, FEED_CACHE_MAX_ENTRIES);
  caches.register(feeds);

  const send = async (c: Context<AppEnv>, plan: () => Promise<FeedPlan>): Promise<Response> => {
    const origin = publicOrigin(env, c.req.url);
    const body = await feeds.getOrLoad(`${origin} ${c.req.path}?${new URL(c.req.url).searchParams}`, async () => {
      const { query, ...feed } = await plan();
      const { data } = await listDeals(db, caches.dealCounts, { market_id: MARKET_ID, page: 1, per_page: FEED_ENTRIES, ...query });
      return toCachedText(dealFeedXml(origin, { ...feed, deals: data }, new Date()), listTags(data));
    });
    return sendCached(c, body, 'application/atom+xml; charset=utf-8', 200, originVary(env), CACHE_CONTROL);
  };

  const home = (tab: 'best' | 'hot' | 'new', title: string, query: Partial<DealListQuery>) => (c: Context<AppEnv>) =>
    send(c, async () => ({ title, selfPath: feedPaths.home(tab), pagePath: tab === 'best' ? '/' : `/?tab=${tab}`, query }));

  return createRouter()
    .get('/best.atom', home('best', i18n._({ id: 'feed.best', message: 'Okazje: best deals' }), { only_best: true, ...NEWEST }))
    .get('/hot.atom', home('hot', i18n._({ id: 'feed.hot', message: 'Okazje: hot deals' }), { sort_by: 'hot' }))
    .get('/new.atom', home('new', i18n._({ id: 'feed.new', message: 'Okazje: new deals' }), NEWEST))
    .get('/categories/:file{.+\\.atom}', (c) => {
      const slug = c.req.param('file').replace(/\.atom$/, '');
      if (!isMainCategory(slug)) throw new AppError('NotFound', 'No such feed');
      const category = CATEGORY_NAMES[slug]();
      return send(c, async () => ({
        title: i18n._({ id: 'feed.category', message: 'Okazje: {category}', values: { category } }),
        selfPath: feedPaths.category(slug),
        pagePath: `/categories/${slug}`,
        query: { categories: [slug], ...NEWEST },
      }));
    })
    .get('/shops/:file{.+\\.atom}', (c) => {
      const id = pathId(c.req.param('file').replace(/\.atom$/, ''));
      return send(c, async () => {
        const shop = await findShop(db, id, MARKET_ID);
        if (!shop) throw new AppError('NotFound', 'No such feed');
        return {
          title: i18n._({ id: 'feed.shop', message: 'Okazje: deals at {shop}', values: { shop: shop.name } }),
          selfPath: feedPaths.shop(id),
          pagePath: `/shops/${id}`,
          query: { shop_id: id, ...NEWEST },
        };
      });
    })
    .get('/users/:file{.+\\.atom}', (c) => {
      const id = pathId(c.req.param('file').replace(/\.atom$/, ''));
      return send(c, async () => {
        const profile = await findPublicProfile(db, id);
        if (!profile) throw new AppError('NotFound', 'No such feed');
        return {
          title: i18n._({ id: 'feed.user', message: 'Okazje: deals by {user}', values: { user: profile.username } }),
          selfPath: feedPaths.user(id),
          pagePath: `/profile/${id}`,
          query: { user_id: id, ...NEWEST },
        };
      });
    })
    .get('/search.atom', (c) => {
      const query = (c.req.query('query') ?? '').trim();
      if (query === '' || query.length > SEARCH_MAX) {
        throw new AppError('ValidationError', `query: Give a search of 1 to ${SEARCH_MAX} characters`);
      }
      return send(c, async () => ({
        title: i18n._({ id: 'feed.search', message: 'Okazje: search “{query}”', values: { query } }),
        selfPath: feedPaths.search(query),
        pagePath: `/search?query=${encodeURIComponent(query)}`,
        query: { search: query, ...NEWEST },
      }));
    });
}
