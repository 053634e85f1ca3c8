import { DAILY_POINTS, MARKETING_CONSENT_POINTS, POPULAR_DEAL_POINTS } from '@/shared/constants';

/**
 * The terms' facts (age, deadlines, dates), quoted by the terms, the privacy policy, the FAQ and the contact page in
 * both languages.
 */
export const TERMS_FACTS = {
  minimumAge: 18,
  priceHistoryDays: 30,
  complaintResponseDays: 14,
  changeNoticeDays: 30,
  /** Shown as DD.MM.YYYY in both languages, as the terms state it. */
  effectiveDate: '30.06.2025',
  dataRetentionYears: 10,
} as const;

/** Points amounts, from the shared constants the server pays them with. */
export const POINTS_FACTS = {
  popularDeal: POPULAR_DEAL_POINTS,
  marketingConsent: MARKETING_CONSENT_POINTS,
  daily: DAILY_POINTS,
  /** The server's default POPULAR_THRESHOLD (README): the score at which a deal reaches the Best tab. */
  popularThreshold: 25,
} as const;

/**
 * The operator's details, in one place so that a deployment changes them once. They are the product's own
 * fictitious company, not a real registry entry.
 */
export const COMPANY = {
  name: 'Okazje sp. z o.o.',
  street: 'ul. Grzybowska 62',
  city: '00-844 Warszawa',
  generalEmail: 'kontakt@okazje.pl',
  supportEmail: 'pomoc@okazje.pl',
  partnersEmail: 'partnerzy@okazje.pl',
  privacyEmail: 'iod@okazje.pl',
  pressEmail: 'media@okazje.pl',
  moderationEmail: 'moderacja@okazje.pl',
} as const;

/** The companion mobile app (points are exchanged and Dealboxes opened there). */
export const MOBILE_APP = {
  appStoreUrl: 'https://apps.apple.com/pl/app/okazje/id6450000001',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=pl.okazje.app',
} as const;

const polishPlural = new Intl.PluralRules('pl');

/** Polish noun after a number: 1 punkt, 2 punkty, 5 punktów (one, few, many). */
export function pl(count: number, one: string, few: string, many: string): string {
  const form = polishPlural.select(count);
  return `${count} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

/** English noun after a number: 1 point, 5 points. */
export function en(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}
