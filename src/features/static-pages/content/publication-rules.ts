import { linked } from './compose';
import type { Section, StaticDocument } from './types';

interface RuleList {
  heading: string;
  items: readonly string[];
}

export interface PublicationRulesWords {
  lead: string;
  whatToPost: RuleList;
  howToPost: RuleList;
  affiliate: RuleList;
  prohibited: RuleList;
  comments: { heading: string; text: string };
  /** Links the terms, then the contact page. */
  moderation: { heading: string; text: string };
}

const ruleList = (id: string, { heading, items }: RuleList): Section => ({ id, heading, blocks: [{ kind: 'list', items }] });

/** /publication-rules: the same sections and links in every language, in the words of one. */
export function publicationRulesDocument(words: PublicationRulesWords): StaticDocument {
  const { comments, moderation } = words;
  return {
    lead: words.lead,
    sections: [
      ruleList('what-to-post', words.whatToPost),
      ruleList('how-to-post', words.howToPost),
      ruleList('affiliate', words.affiliate),
      ruleList('prohibited', words.prohibited),
      { id: 'comments', heading: comments.heading, blocks: [{ kind: 'paragraph', text: comments.text }] },
      {
        id: 'moderation',
        heading: moderation.heading,
        blocks: [{ kind: 'paragraph', text: linked(moderation.text, '/terms', '/contact') }],
      },
    ],
  };
}
