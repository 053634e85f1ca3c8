import { TERMS_FACTS } from '../facts';
import { dealboxesDocument } from '../mobile-app-pages';

export const dealboxesEn = dealboxesDocument({
  lead: 'Dealboxes are surprise boxes in the Okazje app. Open them with the points you have collected and draw a prize – a gift card, a gadget or a pool of points.',
  howItWorks: 'How it works',
  steps: [
    'Collect points for popular deals, marketing consent and the daily bonus ([how to collect points]).',
    'In the app choose a Dealbox – each shows its price in points, its prizes and the odds of each of them.',
    'Open the box: the points are taken and the prize you drew goes straight to "My prizes".',
  ],
  fairPlay: 'Fair rules',
  rules: [
    'The odds of every prize are published before opening and add up to 100%.',
    'Prizes that have run out of stock are taken out of the draw and of the published odds.',
    'Dealboxes are opened with points only – they cannot be bought for money.',
    `Dealboxes are for adult users (${TERMS_FACTS.minimumAge}+).`,
  ],
  getTheApp: 'Get the app',
  getTheAppText:
    'The Okazje app is free: [Google Play] and the [App Store]. Sign in with the same account and your points will be waiting.',
});
