import type { Ref } from 'react';
import { MoreIcon } from './Icon';
import styles from './ActionMenu.module.css';

export interface ActionMenuButtonProps {
  open: boolean;
  /** The menu's id while it is open. */
  menuId: string;
  /** What the menu is about, read by screen readers ("Comment actions"). */
  label: string;
  /** Shown on hover. */
  title: string;
  onToggle: () => void;
  /** ArrowDown or ArrowUp on the button opens the menu (ARIA menu button pattern). */
  onOpenByKey: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The "⋯" button of an action menu. Its own small module: a deal card shows it on every list, while the menu it opens
 * loads with the first press (./ActionMenu.tsx).
 */
export function ActionMenuButton({ open, menuId, label, title, onToggle, onOpenByKey, buttonRef }: ActionMenuButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      title={title}
      onClick={onToggle}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          onOpenByKey();
        }
      }}
    >
      <MoreIcon />
    </button>
  );
}
