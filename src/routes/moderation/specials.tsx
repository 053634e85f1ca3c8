import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { operatorSpecialsQueryOptions } from '@/features/moderation-editorial/api/specials';
import { SpecialsPage } from '@/features/moderation-editorial/components/SpecialsPage';

export const Route = createFileRoute('/moderation/specials')({
  beforeLoad: signedInOnly,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(operatorSpecialsQueryOptions());
  },
  component: SpecialsPage,
});
