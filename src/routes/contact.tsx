import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/static-pages/components/ContactPage';

export const Route = createFileRoute('/contact')({ component: ContactPage });
