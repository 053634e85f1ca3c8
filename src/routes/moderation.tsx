import { msg } from '@lingui/core/macro';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { signedInOnly } from '@/app/guards';
import { currentUserQueryOptions } from '@/domain/current-user';
import { ConsoleShell, type ConsoleTab } from '@/features/moderation/components/ConsoleShell';
import { privatePageHead } from '@/app/pages/private-page-head';

/** The console's tabs, in the order they are shown: one entry (name and route) per tab of /moderation. */
const CONSOLE_TABS: readonly ConsoleTab[] = [
  { label: msg`Reports`, to: '/moderation' },
  { label: msg`Held`, to: '/moderation/held' },
  { label: msg`Appeals`, to: '/moderation/appeals' },
  { label: msg`Members`, to: '/moderation/members' },
  { label: msg`Prize requests`, to: '/moderation/prizes' },
  { label: msg`Words and shops`, to: '/moderation/words' },
  { label: msg`Banners`, to: '/moderation/banners' },
  { label: msg`Special pages`, to: '/moderation/specials' },
  { label: msg`Operations log`, to: '/moderation/audit', adminOnly: true },
];

/**
 * /moderation: operators (moderators and admins) only. Guests are sent to sign in; a signed-in member sees a refusal,
 * decided once their profile (with its role) is known. The server answers every console call for a member with 403
 * anyway. Never indexed, and never rendered by the server (it is a private page there, see
 * src/server/render/private-pages.ts).
 */
export const Route = createFileRoute('/moderation')({
  beforeLoad: async (args) => {
    signedInOnly(args);
    // The tabs' loaders start their lists only for an operator: a member's request would be a 403 for a page that
    // refuses them anyway. Unknown (no profile offline) counts as an operator here; the shell decides what shows.
    const profile = await args.context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => undefined);
    return { operator: profile?.role !== 'member' };
  },
  head: privatePageHead('moderation'),
  component: ModerationLayout,
});

function ModerationLayout() {
  return (
    <ConsoleShell tabs={CONSOLE_TABS}>
      <Outlet />
    </ConsoleShell>
  );
}
