/** The message the update prompt posts (workbox-window's SKIP_WAITING) when the user accepts the new version. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING';
}
