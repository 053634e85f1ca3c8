import { staticPageHead } from '@/features/static-pages/lib/lazy-head';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/static-pages/components/ContactPage';

export const Route = createFileRoute('/contact')({ head: staticPageHead('contact'), component: ContactPage });
