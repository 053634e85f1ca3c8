import { linked } from './compose';
import type { FaqContent, StaticLinkTarget } from './types';

/** The questions in page order, with where each answer block's [bracketed] phrase links to (null: plain text). */
const QUESTIONS = [
  { id: 'what-is-okazje' },
  { id: 'voting' },
  { id: 'popular' },
  { id: 'ranking', links: ['/ranking'] },
  { id: 'add-deal', links: ['/publication-rules'] },
  { id: 'collect-points', links: [null, '/how-to-collect-points'] },
  { id: 'prizes', links: ['/account/redeem-points', '/exchange-points-in-mobile-app'] },
  { id: 'dealboxes', links: ['/dealboxes'] },
  { id: 'alerts', links: ['/account/alerts'] },
  { id: 'offline' },
  { id: 'account' },
  { id: 'delete-account', links: ['/account/settings'] },
  { id: 'report' },
  { id: 'affiliate', links: ['/terms'] },
  { id: 'price-differs' },
] as const satisfies readonly { id: string; links?: readonly (StaticLinkTarget | null)[] }[];

export interface FaqWords {
  lead: string;
  /** Each answer is paragraphs (text) and bulleted lists (arrays of items). */
  questions: Record<(typeof QUESTIONS)[number]['id'], { question: string; answer: readonly (string | readonly string[])[] }>;
}

/** /faq: the same questions, in the same order and with the same links, in every language. */
export function faqContent(words: FaqWords): FaqContent {
  return {
    lead: words.lead,
    entries: QUESTIONS.map((entry) => {
      const { question, answer } = words.questions[entry.id];
      const links: readonly (StaticLinkTarget | null)[] = 'links' in entry ? entry.links : [];
      return {
        id: entry.id,
        question,
        answer: answer.map((block, index) => {
          if (typeof block !== 'string') return { kind: 'list', items: block };
          const target = links[index];
          return { kind: 'paragraph', text: target ? linked(block, target) : block };
        }),
      };
    }),
  };
}
