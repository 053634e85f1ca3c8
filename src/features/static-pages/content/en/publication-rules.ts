import { DESCRIPTION_MAX, TITLE_MAX } from '@/shared/constants';
import { TERMS_FACTS } from '../facts';
import { publicationRulesDocument } from '../publication-rules';

export const publicationRulesEn = publicationRulesDocument({
  lead: 'These rules keep Okazje full of real, current and honestly described promotions. They apply to everyone who posts deals and comments.',
  whatToPost: {
    heading: 'What you may post',
    items: [
      'Promotions, price cuts, coupons and discount codes available to customers in Poland – online and in stores.',
      'Offers open to everyone: no invitations, single-use codes tied to one person or "refer a friend" schemes.',
      'Deals that are live when posted, with a price that is really lower than usual – check the price history of the last 30 days.',
      'Free items and games (e.g. giveaways in game stores) – with how to claim them.',
    ],
  },
  howToPost: {
    heading: 'How to describe a deal well',
    items: [
      `Title (up to ${TITLE_MAX} characters): product name, price and shop, e.g. "PlayStation 5 Slim console for 1899 zł at Media Expert".`,
      `Description (up to ${DESCRIPTION_MAX} characters): what you get, the terms, delivery cost, discount code, end date, a comparison with other shops.`,
      "The link goes straight to the offer, not to the shop's home page or a link shortener.",
      'One deal – one product or one promotion. Use search to check that nobody has posted it yet.',
    ],
  },
  affiliate: {
    heading: 'Affiliate links and partnerships',
    items: [
      "Do not add your own affiliate or referral links. We may turn shop links into affiliate links – the shops' commissions keep the site running and do not change the buyer's price.",
      'If you work for the shop or brand, or are paid for the promotion, say so clearly in the description. Shops may publish offers after contacting us, as marked content.',
      'Sponsored and pinned offers are always marked on the site.',
    ],
  },
  prohibited: {
    heading: 'What we do not publish',
    items: [
      `Products and services not allowed for people under ${TERMS_FACTS.minimumAge} without the NSFW mark, and alcohol advertising, tobacco products, prescription drugs, weapons and gambling.`,
      'Counterfeits, goods from illegal sources, pirated keys and accounts.',
      'Fake discounts, "before" prices inflated just before a promotion, misleading offers.',
      'Spam, referral chains, links to surveys and collection of personal data.',
      "Offensive, discriminatory or harassing content, or content that violates privacy or copyright (e.g. other people's photos without consent).",
    ],
  },
  comments: {
    heading: 'Comments',
    text: 'Keep comments about the deal: share experiences, better prices and codes. Criticise the offer, not people. Comments with profanity, personal attacks or advertising are removed.',
  },
  moderation: {
    heading: 'Moderation and consequences',
    text: 'Moderators may correct a title or category, mark a deal as expired, hide it or remove it. Serious or repeated breaches can cost points and lead to an account block under the [terms of service]. Report content that breaks the rules with the "Report" button; for anything else [contact us].',
  },
});
