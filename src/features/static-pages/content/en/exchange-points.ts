import { MOBILE_APP } from '../facts';
import type { StaticDocument } from '../types';

export const exchangePointsEn: StaticDocument = {
  lead: 'The full prize catalogue, Dealboxes, alerts and push notifications are always at hand in the free Okazje app for Android and iOS.',
  sections: [
    {
      id: 'steps',
      heading: 'How to exchange points',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'Download the Okazje app from ',
              { text: 'Google Play', href: MOBILE_APP.googlePlayUrl },
              ' or the ',
              { text: 'App Store', href: MOBILE_APP.appStoreUrl },
              '.',
            ],
            'Sign in with the same account as on the website – by e-mail, Facebook or Apple. Your points balance is shared.',
            'Open the "Prizes" tab, pick a prize and confirm the exchange. The points are taken at once.',
            'Give the details needed to deliver it, e.g. a postal address or the e-mail we send the code to. Follow the prize status under "My prizes".',
          ],
        },
      ],
    },
    {
      id: 'in-app',
      heading: 'What else the app offers',
      blocks: [
        {
          kind: 'list',
          items: [
            [
              'Dealboxes – surprise boxes opened with points, with the odds of every prize published (',
              { text: 'more about Dealboxes', to: '/dealboxes' },
              ').',
            ],
            'Push notifications for keyword alerts and replies to your comments.',
            'The daily bonus, claimed with one tap.',
          ],
        },
      ],
    },
    {
      id: 'web',
      heading: 'And in the browser?',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Some prizes can also be exchanged on the website, under ',
            { text: 'Prizes and points', to: '/account/redeem-points' },
            '. Orders from both places show in one list. No points yet? See ',
            { text: 'how to collect them', to: '/how-to-collect-points' },
            '.',
          ],
        },
      ],
    },
  ],
};
