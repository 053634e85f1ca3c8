import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { listKeyTarget } from '@/lib/list-keys';
import type { FaqEntry } from '../content/types';
import { ContentBlocks } from './ContentBlocks';
import styles from './FaqAccordion.module.css';

export interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** The entry open at first (e.g. from the address's #hash); none when left out. */
  initiallyOpenId?: string | null;
}

/**
 * FAQ: an accordion (WAI-ARIA APG pattern) with one item open at a time; clicking the open one closes it.
 * Headers are buttons (Enter and Space toggle); the arrow keys, Home and End move between them.
 */
export function FaqAccordion({ entries, initiallyOpenId = null }: FaqAccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(() =>
    entries.some((entry) => entry.id === initiallyOpenId) ? initiallyOpenId : null,
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = listKeyTarget(event.key, index, entries.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {entries.map((entry, index) => {
        const open = entry.id === openId;
        const buttonId = `${baseId}-${entry.id}-button`;
        const panelId = `${baseId}-${entry.id}-panel`;
        return (
          <div key={entry.id} id={entry.id} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{entry.question}</span>
                <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <div className={styles.panelInner}>
                <div className={styles.answer}>
                  <ContentBlocks blocks={entry.answer} />
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
