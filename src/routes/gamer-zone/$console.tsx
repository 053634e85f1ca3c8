import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/gamer-zone/$console')({ component: ConsolePage });

function ConsolePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Gamer zone`} />;
}
