import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { TrustedPartnersPage } from '@/features/static-pages/components/TrustedPartnersPage';

export const Route = createFileRoute('/trusted-partners')({ head: staticPageHead('trustedPartners'), component: TrustedPartnersPage });
