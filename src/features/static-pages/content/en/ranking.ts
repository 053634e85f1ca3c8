import { en } from '../facts';
import { RANKING_FACTS as F, decimal, rankingDocument } from '../ranking';

const epoch = F.epoch.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const rankingEn = rankingDocument({
  lead: 'What you see on the Hot tab is decided by the community’s votes. Votes of longer-standing accounts weigh more, so a handful of freshly made accounts cannot push a deal to the top. These are the exact rules, with the same numbers the site applies.',
  hot: {
    heading: 'The Hot tab',
    intro: 'Every deal has a rank, and the Hot tab lists deals from the highest rank down. The rank is:',
    formula: `rank = sign(w) · log₁₀(1 + |w|) + t / ${F.decayHours} h`,
    terms: [
      'w – the deal’s weighted score: the weights of its up-votes minus the weights of its down-votes,',
      `t – the time from ${epoch} to when the deal was posted (the same constant for every deal, so a deal’s rank never drops as time passes; newer deals simply start higher).`,
    ],
    decay: `Every ${en(F.decayHours, 'hour', 'hours')} of age costs a factor of ten in score: a deal posted ${en(F.decayHours, 'hour', 'hours')} ago needs ten times the score of a new one to stand level with it, and one posted ${en(F.decayHours * 2, 'hour', 'hours')} ago a hundred times. The logarithm makes the first votes count most: one vote of weight 1 is worth about ${decimal(F.oneVoteHours, 'en')} hours of freshness. A deal with more weight against than for falls below new deals without votes.`,
  },
  standing: {
    heading: 'Account levels and vote weight',
    intro:
      'Every account has one of three levels. The level decides how much its vote weighs in the Hot ranking, towards the Best tab and towards the points for a popular deal. The vote count beside a deal always shows the plain number of votes.',
    levels: [
      {
        term: `New account – vote weight ${F.weights.new}`,
        description: `An account younger than ${en(F.memberMinAgeDays, 'day', 'days')}, without a confirmed e-mail address, or suspended. It may vote and comment, but its votes do not move deals.`,
      },
      {
        term: `Member – vote weight ${F.weights.member}`,
        description: `An account with a confirmed e-mail address, made at least ${en(F.memberMinAgeDays, 'day', 'days')} ago.`,
      },
      {
        term: `Regular – vote weight ${F.weights.regular}`,
        description: `An account made at least ${en(F.regularMinAgeDays, 'day', 'days')} ago that has cast at least ${en(F.regularMinVotes, 'vote', 'votes')} or written ${en(F.regularMinComments, 'comment', 'comments')}, that has had a deal reach the Best tab or ${en(F.regularMinPositiveComments, 'comment', 'comments')} with a positive score, and that has had no sanction in the last ${en(F.sanctionFreeDays, 'day', 'days')}.`,
      },
    ],
    notes: [
      `Accounts younger than ${en(F.newBadgeDays, 'day', 'days')} show a “New” badge beside their name.`,
      'Votes of several accounts from the same device within a day count as one towards the weights.',
    ],
  },
  expiry: {
    heading: 'Expiry by the community',
    text: `A deal expires when its “Deal expired” reports reach a combined weight of ${decimal(F.expiryWeightNeeded, 'en')}. A member’s report weighs ${decimal(F.expiryWeights.member, 'en')} and a regular’s ${decimal(F.expiryWeights.regular, 'en')}, so reports from ${en(F.membersToExpire, 'member', 'members')} or ${en(F.regularsToExpire, 'regular', 'regulars')} are enough. Reports of new accounts weigh ${decimal(F.expiryWeights.new, 'en')}: moderators see them, but they do not expire a deal on their own.`,
  },
  newAccounts: {
    heading: 'Limits for new accounts',
    intro: 'While an account is new, it can take part from day one, within limits:',
    limits: [`at most ${en(F.linksPerComment, 'link', 'links')} in a comment,`, `at most ${en(F.dealsPerDay, 'deal', 'deals')} a day.`],
  },
  downvotes: {
    heading: 'A reason for a down-vote',
    text: 'After voting a deal down you may pick a reason: overpriced, unavailable, not a deal, spam or other. The reason is optional. The deal’s author sees on its page only how many people picked each reason, never who they were.',
  },
});
