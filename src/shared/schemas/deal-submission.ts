import * as v from 'valibot';
import { CATEGORY_TREE } from '../categories';
import {
  CALENDAR_MAX_DATE,
  CALENDAR_MIN_DATE,
  COUPON_CODE_MAX,
  CURRENCIES,
  DEAL_IMAGES_MAX,
  DEAL_PRICE_MAX,
  SHIPPING_TEXT_MAX,
  SHOP_NAME_MAX,
  type Currency,
} from '../constants';
import { formatMoney, parseMoneyInput } from '../money';
import { DescriptionField, plainText, TitleField, VALIDATION_MESSAGES } from '../validation';
import { isCalendarInstant, warsawLocalToInstant } from '../warsaw-day';
import { EntityId } from './common';
import { DealUrlField } from './community';

const M = VALIDATION_MESSAGES;

/**
 * A deal is filed under one node of the category tree (main categories and the gaming subtrees); aliases are for
 * filters only.
 */
const CATEGORY_IDS = new Set(CATEGORY_TREE.map((node) => node.id));
export const isDealCategory = (id: string): boolean => CATEGORY_IDS.has(id);

const MinorUnits = v.pipe(
  v.number(M.priceInvalid),
  v.integer(M.priceInvalid),
  v.minValue(0, M.priceInvalid),
  v.maxValue(DEAL_PRICE_MAX, M.priceInvalid),
);

/** Empty text means "not given": optional fields of the form arrive as '' or null and are stored as null. */
const optionalText = (max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.maxLength(max, message),
        plainText(),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  );

/** isoTimestamp admits some forms Date cannot read ('…,5Z'): those are invalid too, not an Invalid Date stored (500). */
const Instant = v.optional(
  v.nullable(
    v.pipe(
      v.string(M.dateInvalid),
      v.isoTimestamp(M.dateInvalid),
      v.check((s) => !Number.isNaN(Date.parse(s)), M.dateInvalid),
      v.check((s) => isCalendarInstant(new Date(s)), M.dateRange),
    ),
  ),
  null,
);

/*
 * The rules both the API body and the form check across fields, on their shared field names. partialCheck runs them
 * as soon as the fields they read are valid, so 'the regular price must be higher' shows while the title is empty.
 */
const oldPriceHigher = (d: { new_price: number | null; old_price: number | null }) =>
  d.old_price === null || d.new_price === null || d.old_price > d.new_price;
const expiryInFuture = (d: { expires_at: string | null }) => d.expires_at === null || Date.parse(d.expires_at) > Date.now();
const expiryAfterStart = (d: { released_at: string | null; expires_at: string | null }) =>
  d.expires_at === null || d.released_at === null || Date.parse(d.expires_at) > Date.parse(d.released_at);

/**
 * POST /api/deals/ and PUT /api/deals/{id}: the submission's url, title and description, plus what a full deal
 * shows (prices, shipping, coupon, category, dates, pictures) and its price-truth fields. Prices are minor units; the
 * discount is computed by the server, never sent. `shipping` is 'free' or the cost as text; `category` is a
 * category id; `image_ids` are pictures from POST /api/deals/images in gallery order, the first is the main one.
 */
