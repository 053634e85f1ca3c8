import { linked } from './compose';
import type { StaticDocument } from './types';

export interface CollectPointsWords {
  lead: string;
  ways: string;
  /** What earns points, each with its description; consent links the profile settings, the bonus Prizes and points. */
  popularDeal: { term: string; description: string };
  marketingConsent: { term: string; description: string };
  dailyBonus: { term: string; description: string };
  tips: string;
  tipList: readonly string[];
  history: string;
  /** Links Prizes and points. */
  historyText: string;
  spend: string;
  /** Links the exchange points page, then the terms. */
  spendText: readonly [prizes: string, gaming: string];
}

/** /how-to-collect-points: the same sections and links in every language, in the words of one. */
export function collectPointsDocument(words: CollectPointsWords): StaticDocument {
  const { popularDeal, marketingConsent, dailyBonus } = words;
  const [prizes, gaming] = words.spendText;
  return {
    lead: words.lead,
    sections: [
      {
        id: 'ways',
        heading: words.ways,
        blocks: [
          {
            kind: 'definitions',
            items: [
              popularDeal,
              { term: marketingConsent.term, description: linked(marketingConsent.description, '/account/settings') },
              { term: dailyBonus.term, description: linked(dailyBonus.description, '/account/redeem-points') },
            ],
          },
        ],
      },
      { id: 'tips', heading: words.tips, blocks: [{ kind: 'list', items: words.tipList }] },
      { id: 'history', heading: words.history, blocks: [{ kind: 'paragraph', text: linked(words.historyText, '/account/redeem-points') }] },
      {
        id: 'spend',
        heading: words.spend,
        blocks: [
          { kind: 'paragraph', text: linked(prizes, '/exchange-points-in-mobile-app') },
          { kind: 'paragraph', text: linked(gaming, '/terms') },
        ],
      },
    ],
  };
}
