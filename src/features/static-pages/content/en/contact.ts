import { COMPANY, TERMS_FACTS, en } from '../facts';
import type { StaticDocument } from '../types';

const mail = (address: string) => ({ text: address, href: `mailto:${address}` });

export const contactEn: StaticDocument = {
  lead: 'Got a question, an idea or a problem with a deal? Write to us – we answer everyone, usually within one working day.',
  sections: [
    {
      id: 'write-to-us',
      heading: 'Write to us',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Help for users',
              description: [
                'Account, signing in, points, prizes and how the site works: ',
                mail(COMPANY.supportEmail),
                '. We answer within 24 hours on working days.',
              ],
            },
            {
              term: 'Content reports and moderation',
              description: [
                'Expired deals, spam, rule breaches: ',
                mail(COMPANY.moderationEmail),
                '. The fastest way is the "Report" button on a deal or comment – moderators check reports every day, weekends included.',
              ],
            },
            {
              term: 'Complaints',
              description: [
                'Send complaints about the service to ',
                mail(COMPANY.supportEmail),
                ` with "Complaint" in the subject. We handle them within ${en(TERMS_FACTS.complaintResponseDays, 'day', 'days')} of receipt.`,
              ],
            },
            {
              term: 'Personal data',
              description: [
                'Questions about your data and GDPR requests (access, rectification, erasure): ',
                mail(COMPANY.privacyEmail),
                '. We answer without undue delay, at the latest within one month.',
              ],
            },
            {
              term: 'Shops and partnerships',
              description: [
                'Shops, brands and agencies that want to publish an offer or become a trusted partner: ',
                mail(COMPANY.partnersEmail),
                '. We answer within 2 working days.',
              ],
            },
            {
              term: 'Press',
              description: ['Journalists and media: ', mail(COMPANY.pressEmail), '.'],
            },
            {
              term: 'General matters',
              description: ['Everything else: ', mail(COMPANY.generalEmail), '.'],
            },
          ],
        },
      ],
    },
    {
      id: 'before-you-write',
      heading: 'Before you write',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Answers to the most common questions are in the ', { text: 'FAQ', to: '/faq' }, '.'],
            ['How to earn points is explained on ', { text: 'How to collect points', to: '/how-to-collect-points' }, '.'],
            'When writing about your account, use the e-mail address it is registered with – we will find it faster.',
            'About a particular deal or comment, paste its link. We never ask for your password – do not put it in a message.',
          ],
        },
      ],
    },
    {
      id: 'other-channels',
      heading: 'Other channels',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are also on Facebook, Instagram, YouTube and TikTok (links in the footer). There we post the hottest deals of the day; account matters are handled by e-mail only, because they need your identity confirmed.',
        },
      ],
    },
    {
      id: 'address',
      heading: 'Company details',
      blocks: [
        {
          kind: 'paragraph',
          text: `Okazje is run by ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Poland. Send letters to this address marked "Okazje". The office does not receive visitors.`,
        },
      ],
    },
  ],
};
