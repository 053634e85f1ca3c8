import { DESCRIPTION_MAX, TITLE_MAX } from '@/shared/constants';
import { TERMS_FACTS } from '../facts';
import type { StaticDocument } from '../types';

export const publicationRulesEn: StaticDocument = {
  lead: 'These rules keep Okazje full of real, current and honestly described promotions. They apply to everyone who posts deals and comments.',
  sections: [
    {
      id: 'what-to-post',
      heading: 'What you may post',
      blocks: [
        {
          kind: 'list',
          items: [
            'Promotions, price cuts, coupons and discount codes available to customers in Poland – online and in stores.',
            'Offers open to everyone: no invitations, single-use codes tied to one person or "refer a friend" schemes.',
            'Deals that are live when posted, with a price that is really lower than usual – check the price history of the last 30 days.',
            'Free items and games (e.g. giveaways in game stores) – with how to claim them.',
          ],
        },
      ],
    },
    {
      id: 'how-to-post',
      heading: 'How to describe a deal well',
      blocks: [
        {
          kind: 'list',
          items: [
            `Title (up to ${TITLE_MAX} characters): product name, price and shop, e.g. "PlayStation 5 Slim console for 1899 zł at Media Expert".`,
            `Description (up to ${DESCRIPTION_MAX} characters): what you get, the terms, delivery cost, discount code, end date, a comparison with other shops.`,
            "The link goes straight to the offer, not to the shop's home page or a link shortener.",
            'One deal – one product or one promotion. Use search to check that nobody has posted it yet.',
          ],
        },
      ],
    },
    {
      id: 'affiliate',
      heading: 'Affiliate links and partnerships',
      blocks: [
        {
          kind: 'list',
          items: [
            "Do not add your own affiliate or referral links. We may turn shop links into affiliate links – the shops' commissions keep the site running and do not change the buyer's price.",
            'If you work for the shop or brand, or are paid for the promotion, say so clearly in the description. Shops may publish offers after contacting us, as marked content.',
            'Sponsored and pinned offers are always marked on the site.',
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      heading: 'What we do not publish',
      blocks: [
        {
          kind: 'list',
          items: [
            `Products and services not allowed for people under ${TERMS_FACTS.minimumAge} without the NSFW mark, and alcohol advertising, tobacco products, prescription drugs, weapons and gambling.`,
            'Counterfeits, goods from illegal sources, pirated keys and accounts.',
            'Fake discounts, "before" prices inflated just before a promotion, misleading offers.',
            'Spam, referral chains, links to surveys and collection of personal data.',
            "Offensive, discriminatory or harassing content, or content that violates privacy or copyright (e.g. other people's photos without consent).",
          ],
        },
      ],
    },
    {
      id: 'comments',
      heading: 'Comments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Keep comments about the deal: share experiences, better prices and codes. Criticise the offer, not people. Comments with profanity, personal attacks or advertising are removed.',
        },
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderation and consequences',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Moderators may correct a title or category, mark a deal as expired, hide it or remove it. Serious or repeated breaches can cost points and lead to an account block under the ',
            { text: 'terms of service', to: '/terms' },
            '. Report content that breaks the rules with the "Report" button; for anything else ',
            { text: 'contact us', to: '/contact' },
            '.',
          ],
        },
      ],
    },
  ],
};
