import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { listKeyTarget } from '@/lib/list-keys';
import { ActionMenuButton } from './ActionMenuButton';
import styles from './ActionMenu.module.css';

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
}

export interface ActionMenuListProps {
  id: string;
  label: string;
  items: readonly ActionMenuItem[];
  /** The menu with its button: a press anywhere outside it closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
  /** Closes the menu; `returnFocus` when the focus should go back to the button (Escape, an item chosen). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * An open action menu (ARIA menu button pattern): its first item takes the focus, the items take arrow keys, Home and
 * End; Escape, Tab, choosing an item or a press anywhere outside closes it.
 */
export function ActionMenuList({ id, label, items, containerRef, onClose }: ActionMenuListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const itemButtons = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // The latest `onClose` without opening the menu again (and moving the focus) whenever the owner renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    itemButtons()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) onCloseRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [containerRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = itemButtons();
    const index = buttons.findIndex((button) => button === document.activeElement);
    const target = listKeyTarget(event.key, index, buttons.length);
    if (target !== null) {
      event.preventDefault();
      buttons[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul ref={listRef} id={id} role="menu" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.label} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              onClose(true);
              item.onSelect();
            }}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A "⋯" button with its menu of actions, e.g. a comment's. */
export function ActionMenu({ items, label, className }: { items: readonly ActionMenuItem[]; label: string; className?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  return (
    <div ref={rootRef} className={`${styles.menu} ${className ?? ''}`}>
      <ActionMenuButton
        open={open}
        menuId={menuId}
        label={label}
        title={t`More actions`}
        buttonRef={buttonRef}
        onToggle={() => setOpen((value) => !value)}
        onOpenByKey={() => setOpen(true)}
      />
      {open && <ActionMenuList id={menuId} label={label} items={items} containerRef={rootRef} onClose={close} />}
    </div>
  );
}
