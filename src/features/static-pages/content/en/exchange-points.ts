import { exchangePointsDocument } from '../mobile-app-pages';

export const exchangePointsEn = exchangePointsDocument({
  lead: 'The full prize catalogue, Dealboxes, alerts and push notifications are always at hand in the free Okazje app for Android and iOS.',
  steps: 'How to exchange points',
  stepList: [
    'Download the Okazje app from [Google Play] or the [App Store].',
    'Sign in with the same account as on the website – by e-mail, Facebook or Apple. Your points balance is shared.',
    'Open the "Prizes" tab, pick a prize and confirm the exchange. The points are taken at once.',
    'Give the details needed to deliver it, e.g. a postal address or the e-mail we send the code to. Follow the prize status under "My prizes".',
  ],
  inApp: 'What else the app offers',
  inAppList: [
    'Dealboxes – surprise boxes opened with points, with the odds of every prize published ([more about Dealboxes]).',
    'Push notifications for keyword alerts and replies to your comments.',
    'The daily bonus, claimed with one tap.',
  ],
  web: 'And in the browser?',
  webText:
    'Some prizes can also be exchanged on the website, under [Prizes and points]. Orders from both places show in one list. No points yet? See [how to collect them].',
});
