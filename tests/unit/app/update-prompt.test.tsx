import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { UpdatePrompt, hasUnsavedText, watchForUpdates } from '@/app/UpdatePrompt';
import { renderWithProviders } from '../render';

const pwa = vi.hoisted(() => ({
  options: null as RegisterSWOptions | null,
  needRefresh: false,
  updateServiceWorker: vi.fn(() => Promise.resolve()),
}));

// The real hook registers a worker; here the test plays the worker's part through the callbacks the prompt passes.
vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: (options: RegisterSWOptions) => {
      pwa.options = options;
      const needRefresh = useState(pwa.needRefresh);
      return { needRefresh, offlineReady: useState(false), updateServiceWorker: pwa.updateServiceWorker };
    },
  };
});

const reload = vi.fn();
const serviceWorker = new EventTarget();
Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });

/** What the browser does when a new version is found, then when it takes over this page. */
const newVersionWaits = () => act(() => pwa.options?.onNeedRefresh?.());
const newVersionTakesOver = () => act(() => void serviceWorker.dispatchEvent(new Event('controllerchange')));

beforeEach(() => {
  pwa.needRefresh = true;
  pwa.updateServiceWorker.mockClear();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function renderWithDraft(draft: string) {
  return renderWithProviders(
    <>
      <textarea aria-label="comment" defaultValue={draft} />
      <UpdatePrompt />
    </>,
  );
}

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', () => {
    pwa.needRefresh = false;
    renderWithDraft('');
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
  });

  it('asks the waiting worker to take over when accepted, and reloads once it controls the page', () => {
    renderWithDraft('');
    newVersionWaits();
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(pwa.updateServiceWorker).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    newVersionTakesOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the prompt and asks to finish first while the comment box holds text', () => {
    renderWithDraft('Świetna cena, biorę!');
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/Dokończ lub wyczyść/);
    expect(screen.getByTestId('update-prompt')).toBeInTheDocument();
  });

  it('never reloads by itself when another tab activated the new version while text is typed here', () => {
    pwa.needRefresh = false;
    renderWithDraft('Draft of a deal description');
    newVersionWaits();
    newVersionTakesOver();
    pwa.options?.onNeedReload?.();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/Nowa wersja jest gotowa/);

    fireEvent.change(screen.getByLabelText('comment'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('hides on Later without updating', () => {
    renderWithDraft('');
    fireEvent.click(screen.getByTestId('update-later'));
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
  });
});

describe('hasUnsavedText', () => {
  it('sees typed text in text fields, text areas and editable regions', () => {
    document.body.innerHTML = '<input type="email" value="ala@example.com">';
    expect(hasUnsavedText()).toBe(true);
    document.body.innerHTML = '<textarea>Opis</textarea>';
    expect(hasUnsavedText()).toBe(true);
    document.body.innerHTML = '<div contenteditable="true">Komentarz</div>';
    expect(hasUnsavedText()).toBe(true);
  });

  it('ignores empty, whitespace, hidden, disabled, read-only, search and choice fields', () => {
    document.body.innerHTML = `
      <input type="text" value="   "><textarea></textarea>
      <input type="hidden" value="token"><input type="text" value="x" disabled><input type="text" value="x" readonly>
      <input type="search" value="laptop"><input type="checkbox" value="on"><input type="radio" value="1">
      <div contenteditable="false">Tekst</div>`;
    expect(hasUnsavedText()).toBe(false);
  });
});

describe('watchForUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function registration() {
    return { installing: null, update: vi.fn(() => Promise.resolve()) } as unknown as ServiceWorkerRegistration & {
      update: ReturnType<typeof vi.fn>;
    };
  }

  it('checks every interval while online and when the app returns to the foreground', () => {
    const reg = registration();
    const stop = watchForUpdates(reg, 1000);
    vi.advanceTimersByTime(1000);
    expect(reg.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reg.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(5000);
    expect(reg.update).toHaveBeenCalledTimes(2);
  });

  it('does not check while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reg = registration();
    const stop = watchForUpdates(reg, 1000);
    vi.advanceTimersByTime(3000);
    expect(reg.update).not.toHaveBeenCalled();
    stop();
  });
});
