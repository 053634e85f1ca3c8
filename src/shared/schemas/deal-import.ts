import * as v from 'valibot';
import type { Currency } from '../constants';
import { plainText, VALIDATION_MESSAGES } from '../validation';

const M = VALIDATION_MESSAGES;

/**
 * The shop link pasted into the deal form. http is admitted here (many shops still redirect http to https); the
 * answer's `url` is where the page really came from, and the submission itself still asks for https.
 */
export const ImportUrlField = v.pipe(
  // A missing field reads as an empty one, so it gets the same 'Link is required' instead of valibot's key message.
  v.optional(v.string(M.linkRequired), ''),
  v.trim(),
  v.nonEmpty(M.linkRequired),
  v.maxLength(2048, M.linkInvalid),
  v.url(M.linkInvalid),
  v.regex(/^https?:\/\//i, M.linkInvalid),
  plainText(M.linkInvalid),
);

/** POST /api/deals/import: read a shop page to prefill the deal form. */
export const DealImportSchema = v.object({ url: ImportUrlField });
export type DealImportBody = v.InferInput<typeof DealImportSchema>;

/** The page's picture, downloaded and stored as a deal picture the submission can refer to. */
export interface ImportedImage {
  id: number;
  url: string;
  width: number;
  height: number;
}

/**
 * Answer of POST /api/deals/import: what the page says about itself, for the user to confirm or edit. Any field the
 * page does not give is null; prices are integer minor units in `currency`.
 */
export interface DealImport {
  /** The page's address after redirects, without tracking parameters (utm_*, fbclid, gclid …). */
  url: string;
  title: string | null;
  description: string | null;
  /** The picture as the shop serves it (absolute http(s)). */
  image_url: string | null;
  /** The same picture stored by us; null when it could not be downloaded or decoded. */
  image: ImportedImage | null;
  new_price: number | null;
  /** The price before the discount, when the page names one above `new_price`. */
  old_price: number | null;
  /** The lowest price of the last 30 days as the page states it (the Omnibus notice), when it does. */
  lowest_price_30d: number | null;
  currency: Currency | null;
  /**
   * Who the deal will be credited to: the known shop whose domain the page is on, else the page's
   * `og:site_name`, else its host without `www.`. Sent back as the submission's `shop_name`.
   */
  shop_name: string;
}
