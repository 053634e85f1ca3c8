import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { HowToCollectPointsPage } from '@/features/static-pages/components/HowToCollectPointsPage';

export const Route = createFileRoute('/how-to-collect-points')({
  head: staticPageHead('collectPoints'),
  component: HowToCollectPointsPage,
});
