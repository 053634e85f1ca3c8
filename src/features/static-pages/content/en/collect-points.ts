import { collectPointsDocument } from '../collect-points';
import { POINTS_FACTS, en } from '../facts';

const points = (count: number) => en(count, 'point', 'points');

export const collectPointsEn = collectPointsDocument({
  lead: 'Points are our thank-you for building the community. You earn them for good deals, for daily visits and for completing your profile, and then exchange them for prizes.',
  ways: 'What earns points',
  popularDeal: {
    term: `A popular deal: ${points(POINTS_FACTS.popularDeal)}`,
    description: `Post a deal the community likes. When its score reaches ${POINTS_FACTS.popularThreshold} votes for the first time, it moves to the "Best" tab and you get ${points(POINTS_FACTS.popularDeal)}. Each deal earns them only once.`,
  },
  marketingConsent: {
    term: `Marketing consent: ${points(POINTS_FACTS.marketingConsent)}`,
    description: `In your [profile settings] turn on marketing consent and add a phone number (your e-mail is already in your account). When you save the profile you receive ${points(POINTS_FACTS.marketingConsent)}, once – also if you add the phone later. You can withdraw the consent at any time; points already given are not taken back.`,
  },
  dailyBonus: {
    term: `Daily bonus: ${points(POINTS_FACTS.daily)}`,
    description: `Once a day, claim the bonus with the button on [Prizes and points]. Days follow Polish time: a new bonus of ${points(POINTS_FACTS.daily)} is waiting from midnight.`,
  },
  tips: 'How to earn more',
  tipList: [
    'Post deals quickly and check that nobody posted them before you – duplicates are removed.',
    'Write specific titles with the price and the shop, e.g. "Sony WH-1000XM5 headphones for 999 zł at x-kom".',
    'In the description give a price comparison, the discount code and delivery terms – such deals collect more votes.',
    'Claim the daily bonus every day; it is the simplest way to grow your points steadily.',
  ],
  history: 'History and balance',
  historyText:
    'Your current balance and the history of every change are on [Prizes and points] in the history tab. Points do not expire, are not a means of payment and cannot be moved to another account or exchanged for cash.',
  spend: 'What to spend them on',
  spendText: [
    'Exchange points for prizes from the catalogue in your account and in the mobile app, where Dealboxes are waiting too. See [Exchange points in the mobile app].',
    "Gaming the points (fake accounts, vote rings, copying other people's deals) breaks the [terms of service] and ends with the points taken away and the account blocked.",
  ],
});
