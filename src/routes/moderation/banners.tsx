import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { bannersQueryOptions } from '@/features/moderation-editorial/api/banners';
import { BannersPage } from '@/features/moderation-editorial/components/BannersPage';

export const Route = createFileRoute('/moderation/banners')({
  beforeLoad: signedInOnly,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(bannersQueryOptions());
  },
  component: BannersPage,
});
