import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { useSlotBanners } from '@/features/banners/api/use-slot-banners';
import { SidebarBanners } from '@/features/banners/components/SidebarBanners';
import { AddDealPage } from '@/features/deals/components/AddDealPage';

export const Route = createFileRoute('/add-deal')({ beforeLoad: signedInOnly, component: AddDealRoute });

/** §2 Add deal: the form from the deals feature beside the default sidebar banner slot. */
function AddDealRoute() {
  const banners = useSlotBanners('web_sidebar');
  return <AddDealPage aside={banners.length > 0 ? <SidebarBanners banners={banners} /> : undefined} />;
}
