import {
  EXPIRY_REPORT_WEIGHT,
  EXPIRY_REPORT_WEIGHT_NEEDED,
  HOT_DECAY_MS,
  HOT_EPOCH_MS,
  NEW_ACCOUNT_LIMITS,
  STANDING_RULES,
  VOTE_WEIGHT,
} from '@/shared/standing';
import type { Locale } from '@/shared/locales';
import type { RichText, StaticDocument } from './types';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every number the ranking page states, derived from `src/shared/standing.ts` (the rules the server applies), so the
 * page and the code cannot disagree: change a weight there and both languages say the new one.
 */
export const RANKING_FACTS = {
  decayHours: HOT_DECAY_MS / HOUR_MS,
  /** The epoch the age term counts from, as a date (it only shifts every rank equally). */
  epoch: new Date(HOT_EPOCH_MS),
  /** Hours of freshness one vote of weight 1 is worth on a deal without other votes: log10(2) decay periods. */
  oneVoteHours: Math.log10(2) * (HOT_DECAY_MS / HOUR_MS),
  weights: VOTE_WEIGHT,
  memberMinAgeDays: STANDING_RULES.memberMinAgeMs / DAY_MS,
  regularMinAgeDays: STANDING_RULES.regularMinAgeMs / DAY_MS,
  regularMinVotes: STANDING_RULES.regularMinVotes,
  regularMinComments: STANDING_RULES.regularMinComments,
  regularMinPositiveComments: STANDING_RULES.regularMinPositiveComments,
  sanctionFreeDays: STANDING_RULES.sanctionFreeMs / DAY_MS,
  newBadgeDays: STANDING_RULES.newBadgeMs / DAY_MS,
  expiryWeightNeeded: EXPIRY_REPORT_WEIGHT_NEEDED,
  expiryWeights: EXPIRY_REPORT_WEIGHT,
  membersToExpire: Math.ceil(EXPIRY_REPORT_WEIGHT_NEEDED / EXPIRY_REPORT_WEIGHT.member),
  regularsToExpire: Math.ceil(EXPIRY_REPORT_WEIGHT_NEEDED / EXPIRY_REPORT_WEIGHT.regular),
  linksPerComment: NEW_ACCOUNT_LIMITS.linksPerComment,
  dealsPerDay: NEW_ACCOUNT_LIMITS.dealsPerDay,
} as const;

interface Titled {
  heading: string;
}

export interface RankingWords {
  lead: string;
  hot: Titled & { intro: string; formula: string; terms: readonly string[]; decay: string };
  standing: Titled & { intro: string; levels: readonly { term: string; description: string }[]; notes: readonly string[] };
  expiry: Titled & { text: string };
  newAccounts: Titled & { intro: string; limits: readonly string[] };
  downvotes: Titled & { text: string };
}

const paragraph = (text: RichText) => ({ kind: 'paragraph', text }) as const;

/** /ranking: the same sections in every language, in the words of one. */
export function rankingDocument(words: RankingWords): StaticDocument {
  const { hot, standing, expiry, newAccounts, downvotes } = words;
  return {
    lead: words.lead,
    sections: [
      {
        id: 'hot',
        heading: hot.heading,
        blocks: [paragraph(hot.intro), paragraph([{ strong: hot.formula }]), { kind: 'list', items: hot.terms }, paragraph(hot.decay)],
      },
      {
        id: 'standing',
        heading: standing.heading,
        blocks: [paragraph(standing.intro), { kind: 'definitions', items: standing.levels }, ...standing.notes.map(paragraph)],
      },
      { id: 'expiry', heading: expiry.heading, blocks: [paragraph(expiry.text)] },
      {
        id: 'new-accounts',
        heading: newAccounts.heading,
        blocks: [paragraph(newAccounts.intro), { kind: 'list', items: newAccounts.limits }],
      },
      { id: 'downvotes', heading: downvotes.heading, blocks: [paragraph(downvotes.text)] },
    ],
  };
}

/** A number as the language writes it, with at most one decimal (1,5 in Polish, 1.5 in English). */
export function decimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
