import { createFileRoute } from '@tanstack/react-router';
import { RankingPage } from '@/features/static-pages/components/RankingPage';

export const Route = createFileRoute('/ranking')({ component: RankingPage });
