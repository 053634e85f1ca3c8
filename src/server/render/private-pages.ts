/** Routes only a signed-in user (or a guest about to sign in) sees, and the operator console (not /moderation-log, which is public). */
const PRIVATE_PREFIXES = ['/account', '/add-deal', '/sign-in', '/sign-up', '/reset-password', '/moderation'];

/**
 * Pages of one visitor's own (signed in, or signing in): never indexed, and never rendered by the server, which sees
 * no session (tokens stay in the browser) and must not send a signed-in user elsewhere. They get the app's shell.
 */
export function isPrivatePage(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
