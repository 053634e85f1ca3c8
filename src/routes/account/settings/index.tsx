import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { LanguageSwitch } from '@/app/layout/LanguageSwitch';
import { currentUserQueryOptions } from '@/lib/current-user';
import { SettingsPage } from '@/features/account/components/SettingsPage';

export const Route = createFileRoute('/account/settings/')({
  beforeLoad: signedInOnly,
  // Start the profile request with the route chunk; the page shows its own skeleton and error states.
  loader: ({ context }) => void context.queryClient.prefetchQuery(currentUserQueryOptions()),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <SettingsPage languageSwitch={<LanguageSwitch />} />;
}
