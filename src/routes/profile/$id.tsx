import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage';

export const Route = createFileRoute('/profile/$id')({ component: ProfilePage });

function ProfilePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`User profile`} />;
}
