import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt, hasUnsavedText } from '@/app/UpdatePrompt';
import { renderWithProviders } from '../render';

const reload = vi.fn();
const serviceWorker = new EventTarget();
Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });

/** A registration with a new version waiting; the test plays the browser's part. */
function waitingRegistration() {
  const postMessage = vi.fn();
  const registration = { waiting: { postMessage } } as unknown as ServiceWorkerRegistration;
  return { registration, postMessage };
}

/** What the browser does when the new version takes over this page (accepted here or in another tab). */
const newVersionTakesOver = () => act(() => void serviceWorker.dispatchEvent(new Event('controllerchange')));

beforeEach(() => {
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function renderWithDraft(draft: string, registration: ServiceWorkerRegistration) {
  return renderWithProviders(
    <>
      <textarea aria-label="comment" defaultValue={draft} />
      <UpdatePrompt registration={registration} />
    </>,
  );
}

describe('UpdatePrompt', () => {
  it('asks the waiting worker to take over when accepted, and reloads once it controls the page', () => {
    const { registration, postMessage } = waitingRegistration();
    renderWithDraft('', registration);
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(postMessage).toHaveBeenCalledOnce();
    expect(postMessage.mock.calls[0]?.[0]).toEqual({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    newVersionTakesOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the prompt and asks to finish first while the comment box holds text', () => {
    const { registration, postMessage } = waitingRegistration();
    renderWithDraft('Świetna cena, biorę!', registration);
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(postMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(/Dokończ lub wyczyść/);
    expect(screen.getByTestId('update-prompt')).toBeInTheDocument();
  });

  it('never reloads by itself when another tab activated the new version while text is typed here', () => {
    const { registration, postMessage } = waitingRegistration();
    renderWithDraft('Draft of a deal description', registration);
    fireEvent.click(screen.getByTestId('update-later'));
    newVersionTakesOver();
    expect(reload).not.toHaveBeenCalled();
    // The prompt comes back, since only the reload is left.
    expect(screen.getByRole('status')).toHaveTextContent(/Nowa wersja jest gotowa/);

    fireEvent.change(screen.getByLabelText('comment'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(reload).toHaveBeenCalledOnce();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('reloads when accepted after the waiting version is gone (another tab is taking over)', () => {
    renderWithDraft('', { waiting: null } as unknown as ServiceWorkerRegistration);
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('hides on Later without updating', () => {
    const { registration, postMessage } = waitingRegistration();
    renderWithDraft('', registration);
    fireEvent.click(screen.getByTestId('update-later'));
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
    expect(postMessage).not.toHaveBeenCalled();
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
