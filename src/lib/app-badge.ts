/**
 * The number on the installed app's icon (Badging API: installed apps on Chromium, Safari on the home screen). Where
 * the browser has no badge, or refuses one right now, nothing happens: the badge only repeats what the top bar shows.
 */
export function showAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const badges = navigator as Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;
  try {
    const request = count > 0 ? badges.setAppBadge?.(count) : badges.clearAppBadge?.();
    request?.catch(() => undefined);
  } catch {
    // Some browsers throw at once instead of rejecting (not installed, no permission): the same no-op.
  }
}

export function clearAppBadge(): void {
  showAppBadge(0);
}
