import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './router-context';

interface GuardArgs {
  context: RouterContext;
}

/** `beforeLoad` of guest-only pages: a signed-in user has nothing to do there and goes home. */
export function guestOnly({ context }: GuardArgs): void {
  if (context.session.isSignedIn) throw redirect({ to: '/', replace: true });
}

/** `beforeLoad` of signed-in pages: guests are sent to sign in. */
export function signedInOnly({ context }: GuardArgs): void {
  if (!context.session.isSignedIn) throw redirect({ to: '/sign-in', replace: true });
}
