import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { translateValidationMessage } from '@/lib/forms/validation-messages';
import type { Currency } from '@/shared/constants';
import { parseMoneyInput } from '@/shared/money';
import { SpecialBodySchema, type SpecialBody } from '@/shared/schemas/moderation-editorial';
import type { Special } from '@/shared/schemas/special';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { fieldErrors, type FieldErrors } from './issues';

/** An offer row as typed: prices in złoty (or the offer's currency) as people write them, '1 299,99'. */
export interface OfferValues {
  key: number;
  title: string;
  url: string;
  image_url: string;
  new_price: string;
  old_price: string;
  currency: Currency;
}

export interface SpecialValues {
  title: string;
  description: string;
  desktop_image_url: string;
  mobile_image_url: string;
  coupon_code: string;
  button_url: string;
  button_text: string;
  instructions: string;
  offers: OfferValues[];
}

export const emptyOffer = (key: number): OfferValues => ({
  key,
  title: '',
  url: '',
  image_url: '',
  new_price: '',
  old_price: '',
  currency: 'PLN',
});

export const EMPTY_SPECIAL: SpecialValues = {
  title: '',
  description: '',
  desktop_image_url: '',
  mobile_image_url: '',
  coupon_code: '',
  button_url: '',
  button_text: '',
  instructions: '',
  offers: [],
};

/** Minor units back to what the operator types: 129999 → '1299,99', 4900 → '49'. */
export function minorToInput(minor: number | null): string {
  if (minor === null) return '';
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}

export function specialToValues(special: Special): SpecialValues {
  return {
    title: special.title,
    description: special.description,
    desktop_image_url: special.desktop_image_url ?? '',
    mobile_image_url: special.mobile_image_url ?? '',
    coupon_code: special.coupon_code ?? '',
    button_url: special.button_url ?? '',
    button_text: special.button_text ?? '',
    instructions: special.instructions ?? '',
    offers: special.special_offers.map((offer, index) => ({
      key: index,
      title: offer.title,
      url: offer.url,
      image_url: offer.image_url ?? '',
      new_price: minorToInput(offer.new_price),
      old_price: minorToInput(offer.old_price),
      currency: offer.currency,
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

export type SpecialCheck = { ok: true; body: SpecialBody } | { ok: false; errors: FieldErrors };

/**
 * The typed form as the API body, checked by the server's own SpecialBodySchema. Prices are converted the deal form's
 * way (parseMoneyInput to minor units); one that cannot be read is reported on its field like the deal form does.
 */
export function checkSpecial(i18n: I18n, values: SpecialValues): SpecialCheck {
  const priceErrors: FieldErrors = {};
  const price = (text: string, path: string): number | null => {
    const minor = parseMoneyInput(text);
    if (minor === undefined) {
      priceErrors[path] = translateValidationMessage(i18n, VALIDATION_MESSAGES.priceInvalid);
      return null;
    }
    return minor;
  };
  const body: SpecialBody = {
    title: values.title,
    description: values.description,
    desktop_image_url: orNull(values.desktop_image_url),
    mobile_image_url: orNull(values.mobile_image_url),
    coupon_code: orNull(values.coupon_code),
    button_url: orNull(values.button_url),
    button_text: orNull(values.button_text),
    instructions: orNull(values.instructions),
    offers: values.offers.map((offer, index) => ({
      title: offer.title,
      url: offer.url,
      image_url: orNull(offer.image_url),
      new_price: price(offer.new_price, `offers.${index}.new_price`),
      old_price: price(offer.old_price, `offers.${index}.old_price`),
      currency: offer.currency,
    })),
  };
  const result = v.safeParse(SpecialBodySchema, body);
  const errors = { ...(result.success ? {} : fieldErrors(i18n, result.issues)), ...priceErrors };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return result.success ? { ok: true, body: result.output } : { ok: false, errors };
}
