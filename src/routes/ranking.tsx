import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { RankingPage } from '@/features/static-pages/components/RankingPage';

export const Route = createFileRoute('/ranking')({ head: staticPageHead('ranking'), component: RankingPage });
