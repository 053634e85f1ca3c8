import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BannerLocation } from '@/shared/constants';
import type { WatchedWordAction } from '@/shared/schemas/moderation-content';
import type { UserPrizeStatus } from '@/shared/schemas/rewards';

/** The banner slots as operators know them from the site. */
export const BANNER_LOCATION_LABELS: Record<BannerLocation, MessageDescriptor> = {
  web_best_deals: msg`Home page – best`,
  web_new_deals: msg`Home page – new`,
  web_sidebar: msg`Sidebar`,
  web_gamerzone_games_tab: msg`Gamer zone – games`,
  web_gamerzone_hardware_tab: msg`Gamer zone – hardware`,
};

export const WORD_ACTION_LABELS: Record<WatchedWordAction, MessageDescriptor> = {
  block: msg`Block`,
  review: msg`For review`,
};

/** One line each, so an admin knows what a choice does to a member's post before saving it. */
export const WORD_ACTION_HELP: Record<WatchedWordAction, MessageDescriptor> = {
  block: msg`Block: a deal, comment or username with this word is refused, and the member is told which rule it breaks.`,
  review: msg`For review: the content waits for a moderator before anyone else sees it.`,
};

/** The filter and the card's badge name a group of requests ("Zrealizowane"), not the action ("Zrealizowano"). */
export const PRIZE_STATUS_LABELS: Record<UserPrizeStatus, MessageDescriptor> = {
  pending: msg({ message: 'Waiting', context: 'prize requests' }),
  success: msg({ message: 'Fulfilled', context: 'prize requests' }),
  rejected: msg({ message: 'Rejected', context: 'prize requests' }),
};
