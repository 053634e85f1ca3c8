import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallButton } from '@/app/install/InstallButton';
import { captureInstallPrompt, isIosSafari, isRunningInstalled } from '@/app/install/install-prompt';
import { renderWithProviders } from '../../render';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Mobile Safari/537.36';

function fakeWindow(displayMode: string | null = null): Window {
  const target = new EventTarget();
  return Object.assign(target, {
    navigator: {},
    matchMedia: (query: string) => ({ matches: displayMode !== null && query === `(display-mode: ${displayMode})` }),
  }) as unknown as Window;
}

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: vi.fn(() => Promise.resolve()), userChoice: Promise.resolve({ outcome, platform: 'web' }) });
}

afterEach(() => vi.unstubAllGlobals());

describe('InstallButton', () => {
  it('offers installation when the browser does, shows the browser dialog and disappears once installed', async () => {
    const win = fakeWindow();
    captureInstallPrompt(win);
    renderWithProviders(<InstallButton />);
    expect(screen.queryByTestId('install-app')).not.toBeInTheDocument();

    const event = installEvent('accepted');
    act(() => void win.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);

    await act(async () => fireEvent.click(screen.getByTestId('install-app')));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('install-app')).not.toBeInTheDocument();
  });

  it('hides when the app gets installed another way (the browser menu)', () => {
    const win = fakeWindow();
    captureInstallPrompt(win);
    renderWithProviders(<InstallButton />);
    act(() => void win.dispatchEvent(installEvent('dismissed')));
    expect(screen.getByTestId('install-app')).toBeInTheDocument();
    act(() => void win.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByTestId('install-app')).not.toBeInTheDocument();
  });

  it('shows nothing inside the installed app', () => {
    const win = fakeWindow('standalone');
    captureInstallPrompt(win);
    act(() => void win.dispatchEvent(installEvent('dismissed')));
    renderWithProviders(<InstallButton />);
    expect(screen.queryByTestId('install-app')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains Add to Home Screen on iOS Safari, where no install prompt exists', () => {
    captureInstallPrompt(fakeWindow());
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE_SAFARI, maxTouchPoints: 5 });
    renderWithProviders(<InstallButton />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeInTheDocument();
  });

  it('shows nothing in a browser that neither prompts nor is iOS Safari', () => {
    captureInstallPrompt(fakeWindow());
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE_CHROME, maxTouchPoints: 5 });
    renderWithProviders(<InstallButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('platform checks', () => {
  it('tells iOS Safari (iPhone, iPadOS desktop mode) from other browsers', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });

  it('knows the installed display modes', () => {
    expect(isRunningInstalled(fakeWindow('standalone'))).toBe(true);
    expect(isRunningInstalled(fakeWindow('window-controls-overlay'))).toBe(true);
    expect(isRunningInstalled(fakeWindow())).toBe(false);
  });
});
