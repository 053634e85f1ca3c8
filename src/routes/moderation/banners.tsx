import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { bannersQueryOptions } from '@/features/moderation-editorial/api/get-operator-banners';
import { BannersPage } from '@/features/moderation-editorial/components/BannersPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/banners')({
  beforeLoad: signedInOnly,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(bannersQueryOptions());
  },
  head: privatePageHead('banners'),
  component: BannersPage,
});
