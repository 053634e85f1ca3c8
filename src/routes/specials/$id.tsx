import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/specials/$id')({ component: SpecialPage });

function SpecialPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Special offer`} />;
}
