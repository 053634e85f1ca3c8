import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { privateHead, type HeadMatch, type RouteHead } from '@/lib/page-head';

/** The titles of the pages of one visitor's own (account, sign-in, the operators' console), never indexed. */
export const PRIVATE_TITLES = {
  account: msg`Your account`,
  alerts: msg`Keyword alerts`,
  inbox: msg`Inbox`,
  redeemPoints: msg`Prizes and points`,
  settings: msg`Profile settings`,
  hiddenDeals: msg`Hidden deals`,
  changeEmail: msg`Change e-mail`,
  signIn: msg`Sign in`,
  signUp: msg`Sign up`,
  resetPassword: msg`Reset password`,
  addDeal: msg`Add deal`,
  editDeal: msg`Edit deal`,
  moderation: msg`Moderation`,
  reports: msg`Reports · Moderation`,
  held: msg`Held content · Moderation`,
  appeals: msg`Appeals`,
  members: msg`Members`,
  audit: msg`Operations log`,
  words: msg`Words and shops`,
  banners: msg`Banners`,
  specials: msg`Special pages`,
  prizeRequests: msg`Prize requests`,
} satisfies Record<string, MessageDescriptor>;

export type PrivatePageId = keyof typeof PRIVATE_TITLES;

/** A private page's head: its title, and `noindex`. */
export const privateTitleHead =
  (page: PrivatePageId) =>
  ({ match }: { match: HeadMatch }): RouteHead =>
    privateHead(match, match.context.i18n._(PRIVATE_TITLES[page]));
