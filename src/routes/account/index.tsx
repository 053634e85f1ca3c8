import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { AccountPage } from '@/features/account/components/AccountPage';
import { DailyBonusButton } from '@/features/points/components/DailyBonusButton';
import { privatePageHead } from '@/app/pages/private-page-head';

export const Route = createFileRoute('/account/')({
  head: privatePageHead('account'),
  beforeLoad: signedInOnly,
  component: AccountRoute,
});

function AccountRoute() {
  return <AccountPage actions={<DailyBonusButton />} />;
}
