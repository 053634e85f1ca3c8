import { useLocation } from '@tanstack/react-router';
import { SuspensionNotice } from '@/components/moderation/SuspensionNotice';
import { useViewer } from '@/lib/current-user';

/**
 * A suspended member reads why and until when on every page, under the top bar (issue 31), so a refused write is no
 * surprise. The account page shows the full notice instead. Guests and the server's render never show it.
 */
export function SuspensionBar() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  if (!viewer?.suspension || pathname === '/account') return null;
  return <SuspensionNotice suspension={viewer.suspension} userId={viewer.id} variant="bar" />;
}
