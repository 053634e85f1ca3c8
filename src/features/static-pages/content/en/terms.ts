import { COMPANY, POINTS_FACTS, TERMS_FACTS, en } from '../facts';
import type { StaticDocument } from '../types';

const mail = (address: string) => ({ text: address, href: `mailto:${address}` });
const days = (count: number) => en(count, 'day', 'days');
const points = (count: number) => en(count, 'point', 'points');

export const termsEn: StaticDocument = {
  lead: 'These terms set out the rules for using Okazje: creating an account, posting deals and comments, collecting points and making complaints.',
  sections: [
    {
      id: 'general',
      heading: '§1. General provisions',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            `The Okazje service (the "Service"), available in the browser and in the mobile app, is run by ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Poland (the "Operator").`,
            'The Service is a community platform where users publish and rate information about promotions, coupons and discount codes. The Operator does not sell the products in deals and is not a party to contracts made with shops.',
            'Using the Service is free of charge.',
            ['These terms are effective from ', { strong: TERMS_FACTS.effectiveDate }, '.'],
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: '§2. User account',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              { strong: `The Service may be used only by people aged ${TERMS_FACTS.minimumAge} or over.` },
              ' By creating an account you confirm that you meet this condition.',
            ],
            'You create an account with an e-mail address and password (confirmed with a code sent by e-mail) or by signing in with Facebook or Apple. Each person may have one account.',
            'You are responsible for keeping your password confidential and for actions taken from your account. A username must not mislead, infringe the rights of others or be offensive.',
            'The contract for the services is made when the account is created, for an indefinite period. You may end it at any time by deleting the account in the profile settings.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: '§3. Content published by users',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'You publish deals and comments in line with the ',
              { text: 'publication rules', to: '/publication-rules' },
              ', which are part of these terms.',
            ],
            "By publishing content you grant the Operator a free, non-exclusive licence to display, store and share it in the Service, the mobile app and the Service's social media channels, without territorial limits, for as long as it is present in the Service.",
            'Publishing unlawful, misleading or offensive content, content infringing the rights of others, spam and undisclosed advertising is prohibited.',
            'The Operator may remove or hide content that breaks these terms or the law. We tell the author, with the reasons; the decision can be appealed through the complaint procedure.',
          ],
        },
      ],
    },
    {
      id: 'deals',
      heading: '§4. Deals, prices and links',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Information about deals comes from users and shops. The offer in the shop is always binding; promotions may end or change without notice.',
            [
              { strong: `Price history covers ${days(TERMS_FACTS.priceHistoryDays)} back.` },
              ` The reference price ("old price") is the product's lowest price in the ${days(TERMS_FACTS.priceHistoryDays)} before the reduction.`,
            ],
            "Links to shops may be affiliate links for which the Operator receives a commission. This does not affect the buyer's price or the order of deals. Sponsored content is clearly marked.",
            'The order of deals follows user votes and publication time; the Operator accepts no payment for changing voting results.',
          ],
        },
      ],
    },
    {
      id: 'points',
      heading: '§5. Points and prizes',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            `Users receive points: ${points(POINTS_FACTS.popularDeal)} for a deal that becomes popular; ${points(POINTS_FACTS.marketingConsent)}, once, for marketing consent with an e-mail address and a phone number given; ${points(POINTS_FACTS.daily)} for the daily bonus, once per calendar day in Polish time (Europe/Warsaw).`,
            'Points are exchanged for prizes from the catalogue in the Service or in the mobile app. Points have no monetary value and cannot be exchanged for cash or moved to another account.',
            "In case of abuse (fake accounts, vote rings, copying other people's deals) the Operator may take back points gained that way and withhold prizes.",
          ],
        },
      ],
    },
    {
      id: 'complaints',
      heading: '§6. Complaints',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'Send complaints about the Service by e-mail to ',
              mail(COMPANY.supportEmail),
              " or by post to the Operator's address. Describe the problem and give your account's e-mail address.",
            ],
            [
              { strong: `The Operator handles a complaint within ${days(TERMS_FACTS.complaintResponseDays)}` },
              ' of receiving it and answers to the address it came from.',
            ],
            'Complaints about products bought in shops go to the seller – the Operator is not a party to those contracts.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: '§7. Personal data',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'How personal data is processed is described in the ',
            { text: 'privacy policy', to: '/privacy' },
            `. We keep data no longer than necessary, and in any case no longer than ${en(TERMS_FACTS.dataRetentionYears, 'year', 'years')}.`,
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '§8. Liability',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'The Operator strives to keep the Service running without interruption, but may limit access temporarily for technical work, with notice where possible.',
            "The Operator is not responsible for the content of shop offers or the performance of contracts made with shops. This does not exclude the Operator's liability towards consumers where it cannot be excluded.",
          ],
        },
      ],
    },
    {
      id: 'termination',
      heading: '§9. Suspension and deletion of accounts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For serious or repeated breaches of these terms the Operator may suspend or delete an account, giving the reason. Deleting the account, by the user or the Operator, ends the contract; unused points are forfeited.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '§10. Changes to the terms',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            { strong: `Changes to these terms are announced ${days(TERMS_FACTS.changeNoticeDays)} ahead` },
            ' – by e-mail and a notice in the Service. If you do not accept them, you may delete your account before they take effect.',
          ],
        },
      ],
    },
    {
      id: 'final',
      heading: '§11. Final provisions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by Polish law. Consumers may use out-of-court dispute resolution, e.g. the help of a municipal or district consumer ombudsman. Nothing in these terms limits consumer rights under mandatory law.',
        },
      ],
    },
  ],
};
