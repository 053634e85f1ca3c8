/** Business constants of §9, shared by client, service worker and server. */
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

export const DEAL_SORTS = ['newest', 'oldest', 'discount', 'most_commented'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
