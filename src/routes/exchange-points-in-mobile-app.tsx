import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { ExchangePointsPage } from '@/features/static-pages/components/ExchangePointsPage';

export const Route = createFileRoute('/exchange-points-in-mobile-app')({
  head: staticPageHead('exchangePoints'),
  component: ExchangePointsPage,
});
