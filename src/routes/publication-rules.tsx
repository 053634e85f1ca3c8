import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { PublicationRulesPage } from '@/features/static-pages/components/PublicationRulesPage';

export const Route = createFileRoute('/publication-rules')({ head: staticPageHead('publicationRules'), component: PublicationRulesPage });
