import { createFileRoute } from '@tanstack/react-router';
import { PublicationRulesPage } from '@/features/static-pages/components/PublicationRulesPage';

export const Route = createFileRoute('/publication-rules')({ component: PublicationRulesPage });