export const DealSubmissionSchema = v.pipe(
  v.object({
    url: DealUrlField,
    title: TitleField,
    description: DescriptionField,
    new_price: v.optional(v.nullable(MinorUnits), null),
    old_price: v.optional(v.nullable(MinorUnits), null),
    /** The lowest price of the 30 days before the reduction, as the shop states it (the Omnibus rule); optional. */
    lowest_price_30d: v.optional(v.nullable(MinorUnits), null),
    /** Another deal of the same product: this deal's prices join its price history. */
    same_product_as: v.optional(v.nullable(EntityId), null),
    currency: v.optional(v.picklist(CURRENCIES, M.currencyInvalid), 'PLN'),
    shipping: optionalText(SHIPPING_TEXT_MAX, M.shippingInvalid),
    coupon_code: v.optional(
      v.nullable(
        v.pipe(
          v.string(M.couponInvalid),
          v.trim(),
          v.maxLength(COUPON_CODE_MAX, M.couponInvalid),
          v.regex(/^\S*$/, M.couponInvalid),
          plainText(),
          v.transform((s) => (s === '' ? null : s)),
        ),
      ),
      null,
    ),
    category: v.pipe(v.optional(v.string(M.categoryRequired), ''), v.check(isDealCategory, M.categoryRequired)),
    /**
     * The shop's name as the link import found it (`shop_name` of POST /api/deals/import). It names only a
     * shop the site does not know yet: a link to a known shop's domain is credited to that shop whatever this says.
     */
    shop_name: optionalText(SHOP_NAME_MAX, `shop_name must be plain text of at most ${SHOP_NAME_MAX} characters`),
    released_at: Instant,
    expires_at: Instant,
    image_ids: v.optional(
      v.pipe(
        v.array(EntityId, M.imagesMax),
        v.maxLength(DEAL_IMAGES_MAX, M.imagesMax),
        v.check((ids) => new Set(ids).size === ids.length, 'image_ids must not repeat a picture'),
      ),
      [],
    ),
  }),
  v.forward(v.partialCheck([['old_price'], ['new_price']], oldPriceHigher, M.oldPriceNotHigher), ['old_price']),
  v.forward(v.partialCheck([['expires_at']], expiryInFuture, M.expiryInPast), ['expires_at']),
  v.forward(v.partialCheck([['expires_at'], ['released_at']], expiryAfterStart, M.expiryBeforeStart), ['expires_at']),
);
export type DealSubmission = v.InferInput<typeof DealSubmissionSchema>;
export type ValidDealSubmission = v.InferOutput<typeof DealSubmissionSchema>;

const MoneyText = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s) => parseMoneyInput(s) !== undefined, message),
    v.transform((s) => parseMoneyInput(s) ?? null),
    v.nullable(v.pipe(v.number(), v.maxValue(DEAL_PRICE_MAX, message))),
  );

/** The typed wall-clock day is the Warsaw day, so the calendar's bounds apply to it as typed. */
const LocalDateTime = v.pipe(
  v.string(M.dateInvalid),
  v.check((s) => s === '' || warsawLocalToInstant(s) !== null, M.dateInvalid),
  v.check((s) => s === '' || (s.slice(0, 10) >= CALENDAR_MIN_DATE && s.slice(0, 10) <= CALENDAR_MAX_DATE), M.dateRange),
  v.transform((s) => (s === '' ? null : (warsawLocalToInstant(s)?.toISOString() ?? null))),
);

/**
 * The add-deal form's values (text inputs, a select, a checkbox; date-times as Warsaw wall-clock time) checked by the
 * same rules and turned into the API body, pictures aside (the form keeps them in their own state).
 */
export const DealFormSchema = v.pipe(
  v.object({
    url: DealUrlField,
    title: TitleField,
    description: DescriptionField,
    new_price: MoneyText(M.priceInvalid),
    old_price: MoneyText(M.priceInvalid),
    lowest_price_30d: MoneyText(M.priceInvalid),
    currency: v.picklist(CURRENCIES, M.currencyInvalid),
    free_shipping: v.boolean(),
    shipping: MoneyText(M.shippingInvalid),
    coupon_code: DealSubmissionSchema.pipe[0].entries.coupon_code,
    category: DealSubmissionSchema.pipe[0].entries.category,
    released_at: LocalDateTime,
    expires_at: LocalDateTime,
  }),
  v.forward(v.partialCheck([['old_price'], ['new_price']], oldPriceHigher, M.oldPriceNotHigher), ['old_price']),
  v.forward(v.partialCheck([['expires_at']], expiryInFuture, M.expiryInPast), ['expires_at']),
  v.forward(v.partialCheck([['expires_at'], ['released_at']], expiryAfterStart, M.expiryBeforeStart), ['expires_at']),
  v.transform(({ free_shipping, shipping, ...rest }) => ({
    ...rest,
    shipping: free_shipping ? 'free' : shipping === null ? null : formatMoney(shipping, rest.currency),
  })),
);
/** What the form holds: every field as typed (the schema's input, with no optional fields). */
export type DealFormValues = {
  url: string;
  title: string;
  description: string;
  new_price: string;
  old_price: string;
  lowest_price_30d: string;
  currency: Currency;
  free_shipping: boolean;
  shipping: string;
  coupon_code: string;
  category: string;
  released_at: string;
  expires_at: string;
};
