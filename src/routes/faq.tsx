import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/faq')({ component: FaqPage });

function FaqPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`FAQ`} />;
}
