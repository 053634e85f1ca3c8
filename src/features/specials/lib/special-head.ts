import { msg } from '@lingui/core/macro';
import { notFoundHead, pageHead, shareCard, type DataHeadMatch, type RouteHead } from '@/lib/page-head';
import { specialQueryOptions } from '../api/get-special';

/** A special offer's head, from the special its loader read; an unknown one is the not-found head. */
export function specialHead({ match, params }: { match: DataHeadMatch; params: { id: string } }): RouteHead {
  const { i18n, queryClient } = match.context;
  const special = queryClient.getQueryData(specialQueryOptions(Number(params.id)).queryKey);
  if (!special) return notFoundHead(match, i18n._(msg`Special offer not found`));
  const specialTitle = special.title;
  return pageHead(match, {
    title: specialTitle,
    description: i18n._(msg`Special offer: ${specialTitle}. Details, coupon code and conditions.`),
    image: shareCard(special.share_card, specialTitle),
  });
}
