import { MOBILE_APP, TERMS_FACTS } from '../facts';
import type { StaticDocument } from '../types';

export const dealboxesEn: StaticDocument = {
  lead: 'Dealboxes are surprise boxes in the Okazje app. Open them with the points you have collected and draw a prize – a gift card, a gadget or a pool of points.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How it works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            [
              'Collect points for popular deals, marketing consent and the daily bonus (',
              { text: 'how to collect points', to: '/how-to-collect-points' },
              ').',
            ],
            'In the app choose a Dealbox – each shows its price in points, its prizes and the odds of each of them.',
            'Open the box: the points are taken and the prize you drew goes straight to "My prizes".',
          ],
        },
      ],
    },
    {
      id: 'fair-play',
      heading: 'Fair rules',
      blocks: [
        {
          kind: 'list',
          items: [
            'The odds of every prize are published before opening and add up to 100%.',
            'Prizes that have run out of stock are taken out of the draw and of the published odds.',
            'Dealboxes are opened with points only – they cannot be bought for money.',
            `Dealboxes are for adult users (${TERMS_FACTS.minimumAge}+).`,
          ],
        },
      ],
    },
    {
      id: 'get-the-app',
      heading: 'Get the app',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'The Okazje app is free: ',
            { text: 'Google Play', href: MOBILE_APP.googlePlayUrl },
            ' and the ',
            { text: 'App Store', href: MOBILE_APP.appStoreUrl },
            '. Sign in with the same account and your points will be waiting.',
          ],
        },
      ],
    },
  ],
};
