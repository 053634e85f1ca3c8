/**
 * A message shown when a field loses its focus pushes what is below it down. When the focus left because a finger or
 * a mouse button went down on the next control, showing it at once moves that control from under the press, and the
 * release lands elsewhere: the tap is lost (a radio stays unchecked, a button is not pressed). So what a blur shows
 * waits until the press is over and its click has been dispatched.
 */
let pressing = false;
let waiting: (() => void)[] = [];
let watching = false;

function release(): void {
  // After the click this press makes, which the browser dispatches right after the pointer's release.
  setTimeout(() => {
    pressing = false;
    const run = waiting;
    waiting = [];
    for (const show of run) show();
  }, 0);
}

/** Starts following presses on the page (once); forms call it when they mount. */
export function watchPresses(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('pointerdown', () => (pressing = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A button released outside the window sends the page no pointerup.
  window.addEventListener('blur', release);
}

/** Runs `show` now, or once the press under way is over. */
export function afterPress(show: () => void): void {
  if (pressing) waiting.push(show);
  else show();
}
