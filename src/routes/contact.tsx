import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/contact')({ component: ContactPage });

function ContactPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Contact`} />;
}
