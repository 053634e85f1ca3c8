import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DecisionAction, PublicationRule } from '@/shared/schemas/moderation';

/** The actions whose reason the member reads as a statement of reasons; the templates are written for them. */
export type ReasonedAction = Extract<DecisionAction, 'hide' | 'expire'>;

export interface ReasonTemplate {
  id: string;
  /** A few words naming the template in the picker. */
  label: MessageDescriptor;
  /** The text the member reads, addressed to them; the operator edits it before sending. */
  text: MessageDescriptor;
  actions: readonly ReasonedAction[];
}

const hide = ['hide'] as const;
const expire = ['expire'] as const;
const both = ['hide', 'expire'] as const;

/** Ready reasons per rule: decisions pick from the rule's templates and can be edited before sending. */
export const REASON_TEMPLATES: Record<PublicationRule, readonly ReasonTemplate[]> = {
  'what-to-post': [
    {
      id: 'ended',
      label: msg`The offer has ended`,
      text: msg`The offer has ended or sold out: the shop no longer sells it at this price. We marked the deal as expired so nobody looks for it in vain.`,
      actions: expire,
    },
    {
      id: 'not-poland',
      label: msg`Not available in Poland`,
      text: msg`This offer is not available to customers in Poland, and the rules allow only offers that are.`,
      actions: both,
    },
    {
      id: 'not-open',
      label: msg`Not open to everyone`,
      text: msg`This offer is not open to everyone: it needs an invitation, a single-use personal code or a referral. Only offers anyone can use may be posted.`,
      actions: hide,
    },
    {
      id: 'not-lower',
      label: msg`The price is not lower`,
      text: msg`The price is not lower than usual: over the last 30 days the product cost the same or less. A deal must save money compared with the usual price.`,
      actions: both,
    },
  ],
  'how-to-post': [
    {
      id: 'duplicate',
      label: msg`Duplicate`,
      text: msg`The same offer was already posted. Please add what you know in the comments of the existing deal instead.`,
      actions: hide,
    },
    {
      id: 'bad-link',
      label: msg`The link does not lead to the offer`,
      text: msg`The link leads to the shop's home page or through a link shortener, not straight to the offer.`,
      actions: hide,
    },
    {
      id: 'unclear',
      label: msg`Unclear title or description`,
      text: msg`The title and description do not say what the offer is: name the product, the price and the shop, and the terms of the promotion.`,
      actions: hide,
    },
    {
      id: 'wrong-price',
      label: msg`Price differs from the shop's`,
      text: msg`The price in the shop differs from the one in the deal, so the deal no longer holds. We marked it as expired.`,
      actions: expire,
    },
  ],
  affiliate: [
    {
      id: 'self-promotion',
      label: msg`Self-promotion`,
      text: msg`This deal is self-promotion of the author's own shop, and the description does not say so. Shops may publish offers after contacting us, as labelled content.`,
      actions: hide,
    },
    {
      id: 'own-affiliate',
      label: msg`Own affiliate link`,
      text: msg`The deal links through the author's own affiliate or partner link, which the rules do not allow.`,
      actions: hide,
    },
  ],
  prohibited: [
    {
      id: 'forbidden-goods',
      label: msg`Goods we do not publish`,
      text: msg`The deal offers goods we do not publish: prescription drugs, tobacco products, weapons, gambling, or alcohol advertised as such.`,
      actions: hide,
    },
    {
      id: 'fake-discount',
      label: msg`Misleading discount`,
      text: msg`The discount is misleading: the price "before the reduction" was raised shortly before the promotion.`,
      actions: hide,
    },
    {
      id: 'spam',
      label: msg`Spam or data collection`,
      text: msg`This is spam: it leads to a survey, a referral chain or a page that collects personal data.`,
      actions: hide,
    },
    {
      id: 'offensive',
      label: msg`Offensive or infringing`,
      text: msg`The content is offensive or discriminatory, or uses someone else's pictures or text without permission.`,
      actions: hide,
    },
  ],
  comments: [
    {
      id: 'personal-attack',
      label: msg`Insults or personal attacks`,
      text: msg`The comment insults another member. Criticise the offer, not the people.`,
      actions: hide,
    },
    {
      id: 'advertising',
      label: msg`Advertising`,
      text: msg`The comment advertises a shop, a service or a referral link rather than discussing the deal.`,
      actions: hide,
    },
    {
      id: 'off-topic',
      label: msg`Off topic`,
      text: msg`The comment is not about this deal. Comments are for experiences, better prices and codes for the offer.`,
      actions: hide,
    },
  ],
};

/** The templates of one rule that fit the action (a hide's reasons differ from an expiry's). */
export function templatesFor(rule: PublicationRule, action: ReasonedAction): readonly ReasonTemplate[] {
  return REASON_TEMPLATES[rule].filter((template) => template.actions.includes(action));
}
