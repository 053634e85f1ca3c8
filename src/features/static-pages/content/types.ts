/**
 * Long static texts (terms, privacy policy, FAQ answers…) are kept as structured content, one module per page and
 * locale (content/pl, content/en), rather than as hundreds of per-sentence Lingui messages: legal text is written
 * and reviewed as a whole document, and the page picks the module of the active locale (Polish by default,
 * English as the fallback). Page titles, buttons and other short UI strings still go through Lingui. Where a page's
 * structure (sections, lists, links, addresses) is the same in both languages, a builder beside this file
 * (content/contact.ts, faq.ts…) lays it out once and the locale modules hold only the words.
 */

/** Internal pages a static text may link to (rendered as router links). */
export type StaticLinkTarget =
  | '/'
  | '/contact'
  | '/faq'
  | '/how-to-collect-points'
  | '/exchange-points-in-mobile-app'
  | '/dealboxes'
  | '/privacy'
  | '/terms'
  | '/trusted-partners'
  | '/publication-rules'
  | '/ranking'
  | '/add-deal'
  | '/sign-up'
  | '/account'
  | '/account/settings'
  | '/account/alerts'
  | '/account/redeem-points';

/** A piece of running text: plain, bold, an internal link or an external link (mail, phone, web). */
export type Inline = string | { strong: string } | { text: string; to: StaticLinkTarget } | { text: string; href: string };

/** A paragraph or list item: plain text or a run of inline pieces. */
export type RichText = string | readonly Inline[];

export type Block =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[]; ordered?: boolean }
  | { kind: 'definitions'; items: readonly { term: string; description: RichText }[] };

export interface Section {
  /** Stable anchor (same in every locale), used by the table of contents and deep links. */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export interface StaticDocument {
  lead: RichText;
  sections: readonly Section[];
}

export interface FaqEntry {
  /** Stable anchor, the same in every locale. */
  id: string;
  question: string;
  answer: readonly Block[];
}

export interface FaqContent {
  lead: RichText;
  entries: readonly FaqEntry[];
}

export interface Partner {
  name: string;
  url: string;
  note: string;
}

export interface PartnersContent extends StaticDocument {
  partners: readonly Partner[];
}

/** The same content in every shipped locale; `en` is the fallback for any other. */
export interface Localized<T> {
  pl: T;
  en: T;
}
