import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { operatorSpecialsQueryOptions } from '@/features/moderation-editorial/api/get-operator-specials';
import { SpecialsPage } from '@/features/moderation-editorial/components/SpecialsPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/moderation/specials')({
  beforeLoad: signedInOnly,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(operatorSpecialsQueryOptions());
  },
  head: privatePageHead('specials'),
  component: SpecialsPage,
});
