import { ALERT_VOTE_THRESHOLDS, KEYWORD_ALERTS_PER_USER } from '@/shared/constants';
import { POINTS_FACTS, TERMS_FACTS, en } from '../facts';
import { faqContent } from '../faq';

const [firstAlert, secondAlert, thirdAlert] = ALERT_VOTE_THRESHOLDS;
const points = (count: number) => en(count, 'point', 'points');

export const faqEn = faqContent({
  lead: 'The most common questions about voting, points, prizes and accounts. Your question is not here? Write to us.',
  questions: {
    'what-is-okazje': {
      question: 'What is Okazje?',
      answer: [
        'Okazje is a community of bargain hunters in Poland. Users post the price cuts, coupons and discount codes they find, and everyone else rates them with votes and comments. That way the best offers rise to the top quickly, while weak or expired ones drop out of sight. Using the site is free.',
      ],
    },
    voting: {
      question: 'How does voting on deals work?',
      answer: [
        'Every deal has two buttons: an up arrow ("hot") and a down arrow ("cold"). A deal\'s score is its up votes minus its down votes. Every signed-in user has one vote per deal and can change or withdraw it at any time. Comments are voted on the same way.',
        'Vote fairly: rate the price and the terms of the offer, not the shop or the author. Accounts created to inflate votes are blocked.',
      ],
    },
    popular: {
      question: 'What does it mean that a deal is "popular"?',
      answer: [
        `A deal becomes popular when its score reaches ${POINTS_FACTS.popularThreshold} votes for the first time. It then appears on the "Best" tab of the home page and its categories, and its author receives ${points(POINTS_FACTS.popularDeal)}, once. The deal stays on that list even if it later loses some votes.`,
      ],
    },
    ranking: {
      question: 'How does the Hot tab rank deals?',
      answer: [
        'The Hot tab weighs votes by how long an account has taken part and lets deals cool down with age, so fresh deals the community likes come first. The formula, the vote weights and the limits for new accounts are on [How ranking works].',
      ],
    },
    'add-deal': {
      question: 'How do I post a deal?',
      answer: [
        'Sign in and choose "Add deal" in the top bar. Paste the link to the offer, write a title with the price and a short description: what the product is, what the conditions are and until when the promotion runs. We recognise the shop from the address. Before posting, read the [publication rules].',
      ],
    },
    'collect-points': {
      question: 'How do I earn points?',
      answer: [
        [
          `${points(POINTS_FACTS.popularDeal)} for every deal you posted that becomes popular,`,
          `${points(POINTS_FACTS.marketingConsent)} once for marketing consent, when your profile has both an e-mail address and a phone number,`,
          `${points(POINTS_FACTS.daily)} every day for claiming the daily bonus (once per calendar day, Polish time).`,
        ],
        'The details are on [How to collect points].',
      ],
    },
    prizes: {
      question: 'What can I exchange my points for?',
      answer: [
        'For prizes from the catalogue: gift cards, gadgets and shop codes. The catalogue and your balance are under [Prizes and points] in your account. When you choose a prize the points are taken at once and the prize is "pending" until you give the details needed to deliver it (for example a postal address). After the check its status becomes "delivered", or "rejected" if the prize cannot be given out, and we write to you to explain.',
        'Even more prizes and Dealboxes are waiting in the mobile app – see [Exchange points in the mobile app].',
      ],
    },
    dealboxes: {
      question: 'What are Dealboxes?',
      answer: [
        'Dealboxes are virtual surprise boxes in the mobile app. You open them with points and draw one of the prizes – from points to gift cards. The odds of every prize are published with the box, and prizes that are out of stock take no part in the draw. More on the [Dealboxes] page.',
      ],
    },
    alerts: {
      question: 'How do keyword alerts work?',
      answer: [
        `Under [Alerts] add a word, for example a product or brand name (up to ${KEYWORD_ALERTS_PER_USER} alerts). When a deal with that word in its title appears, and again when it reaches ${firstAlert}, ${secondAlert} and ${thirdAlert} votes, you get a notification in your inbox. Letter case and Polish characters do not matter: "sluchawki" also finds "Słuchawki".`,
      ],
    },
    offline: {
      question: 'Does Okazje work without internet?',
      answer: [
        'Largely, yes. Okazje is a web app (PWA) that you can install on your phone or computer from the browser menu. Recently viewed deals and lists open without a connection. Votes, saved deals and comments made offline wait in a queue and are sent automatically when you are back online – nothing is counted twice.',
      ],
    },
    account: {
      question: 'Do I need an account?',
      answer: [
        `No, you can browse deals, coupons and search without signing in. An account is needed to vote, comment, save deals, post your own, set alerts and collect points. Sign up with an e-mail address and password, or with Facebook or Apple. The service is for people aged ${TERMS_FACTS.minimumAge} or over.`,
      ],
    },
    'delete-account': {
      question: 'How do I change my details or delete my account?',
      answer: [
        'Your name, photo, phone, birth date and marketing consent are changed in the [profile settings]. The delete-account button is there too: once you confirm, we delete your personal data, while the deals and comments you posted stay under an anonymous name so that discussions keep their sense.',
      ],
    },
    report: {
      question: 'How do I report an expired deal or an inappropriate comment?',
      answer: [
        'On the deal page use the report button if the offer has ended or the price has changed. Report a comment from the menu next to it, with a short description of the problem. Moderators check every report; the reporter stays anonymous.',
      ],
    },
    affiliate: {
      question: 'Does Okazje earn money from shop links?',
      answer: [
        "Some links are affiliate links: if you buy something after clicking, the shop may pay us a commission. That does not change the price you pay or the order of deals – only the community's votes decide that. Sponsored offers are always clearly marked. More in the [terms of service].",
      ],
    },
    'price-differs': {
      question: 'Why is the price in the shop different from the deal?',
      answer: [
        `Promotions can be short and stock limited. The price in a deal is the price when it was posted; the "old price" is the lowest price in the ${TERMS_FACTS.priceHistoryDays} days before the reduction, as the Omnibus rule requires. If the offer no longer works, report it and we will mark it as expired.`,
      ],
    },
  },
});
