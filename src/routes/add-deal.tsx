import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signedInOnly } from '@/app/guards';
import { useSlotBanners } from '@/features/banners/api/use-slot-banners';
import { SidebarBanners } from '@/features/banners/components/SidebarBanners';
import { AddDealPage } from '@/features/deals/components/AddDealPage';
import { AddDealSearchSchema, sharedLink } from '@/features/deals/lib/shared-link';
import { EditDealPage } from '@/features/deals/components/EditDealPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/add-deal')({
  validateSearch: AddDealSearchSchema,
  beforeLoad: signedInOnly,
  head: (context) => privatePageHead(context.match.search.edit === undefined ? 'addDeal' : 'editDeal')(context),
  component: AddDealRoute,
});

/**
 * Add deal: the form from the deals feature beside the default sidebar banner slot. A link shared into the
 * installed app (share target) arrives in the search; the form takes it once and the address drops it, so a reload
 * does not import it again. `?edit={id}` opens the author's deal in the same form instead.
 */
function AddDealRoute() {
  const banners = useSlotBanners('web_sidebar');
  // The sidebar slot's banners are tall skyscrapers: beside the form on a desktop, but on a phone they would sit
  // under it as wide, mostly empty cards. There is no phone slot for this page, so a phone shows none: CSS hides the
  // column there, so the server and the app draw the same page at every width.
  const aside = banners.length > 0 ? <SidebarBanners banners={banners} wideOnly /> : undefined;
  const search = Route.useSearch();
  const [link] = useState(() => sharedLink(search));
  const navigate = Route.useNavigate();
  useEffect(() => {
    if (link) void navigate({ search: {}, replace: true });
  }, [link, navigate]);
  if (search.edit !== undefined) return <EditDealPage key={search.edit} dealId={search.edit} aside={aside} />;
  return <AddDealPage aside={aside} sharedLink={link} />;
}
