import { createFileRoute } from '@tanstack/react-router';
import { TrustedPartnersPage } from '@/features/static-pages/components/TrustedPartnersPage';

export const Route = createFileRoute('/trusted-partners')({ component: TrustedPartnersPage });
