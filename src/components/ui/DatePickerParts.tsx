import type { ReactNode } from 'react';
import styles from './DatePicker.module.css';

interface PageButton {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** The row above each calendar view: ‹ previous page, the view's heading (`children`), next page ›. */
export function DatePickerHeader({ previous, next, children }: { previous: PageButton; next: PageButton; children: ReactNode }) {
  return (
    <div className={styles.header}>
      <button type="button" className={styles.nav} aria-label={previous.label} disabled={previous.disabled} onClick={previous.onClick}>
        ‹
      </button>
      {children}
      <button type="button" className={styles.nav} aria-label={next.label} disabled={next.disabled} onClick={next.onClick}>
        ›
      </button>
    </div>
  );
}

interface DatePickerChoiceProps {
  focused: boolean;
  selected: boolean;
  disabled: boolean;
  /** The full name when the text is short (e.g. 'March 1990' for 'Mar'). */
  label?: string;
  onClick: () => void;
  children: ReactNode;
}

/** A month or a year in its grid; only the focused one is in the Tab order, the arrow keys move between them. */
export function DatePickerChoice({ focused, selected, disabled, label, onClick, children }: DatePickerChoiceProps) {
  return (
    <button
      type="button"
      tabIndex={focused ? 0 : -1}
      data-focus-target={focused || undefined}
      disabled={disabled}
      aria-pressed={selected}
      aria-label={label}
      className={[styles.year, selected ? styles.selected : ''].filter(Boolean).join(' ')}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
