import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signedInOnly } from '@/app/guards';
import { useSlotBanners } from '@/features/banners/api/use-slot-banners';
import { SidebarBanners } from '@/features/banners/components/SidebarBanners';
import { AddDealPage } from '@/features/deals/components/AddDealPage';
import { SharedDealSearchSchema, sharedLink } from '@/features/deals/lib/shared-link';

export const Route = createFileRoute('/add-deal')({
  validateSearch: SharedDealSearchSchema,
  beforeLoad: signedInOnly,
  component: AddDealRoute,
});

/**
 * §2 Add deal: the form from the deals feature beside the default sidebar banner slot. A link shared into the
 * installed app (share target) arrives in the search; the form takes it once and the address drops it, so a reload
 * does not import it again.
 */
function AddDealRoute() {
  const banners = useSlotBanners('web_sidebar');
  const search = Route.useSearch();
  const [link] = useState(() => sharedLink(search));
  const navigate = Route.useNavigate();
  useEffect(() => {
    if (link) void navigate({ search: {}, replace: true });
  }, [link, navigate]);
  return <AddDealPage aside={banners.length > 0 ? <SidebarBanners banners={banners} /> : undefined} sharedLink={link} />;
}
