import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { pageHead, type HeadMatch } from '@/lib/page-head';
import { DAILY_POINTS, MARKETING_CONSENT_POINTS, POPULAR_DEAL_POINTS } from '@/shared/constants';

// Named as the description's placeholders, so that the message reads the same in every catalog.
const popularDeal = POPULAR_DEAL_POINTS;
const marketingConsent = MARKETING_CONSENT_POINTS;
const daily = DAILY_POINTS;

/** Each static page's title (its h1 too) and description, for its route's head and its heading. */
export const STATIC_PAGE_HEADS = {
  contact: {
    title: msg`Contact`,
    description: msg`How to reach the Okazje team: e-mail addresses for help, moderation, complaints, personal data and partnerships, with our response times.`,
  },
  dealboxes: {
    title: msg`Dealboxes`,
    description: msg`Dealboxes are surprise boxes in the Okazje mobile app: open them with your points and win gift cards, gadgets or more points.`,
  },
  exchangePoints: {
    title: msg`Exchange points in the mobile app`,
    description: msg`Exchange your Okazje points for prizes and open Dealboxes in the free mobile app for Android and iOS.`,
  },
  faq: {
    title: msg`Frequently asked questions`,
    description: msg`Answers about voting, popular deals, points, prizes, Dealboxes, keyword alerts, offline use, accounts and reporting on Okazje.`,
  },
  privacyPolicy: {
    title: msg`Privacy policy`,
    description: msg`Who processes your personal data on Okazje, why and for how long, your GDPR rights, and how we use cookies.`,
  },
  publicationRules: {
    title: msg`Publication rules`,
    description: msg`Which deals and comments may be posted on Okazje, how to describe them, affiliate links and what content is not allowed.`,
  },
  ranking: {
    title: msg`How ranking works`,
    description: msg`How the Hot tab orders deals: the formula, what a vote weighs at each account level, when reports expire a deal and the limits for new accounts.`,
  },
  terms: {
    title: msg`Terms of service`,
    description: msg`The rules of Okazje: accounts for adults, publishing deals and comments, points and prizes, complaints and changes to the terms.`,
  },
  trustedPartners: {
    title: msg`Trusted partners`,
    description: msg`Shops Okazje works with directly, checked for fair prices, returns and customer service.`,
  },
  collectPoints: {
    title: msg`How to collect points`,
    description: msg`Earn ${popularDeal} points for a popular deal, ${marketingConsent} for marketing consent and ${daily} with the daily bonus, then exchange them for prizes.`,
  },
} satisfies Record<string, { title: MessageDescriptor; description: MessageDescriptor }>;

export type StaticPageId = keyof typeof STATIC_PAGE_HEADS;

/** A static page's head. */
export const staticPageHead =
  (page: StaticPageId) =>
  ({ match }: { match: HeadMatch }) =>
    pageHead(match, {
      title: match.context.i18n._(STATIC_PAGE_HEADS[page].title),
      description: match.context.i18n._(STATIC_PAGE_HEADS[page].description),
    });
