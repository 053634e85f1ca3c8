import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/add-deal')({ beforeLoad: signedInOnly, component: AddDealPage });

function AddDealPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Add deal`} />;
}
