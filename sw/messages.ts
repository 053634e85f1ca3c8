/** The message workbox-window's `messageSkipWaiting()` posts when the user accepts the update prompt. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING';
}
