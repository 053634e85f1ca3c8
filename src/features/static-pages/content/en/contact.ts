import { contactDocument } from '../contact';
import { COMPANY, TERMS_FACTS, en } from '../facts';

export const contactEn = contactDocument({
  lead: 'Got a question, an idea or a problem with a deal? Write to us – we answer everyone, usually within one working day.',
  writeToUs: 'Write to us',
  channels: {
    help: {
      term: 'Help for users',
      text: ['Account, signing in, points, prizes and how the site works: ', '. We answer within 24 hours on working days.'],
    },
    moderation: {
      term: 'Content reports and moderation',
      text: [
        'Expired deals, spam, rule breaches: ',
        '. The fastest way is the "Report" button on a deal or comment – moderators check reports every day, weekends included.',
      ],
    },
    complaints: {
      term: 'Complaints',
      text: [
        'Send complaints about the service to ',
        ` with "Complaint" in the subject. We handle them within ${en(TERMS_FACTS.complaintResponseDays, 'day', 'days')} of receipt.`,
      ],
    },
    personalData: {
      term: 'Personal data',
      text: [
        'Questions about your data and GDPR requests (access, rectification, erasure): ',
        '. We answer without undue delay, at the latest within one month.',
      ],
    },
    partnerships: {
      term: 'Shops and partnerships',
      text: [
        'Shops, brands and agencies that want to publish an offer or become a trusted partner: ',
        '. We answer within 2 working days.',
      ],
    },
    press: { term: 'Press', text: ['Journalists and media: ', '.'] },
    general: { term: 'General matters', text: ['Everything else: ', '.'] },
  },
  beforeYouWrite: 'Before you write',
  tips: [
    'Answers to the most common questions are in the [FAQ].',
    'How to earn points is explained on [How to collect points].',
    'When writing about your account, use the e-mail address it is registered with – we will find it faster.',
    'About a particular deal or comment, paste its link. We never ask for your password – do not put it in a message.',
  ],
  otherChannels: 'Other channels',
  socialMedia:
    'We are also on Facebook, Instagram, YouTube and TikTok (links in the footer). There we post the hottest deals of the day; account matters are handled by e-mail only, because they need your identity confirmed.',
  companyDetails: 'Company details',
  companyAddress: `Okazje is run by ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, Poland. Send letters to this address marked "Okazje". The office does not receive visitors.`,
});
