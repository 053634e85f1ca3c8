import { createFileRoute } from '@tanstack/react-router';
import { DealboxesPage } from '@/features/static-pages/components/DealboxesPage';

export const Route = createFileRoute('/dealboxes')({ component: DealboxesPage });
