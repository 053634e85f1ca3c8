import { createFileRoute } from '@tanstack/react-router';
import { ExchangePointsPage } from '@/features/static-pages/components/ExchangePointsPage';

export const Route = createFileRoute('/exchange-points-in-mobile-app')({ component: ExchangePointsPage });
