import { linked, mailLink } from './compose';
import { COMPANY } from './facts';
import type { StaticDocument } from './types';

/** The contact page's addresses, in the order the page lists them. */
const CHANNELS = [
  ['help', COMPANY.supportEmail],
  ['moderation', COMPANY.moderationEmail],
  ['complaints', COMPANY.supportEmail],
  ['personalData', COMPANY.privacyEmail],
  ['partnerships', COMPANY.partnersEmail],
  ['press', COMPANY.pressEmail],
  ['general', COMPANY.generalEmail],
] as const;

export interface ContactWords {
  lead: string;
  writeToUs: string;
  /** Each address's name and the text around the address. */
  channels: Record<(typeof CHANNELS)[number][0], { term: string; text: readonly [before: string, after: string] }>;
  beforeYouWrite: string;
  /** Linking the FAQ and how to collect points, then two plain tips. */
  tips: readonly [faq: string, collectPoints: string, account: string, deal: string];
  otherChannels: string;
  socialMedia: string;
  companyDetails: string;
  companyAddress: string;
}

/** The contact page: the same addresses and sections in every language, in the words of one. */
export function contactDocument(words: ContactWords): StaticDocument {
  const [faq, collectPoints, ...plainTips] = words.tips;
  return {
    lead: words.lead,
    sections: [
      {
        id: 'write-to-us',
        heading: words.writeToUs,
        blocks: [
          {
            kind: 'definitions',
            items: CHANNELS.map(([channel, address]) => {
              const { term, text } = words.channels[channel];
              return { term, description: [text[0], mailLink(address), text[1]] };
            }),
          },
        ],
      },
      {
        id: 'before-you-write',
        heading: words.beforeYouWrite,
        blocks: [{ kind: 'list', items: [linked(faq, '/faq'), linked(collectPoints, '/how-to-collect-points'), ...plainTips] }],
      },
      { id: 'other-channels', heading: words.otherChannels, blocks: [{ kind: 'paragraph', text: words.socialMedia }] },
      { id: 'address', heading: words.companyDetails, blocks: [{ kind: 'paragraph', text: words.companyAddress }] },
    ],
  };
}
