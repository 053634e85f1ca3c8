import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/static-pages/components/TermsPage';

export const Route = createFileRoute('/terms-of-service')({ component: TermsPage });
