import * as v from 'valibot';
import type { ListResponse } from './common';
import { PaginationQuery } from './common';
import { BANNER_LOCATIONS, CURRENCIES, type BannerLocation, type Currency } from '../constants';
import type { Prize, UserPrizeStatus } from './rewards';
import { USER_PRIZE_STATUSES } from './rewards';
import { plainText } from '../validation';

/* Prize fulfilment and the operators' editorial tools: pinned and featured deals, banners, special-offer pages. */

/* ───────────── Prize requests ───────────── */

/** GET /api/moderation/prize-requests?status (operators): oldest first for pending, newest first otherwise. */
export const PrizeRequestsQuerySchema = v.object({
  page: PaginationQuery.page,
  per_page: PaginationQuery.per_page,
  status: v.optional(v.picklist(USER_PRIZE_STATUSES, `status must be one of ${USER_PRIZE_STATUSES.join(', ')}`), 'pending'),
});
export type PrizeRequestsQuery = v.InferOutput<typeof PrizeRequestsQuerySchema>;

export interface PrizeRequestForOperator {
  id: number;
  user: { id: number; username: string };
  prize: Prize;
  status: UserPrizeStatus;
  claim_information: string | null;
  rejection_reason: string | null;
  /** The points the request cost (given back on rejection). */
  points: number;
  created_at: string;
  decided_at: string | null;
}
export type PrizeRequestsList = ListResponse<PrizeRequestForOperator>;

/**
 * POST /api/moderation/prize-requests/{id} (operators) → 200 PrizeRequestForOperator; 409 once decided. A rejection
 * needs the reason the member reads and gives the points back (a points-history entry) and the stock; both outcomes
 * reach the member's inbox (`prize_outcome`).
 */
export const PrizeDecisionBodySchema = v.pipe(
  v.object({
    status: v.picklist(['success', 'rejected'], 'status must be success or rejected'),
    reason: v.optional(v.pipe(v.string('reason must be text'), v.trim(), v.maxLength(1000), plainText()), ''),
  }),
  v.check((b) => b.status !== 'rejected' || b.reason !== '', 'reason: a rejection tells the member why'),
);
export type PrizeDecisionBody = v.InferInput<typeof PrizeDecisionBodySchema>;

/* ───────────── Pinned and featured deals ───────────── */

/** PUT /api/moderation/deals/{id}/editorial (operators) → 200 `{ id, is_pinned, is_featured }`; audited. */
export const DealEditorialBodySchema = v.pipe(
  v.object({
    is_pinned: v.optional(v.boolean('is_pinned must be true or false')),
    is_featured: v.optional(v.boolean('is_featured must be true or false')),
  }),
  v.check((b) => b.is_pinned !== undefined || b.is_featured !== undefined, 'give is_pinned or is_featured'),
);
export type DealEditorialBody = v.InferInput<typeof DealEditorialBodySchema>;
export interface DealEditorial {
  id: number;
  is_pinned: boolean;
  is_featured: boolean;
}

/* ───────────── Banners ───────────── */

const HttpsUrl = v.pipe(
  v.string('url must be text'),
  v.trim(),
  v.maxLength(2000),
  v.url('url must be a link'),
  v.startsWith('https://', 'url must start with https://'),
);

/**
 * POST /api/moderation/banners/images (operators): one picture as the body, with the deal pictures' checks (type,
 * size, dimensions) → 201 `{ image_url, width, height }`. POST /api/moderation/banners then takes the image_url.
 */
export interface BannerImage {
  image_url: string;
  width: number;
  height: number;
}

/** POST /api/moderation/banners → 201 BannerForOperator; PATCH /api/moderation/banners/{id} takes any of the fields. */
export const BannerBodySchema = v.object({
  image_url: v.pipe(v.string('image_url must be text'), v.regex(/^\/media\//, 'image_url must be an uploaded picture')),
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)),
  url: v.optional(v.nullable(HttpsUrl), null),
  locations: v.pipe(
    v.array(v.picklist(BANNER_LOCATIONS, `locations must be among ${BANNER_LOCATIONS.join(', ')}`)),
    v.minLength(1, 'pick at least one location'),
  ),
});
export type BannerBody = v.InferInput<typeof BannerBodySchema>;
export const BannerPatchSchema = v.partial(BannerBodySchema);
export type BannerPatch = v.InferInput<typeof BannerPatchSchema>;

export interface BannerForOperator {
  id: number;
  image_url: string;
  width: number;
  height: number;
  url: string | null;
  locations: BannerLocation[];
  position: number;
  retired_at: string | null;
  created_at: string;
  /** Clicks in the last 30 days. */
  clicks_30d: number;
}

/** PUT /api/moderation/banners/order `{ ids }`: the live banners in slot order (first is shown first). */
export const BannerOrderBodySchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(200)),
});
/* DELETE /api/moderation/banners/{id} retires a banner (204); it leaves every slot and stays listed as retired. */

/* ───────────── Special-offer pages ───────────── */

const SpecialOfferSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('title is required'), v.maxLength(200), plainText()),
  url: HttpsUrl,
  image_url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
  new_price: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  old_price: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  currency: v.optional(v.picklist(CURRENCIES), 'PLN' satisfies Currency),
});

/**
 * POST /api/moderation/specials → 201 Special; PUT /api/moderation/specials/{id} replaces it (offers in order);
 * DELETE retires it (its page answers 404). `description` is HTML, sanitized on the server like a deal's.
 */
export const SpecialBodySchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('title is required'), v.maxLength(200), plainText()),
  description: v.optional(v.pipe(v.string(), v.maxLength(20000)), ''),
  desktop_image_url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
  mobile_image_url: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
  coupon_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100), plainText())), null),
  button_url: v.optional(v.nullable(HttpsUrl), null),
  button_text: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100), plainText())), null),
  instructions: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000), plainText())), null),
  offers: v.pipe(v.array(SpecialOfferSchema), v.maxLength(100)),
});
export type SpecialBody = v.InferInput<typeof SpecialBodySchema>;

export interface SpecialForOperator {
  id: number;
  title: string;
  retired_at: string | null;
  created_at: string;
  offers_count: number;
}
/* GET /api/moderation/specials → `{ data: SpecialForOperator[] }` (live first); GET /api/specials/{id} for the whole page. */
