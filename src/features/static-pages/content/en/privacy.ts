import { COMPANY, TERMS_FACTS, en } from '../facts';
import type { StaticDocument } from '../types';

const mail = (address: string) => ({ text: address, href: `mailto:${address}` });

export const privacyEn: StaticDocument = {
  lead: 'We respect your privacy. Below we explain what data we process, why, on what legal basis and for how long, and what rights you have under the GDPR.',
  sections: [
    {
      id: 'controller',
      heading: '1. Data controller',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `The controller of your personal data is ${COMPANY.name}, registered in Warsaw, ${COMPANY.street}, ${COMPANY.city}, Poland ("we"). We have appointed a data protection officer, whom you can reach at `,
            mail(COMPANY.privacyEmail),
            ' or by post at our registered address.',
          ],
        },
      ],
    },
    {
      id: 'data',
      heading: '2. What data we process',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account data: e-mail address, username, a password hash (never the password itself), and when you sign in with Facebook or Apple, the identifier and e-mail address that provider gives us.',
            'Profile data you give voluntarily: profile photo, phone number, birth date, gender, marketing consent.',
            'Content you publish: deals, comments, votes, reports, saved deals and keyword alerts.',
            'Points and prize data, including the details needed to deliver a prize (e.g. a postal address).',
            'Technical data: IP address, browser and device type, an anonymous device identifier, the time and kind of actions, error logs.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: '3. Purposes and legal bases',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Running your account and the services of the site',
              description:
                'Sign-up, sign-in, posting deals and comments, voting, alerts, points and prizes – Art. 6(1)(b) GDPR (performance of the contract, i.e. the terms of service).',
            },
            {
              term: 'Security and abuse prevention',
              description:
                'Protection against spam, break-ins, fake accounts and vote manipulation, sign-in attempt limits – Art. 6(1)(f) GDPR (our legitimate interest).',
            },
            {
              term: 'Moderation, reports and complaints',
              description: 'Art. 6(1)(b) and (f) GDPR, and for the duties under the Digital Services Act – Art. 6(1)(c) GDPR.',
            },
            {
              term: 'Marketing and newsletter',
              description:
                'Messages about deals and promotions by e-mail or text message – Art. 6(1)(a) GDPR (your consent), which you can withdraw in your profile settings at any time, without affecting the lawfulness of earlier processing.',
            },
            {
              term: 'Statistics and development of the site',
              description: 'Aggregate traffic and banner view statistics, performance measurement – Art. 6(1)(f) GDPR.',
            },
            {
              term: 'Accounting, legal duties and claims',
              description:
                'Keeping accounting and tax records (e.g. when prizes are given out) – Art. 6(1)(c) GDPR; establishing, pursuing and defending claims – Art. 6(1)(f) GDPR.',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: '4. How long we keep data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account and profile data – for as long as you have the account. When the account is deleted, personal data is deleted or anonymised; published deals and comments stay under an anonymous name.',
            'Verification codes – 10 minutes; sign-in sessions – until you sign out or they expire.',
            'Data processed on the basis of consent – until you withdraw it.',
            'Data needed for accounting, legal duties and establishing, pursuing or defending claims – for the limitation period of claims and as long as the law requires.',
            [
              { strong: `In no case do we keep personal data longer than ${en(TERMS_FACTS.dataRetentionYears, 'year', 'years')}` },
              ' after you stop using the service.',
            ],
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: '5. Who receives the data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell personal data. We use processors that handle data on our behalf, under data processing agreements and only on our instructions:',
        },
        {
          kind: 'list',
          items: [
            'a hosting and cloud provider (servers in the European Union),',
            'an e-mail and text message provider (messages with codes and notifications),',
            'a provider of analytics and error monitoring tools,',
            'courier companies and gift card providers – only when a prize is delivered,',
            'law firms, accountants and auditors – as far as necessary.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you sign in with Facebook or Apple, those providers are separate controllers of the data processed on their side. We also disclose data to public authorities when the law requires it.',
        },
      ],
    },
    {
      id: 'transfers',
      heading: '6. Transfers outside the EEA',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We store data in the European Economic Area. If a provider processes data outside the EEA, this happens only under a European Commission adequacy decision (e.g. the EU-US Data Privacy Framework) or standard contractual clauses. You can ask us for a copy of the safeguards.',
        },
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You have the right to:',
        },
        {
          kind: 'list',
          items: [
            'access your data and receive a copy of it,',
            'have incorrect data rectified (you can change most of it yourself in the profile settings),',
            'erasure ("the right to be forgotten") – also with the delete-account button,',
            'restriction of processing,',
            'data portability for the data you gave us, in a machine-readable format,',
            'object to processing based on legitimate interest, including direct marketing,',
            'withdraw consent at any time,',
            'lodge a complaint with the President of the Personal Data Protection Office (UODO, ul. Stawki 2, 00-193 Warszawa, Poland).',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Send requests to ',
            mail(COMPANY.privacyEmail),
            '. We answer without undue delay, at the latest within one month. Giving us data is voluntary, but you cannot create an account without an e-mail address.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: '8. Cookies and browser storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site stores small amounts of data in your browser:',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Essential',
              description:
                'Session tokens (you stay signed in), your theme and language choice, the cookie notice confirmation, an anonymous device identifier, and a copy of data and the queue of offline actions (IndexedDB) that let the site work without internet. Without them the site would not work properly.',
            },
            {
              term: 'Functional',
              description: 'Your recent searches (up to 5) – you can remove them in the search window.',
            },
            {
              term: 'Analytics',
              description: 'Aggregate statistics of visits and banner views that help us improve the site.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can change cookie settings in your browser; clearing browser data signs you out and resets saved settings. When you go to a shop through an affiliate link, the shop or the affiliate network may set their own cookies under their privacy policies.',
        },
      ],
    },
    {
      id: 'profiling',
      heading: '9. Automated decisions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We make no decisions about you based solely on automated processing that would have legal effects. The order of deals comes from community votes, and alerts match only the words you set yourself.',
        },
      ],
    },
    {
      id: 'security',
      heading: '10. Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connections are encrypted (HTTPS), passwords are stored only as strong hashes, only authorised staff can access data, and backups are encrypted. If a personal data breach is likely to result in a high risk, we will inform you and the supervisory authority as the GDPR requires.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            `We announce material changes to this policy by e-mail and a notice on the site ${en(TERMS_FACTS.changeNoticeDays, 'day', 'days')} in advance. This policy is effective from ${TERMS_FACTS.effectiveDate}. See also the `,
            { text: 'terms of service', to: '/terms' },
            '.',
          ],
        },
      ],
    },
  ],
};
