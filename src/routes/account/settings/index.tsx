import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { LanguageSwitch } from '@/app/layout/LanguageSwitch';
import { currentUserQueryOptions } from '@/domain/current-user';
import { SettingsPage } from '@/features/account/components/SettingsPage';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/account/settings/')({
  beforeLoad: signedInOnly,
  // Start the profile request with the route chunk; the page shows its own skeleton and error states.
  loader: ({ context }) => void context.queryClient.prefetchQuery(currentUserQueryOptions()),
  head: privatePageHead('settings'),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <SettingsPage languageSwitch={<LanguageSwitch />} />;
}
