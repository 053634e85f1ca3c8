import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { DealboxesPage } from '@/features/static-pages/components/DealboxesPage';

export const Route = createFileRoute('/dealboxes')({ head: staticPageHead('dealboxes'), component: DealboxesPage });
