import { msg } from '@lingui/core/macro';
import { categoryLabel } from '@/domain/category-labels';
import { notFoundHead, pageHead, type HeadMatch, type RouteHead } from '@/lib/page-head';
import { isKnownCategory, isMainCategory } from '@/shared/categories';
import { feedPaths } from '@/shared/feeds';

/** A category page's head, named by the category in the page's language; an unknown slug is the not-found head. */
export function categoryHead({ match, params }: { match: HeadMatch; params: { slug: string } }): RouteHead {
  const { i18n } = match.context;
  if (!isKnownCategory(params.slug)) return notFoundHead(match, i18n._(msg`Category not found`));
  const name = categoryLabel(params.slug, (descriptor) => i18n._(descriptor));
  const title = i18n._(msg`Deals from category ${name}`);
  return pageHead(match, {
    title,
    // The main categories have feeds; a subcategory's page is linked to none.
    feed: isMainCategory(params.slug) ? { path: feedPaths.category(params.slug), title } : undefined,
    description: i18n._(msg`The best deals and promotions from category ${name}, voted on by the community.`),
  });
}
