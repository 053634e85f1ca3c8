import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the tab and panel ids, unique on the page. */
  idPrefix: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-tab-${value}`;
}

export function tabPanelId(idPrefix: string, value: string): string {
  return `${idPrefix}-panel-${value}`;
}

/** ARIA tabs pattern: one tab stop, arrow keys, Home and End move between tabs and select them. */
export function Tabs<T extends string>({ label, idPrefix, items, value, onChange }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tab strip scrolls sideways; a tab chosen by the address (or off-screen) is brought into view
  // within the strip only, never by scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, next.value))}`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.value === value;
        // Only the selected tab's panel is rendered; pointing aria-controls at a panel that is not in the DOM is invalid ARIA.
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={selected ? tabPanelId(idPrefix, item.value) : undefined}
            tabIndex={selected ? 0 : -1}
            className={[styles.tab, selected ? styles.selected : ''].filter(Boolean).join(' ')}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  value: string;
  children: ReactNode;
}

export function TabPanel({ idPrefix, value, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={tabPanelId(idPrefix, value)} aria-labelledby={tabId(idPrefix, value)}>
      {children}
    </div>
  );
}
