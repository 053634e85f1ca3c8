import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HomeTab } from './home-params';

/** Each tab's heading, and the page's title (the first tab, the front page, is titled with the brand alone). */
export const HOME_TAB_TITLES: Record<HomeTab, MessageDescriptor> = {
  best: msg`Best deals`,
  hot: msg`Hot deals`,
  new: msg`New deals`,
  favourites: msg`Saved deals`,
};
