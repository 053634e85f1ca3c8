import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** What Tab can reach: a control taken out of the tab order (tabindex="-1", like a roving grid's other cells) is not part of the cycle. */
export const TABBABLE = [
  'a[href]',
  'summary',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

export interface FocusTrapOptions {
  /** Called on Escape, which closes the dialog. */
  onEscape: () => void;
  /**
   * While true, focus sits in the dialog: it moves to the first control (the dialog itself when there is none) when this
   * turns true, and back to the element that had it when this turns false or the component unmounts. False for a dialog
   * that places and returns focus itself.
   */
  takeFocus: boolean;
}

/**
 * Keyboard behaviour of a modal dialog (aria-modal): Tab and Shift+Tab wrap around inside `dialogRef`, and Escape closes it.
 * Returns the keydown handler for the dialog element, so a dialog nested in another one keeps its keys to itself.
 */
export function useFocusTrap<T extends HTMLElement>(dialogRef: RefObject<T | null>, { onEscape, takeFocus }: FocusTrapOptions) {
  useEffect(() => {
    if (!takeFocus) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>(TABBABLE) ?? dialog)?.focus();
    return () => opener?.focus();
  }, [takeFocus, dialogRef]);

  return (event: KeyboardEvent<T>) => {
    if (event.key === 'Escape') {
      // The key is spent on this dialog: neither an enclosing dialog nor the browser (a search field clears itself) acts on it too.
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbable = [...dialogRef.current.querySelectorAll<HTMLElement>(TABBABLE)];
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      // Nothing to move to: focus stays on the dialog instead of leaving it.
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
