import type { Currency } from '../constants';

export interface SpecialOffer {
  id: number;
  title: string;
  url: string;
  image_url: string | null;
  new_price: number | null;
  old_price: number | null;
  currency: Currency;
}

/** Special offer page (GET /api/specials/{id}). `description` is sanitized HTML. */
export interface Special {
  /** On the detail answer only: the versioned address of its share card (the page's Open Graph image), if any. */
  share_card?: string | null;
  id: number;
  title: string;
  desktop_image_url: string | null;
  mobile_image_url: string | null;
  description: string;
  coupon_code: string | null;
  button_url: string | null;
  button_text: string | null;
  instructions: string | null;
  special_offers: SpecialOffer[];
}
