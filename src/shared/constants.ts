/** Business constants, shared by client, service worker and server. */
export const DEFAULT_MARKET_ID = 1;
export const MARKET_CURRENCY = 'PLN';
export const TIME_ZONE = 'Europe/Warsaw';
export const DEAL_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
export const SKELETON_CARDS = 3;
export const ALERT_DURATION_MS = 4000;
export const AVATAR_ALERT_DURATION_MS = 6000;
export const TOKEN_REFRESH_MS = 300_000;
export const DISCOUNT_LOW_MAX = 25;
export const DISCOUNT_MEDIUM_MAX = 50;
export const TITLE_MAX = 256;
export const DESCRIPTION_MAX = 5000;
export const SEARCH_MAX = 200;
/** Entries of an Atom feed (/feeds/…): the newest of its list. */
export const FEED_ENTRIES = 50;
export const CURRENCIES = ['PLN', 'EUR', 'USD', 'GBP', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const BANNER_LOCATIONS = [
  'web_best_deals',
  'web_new_deals',
  'web_sidebar',
  'web_gamerzone_games_tab',
  'web_gamerzone_hardware_tab',
] as const;
export type BannerLocation = (typeof BANNER_LOCATIONS)[number];

/** `relevance` ranks a search's matches (a term in the title above one in the description), newest first among equals. */
export const DEAL_SORTS = ['newest', 'oldest', 'discount', 'most_commented', 'hot', 'relevance'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/** Accounts. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN_SIGN_UP = 6;
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const REPORT_DESCRIPTION_MIN = 8;
export const REPORT_DESCRIPTION_MAX = 500;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const MARKETING_CONSENT_POINTS = 100;
export const POPULAR_DEAL_POINTS = 50;
export const BIRTHDATE_MAX_AGE_YEARS = 120;
export const BIRTHDATE_DEFAULT_AGE_YEARS = 18;
/** The calendar's range: the first and last day (in Europe/Warsaw) any other date a user gives may fall on. */
export const CALENDAR_MIN_DATE = '1970-01-01';
export const CALENDAR_MAX_DATE = '2470-12-31';
/** A member's deal: pictures per deal, the highest price (1 000 000,00 in minor units), the edit window. */
export const DEAL_IMAGES_MAX = 6;
export const DEAL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DEAL_PRICE_MAX = 100_000_000;
export const COUPON_CODE_MAX = 64;
export const SHIPPING_TEXT_MAX = 64;
/** A shop's name as a link import reads it from the page. */
export const SHOP_NAME_MAX = 60;
export const DEAL_EDIT_WINDOW_MS = 30 * 60_000;
/** The example host in the invalid-link message 'Enter a valid link e.g: {host}'. */
export const EXAMPLE_DEAL_LINK = 'https://www.x-kom.pl';

/** Points, prizes, keyword alerts and inbox. */
export const DAILY_POINTS = 10;
export const CLAIM_INFORMATION_MAX = 1000;
export const KEYWORD_ALERT_MIN = 2;
export const KEYWORD_ALERT_MAX = 64;
export const KEYWORD_ALERTS_PER_USER = 20;
/** Alert rules: excluded words per alert and their length, categories per alert. */
export const ALERT_EXCLUDE_WORDS_MAX = 10;
export const ALERT_EXCLUDE_WORD_MIN = 2;
export const ALERT_EXCLUDE_WORD_MAX = 32;
export const ALERT_CATEGORIES_MAX = 10;
/** Feed control: what one member may mute, and how long a muted word may be (as an alert's excluded word). */
export const FEED_FILTER_LIMITS = { words: 50, wordMin: 2, wordMax: 32, shops: 200, categories: 50, users: 200 } as const;
/** Deals a member's devices remember as opened ("Widziane"), the newest kept; and how many one sync may send. */
export const SEEN_DEALS_MAX = 1000;
export const SEEN_DEALS_BATCH_MAX = 100;
/** What a member can follow: another member, or a shop. A new deal by either reaches the follower (FOLLOW_TRIGGERS). */
export const FOLLOW_ENTITY_TYPES = ['user', 'shop'] as const;
export type FollowEntityType = (typeof FOLLOW_ENTITY_TYPES)[number];
/** How many members and shops one account may follow: far more than anyone reads, few enough to list on one page. */
export const FOLLOWS_MAX = 500;
/** The inbox triggers of a new deal by a followed member or at a followed shop. */
export const FOLLOW_TRIGGERS = ['followed_user', 'followed_shop'] as const satisfies readonly `followed_${FollowEntityType}`[];
export type FollowTrigger = (typeof FOLLOW_TRIGGERS)[number];
/** When an alert tells its member: when the deal is posted, or when it reaches 10, 25 or 100 votes. */
export const ALERT_NOTIFY_AT = ['created', 'votes_10', 'votes_25', 'votes_100'] as const;
export type AlertNotifyAt = (typeof ALERT_NOTIFY_AT)[number];
/**
 * What an alert asks of a deal's price besides its cap: nothing; to be at or below the 30-day low the shop states; or
 * to be below every price of the product seen before the deal (a product seen for the first time is no low yet).
 */
export const ALERT_PRICE_RULES = ['any', 'at_30d_low', 'historic_low'] as const;
export type AlertPriceRule = (typeof ALERT_PRICE_RULES)[number];
/** An alert's least real discount, in whole percent. */
export const ALERT_MIN_REAL_DISCOUNT = { min: 1, max: 99 } as const;
/**
 * "Rising fast": an alert may wait for a deal's weighted votes (VOTE_WEIGHT) to reach `votes` within `minutes` of its
 * posting, instead of telling at once or at a vote count.
 */
export const ALERT_RISING = { votesMin: 2, votesMax: 500, minutesMin: 5, minutesMax: 1440 } as const;
/** The vote counts at which an alert tells its member. */
export const ALERT_VOTE_THRESHOLDS = [10, 25, 100] as const;
/** The hour (Warsaw time) the daily digest goes out when the member picked none: the morning's coffee. */
export const DIGEST_DEFAULT_HOUR = 8;
/**
 * Reminders of a favourited deal about to end: one when it has at most 24 hours left, one at 2 hours. A deal saved with
 * less than 2 hours left gets only the second.
 */
export const FAVOURITE_REMINDERS = [
  { trigger: 'ending_24h', hours: 24 },
  { trigger: 'ending_2h', hours: 2 },
] as const;
export type FavouriteReminderTrigger = (typeof FAVOURITE_REMINDERS)[number]['trigger'];
/** The notification list shows the last 40 items. */
export const INBOX_LIMIT = 40;
/** Distinct members other than the author whose 'expired' reports mark a deal expired (community expiry). */
export const COMMUNITY_EXPIRY_REPORTS = 3;

/**
 * The values the moderation console's lists are filtered by. Its addresses carry them, and every route's search params
 * are read by code every first visit loads, so they live here rather than in the request schemas of shared/schemas,
 * which would come with them (a bundler cannot leave out a schema whose messages are computed).
 */
export const REPORT_REASONS = ['spam', 'duplicate', 'self_promotion', 'offensive', 'wrong_category', 'expired', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MODERATED_ENTITY_TYPES = ['deal', 'comment'] as const;
export type ModeratedEntityType = (typeof MODERATED_ENTITY_TYPES)[number];
export const APPEAL_STATUSES = ['open', 'granted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
/** A prize request: pending → success (displayed as accepted) | rejected. */
export const USER_PRIZE_STATUSES = ['pending', 'rejected', 'success'] as const;
export type UserPrizeStatus = (typeof USER_PRIZE_STATUSES)[number];
/**
 * The publication rules a decision may name: the section ids of /publication-rules (src/features/static-pages/content/
 * publication-rules.ts), so `/publication-rules#<rule>` is the member's link to the rule they were told they broke.
 */
export const PUBLICATION_RULES = ['what-to-post', 'how-to-post', 'affiliate', 'prohibited', 'comments'] as const;
export type PublicationRule = (typeof PUBLICATION_RULES)[number];

/** A page's share card (Open Graph, X): the size link previews show without cropping. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The product's name: the brand in every document title, link preview and share card. */
export const SITE_NAME = 'Okazje';
