import { linked, type LinkTarget } from './compose';
import { MOBILE_APP } from './facts';
import type { StaticDocument } from './types';

/** The two stores, in the order every sentence naming them links them. */
const STORES: readonly LinkTarget[] = [{ href: MOBILE_APP.googlePlayUrl }, { href: MOBILE_APP.appStoreUrl }];

export interface ExchangePointsWords {
  lead: string;
  steps: string;
  /** The first step links the two stores: `[Google Play]` then `[App Store]`. */
  stepList: readonly [download: string, signIn: string, choose: string, deliver: string];
  inApp: string;
  /** The first item links the Dealboxes page. */
  inAppList: readonly [dealboxes: string, push: string, dailyBonus: string];
  web: string;
  /** Links Prizes and points, then how to collect points. */
  webText: string;
}

/** /exchange-points-in-mobile-app: the same steps and links in every language, in the words of one. */
export function exchangePointsDocument(words: ExchangePointsWords): StaticDocument {
  const [download, ...steps] = words.stepList;
  const [dealboxes, ...features] = words.inAppList;
  return {
    lead: words.lead,
    sections: [
      {
        id: 'steps',
        heading: words.steps,
        blocks: [{ kind: 'list', ordered: true, items: [linked(download, ...STORES), ...steps] }],
      },
      { id: 'in-app', heading: words.inApp, blocks: [{ kind: 'list', items: [linked(dealboxes, '/dealboxes'), ...features] }] },
      {
        id: 'web',
        heading: words.web,
        blocks: [{ kind: 'paragraph', text: linked(words.webText, '/account/redeem-points', '/how-to-collect-points') }],
      },
    ],
  };
}

export interface DealboxesWords {
  lead: string;
  howItWorks: string;
  /** The first step links how to collect points. */
  steps: readonly [collect: string, choose: string, open: string];
  fairPlay: string;
  rules: readonly string[];
  getTheApp: string;
  /** Links `[Google Play]` then `[App Store]`. */
  getTheAppText: string;
}

/** /dealboxes: the same sections and links in every language, in the words of one. */
export function dealboxesDocument(words: DealboxesWords): StaticDocument {
  const [collect, ...steps] = words.steps;
  return {
    lead: words.lead,
    sections: [
      {
        id: 'how-it-works',
        heading: words.howItWorks,
        blocks: [{ kind: 'list', ordered: true, items: [linked(collect, '/how-to-collect-points'), ...steps] }],
      },
      { id: 'fair-play', heading: words.fairPlay, blocks: [{ kind: 'list', items: words.rules }] },
      { id: 'get-the-app', heading: words.getTheApp, blocks: [{ kind: 'paragraph', text: linked(words.getTheAppText, ...STORES) }] },
    ],
  };
}
