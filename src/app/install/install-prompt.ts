import { createExternalStore, useExternalStore } from '@/lib/external-store';

/** Chromium's install event; not in lib.dom because it is not a standard yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** The deferred browser prompt, when the browser offers installation right now. */
  prompt: BeforeInstallPromptEvent | null;
  /** Running as the installed app (home-screen app, desktop window) or just installed from this page. */
  installed: boolean;
}

let state: InstallState = { prompt: null, installed: false };

/** A server render knows of no prompt: the button appears after hydration where the browser offers one. */
const SERVER_INSTALL_STATE: InstallState = { prompt: null, installed: false };

const store = createExternalStore(() => state, { serverSnapshot: () => SERVER_INSTALL_STATE });

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  store.notify();
}

export function useInstallState(): InstallState {
  return useExternalStore(store);
}

const STANDALONE_MODES = ['standalone', 'window-controls-overlay', 'fullscreen', 'minimal-ui'];

/** True inside the installed app: a display mode other than the browser tab, or iOS's home-screen flag. */
export function isRunningInstalled(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || STANDALONE_MODES.some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches);
}

/**
 * Safari on iPhone and iPad has no install prompt: the app is added through Share → Add to Home Screen. Other iOS
 * browsers (Chrome, Firefox, Edge) name themselves in the user agent; iPadOS reports a Mac with touch.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Holds the earliest install prompt: the browser may fire it before React mounts the button. Call once at start. */
export function captureInstallPrompt(win: Window = window): void {
  set({ prompt: null, installed: isRunningInstalled(win) });
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away; the app offers installation with its own button instead.
    event.preventDefault();
    set({ prompt: event as BeforeInstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => set({ prompt: null, installed: true }));
}

/** Shows the browser's install dialog; the deferred prompt can be used once, whatever the answer. */
export async function promptInstall(): Promise<void> {
  const { prompt } = state;
  if (!prompt) return;
  set({ prompt: null });
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') set({ installed: true });
}
