import { useLocation } from '@tanstack/react-router';
import { useViewer } from '@/domain/current-user';
import { OnDemand } from '@/lib/OnDemand';

/** The notice and its appeal dialog come only to the few members who are suspended, not with every first visit. */
const loadSuspensionNotice = () => import('@/components/moderation/SuspensionNotice').then((module) => module.SuspensionNotice);

/**
 * A suspended member reads why and until when on every page, under the top bar, so a refused write is no surprise.
 * The account page shows the full notice instead. Guests and the server's render never show it.
 */
export function SuspensionBar() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  if (!viewer?.suspension || pathname === '/account') return null;
  return <OnDemand load={loadSuspensionNotice} props={{ suspension: viewer.suspension, userId: viewer.id, variant: 'bar' }} />;
}
