import { createFileRoute } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { AccountPage } from '@/features/account/components/AccountPage';
import { DailyBonusButton } from '@/features/points/components/DailyBonusButton';

export const Route = createFileRoute('/account/')({ beforeLoad: signedInOnly, component: AccountRoute });

function AccountRoute() {
  return <AccountPage actions={<DailyBonusButton />} />;
}
