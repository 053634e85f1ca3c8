import { createLink, type LinkComponent } from '@tanstack/react-router';
import { Children, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Chips.module.css';

/** A labelled row of filter links, one list item per chip. */
export function ChipNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {Children.map(children, (chip) => (
          <li>{chip}</li>
        ))}
      </ul>
    </nav>
  );
}

interface ChipAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement>;
  /** The chip's filter is applied. The router still says 'page' instead when the link leads exactly here. */
  current: boolean;
  /** 36 px instead of 32 (the gamer zone's platform chips). */
  tall?: boolean;
}

function ChipAnchor({ current, tall = false, className, ...props }: ChipAnchorProps) {
  return (
    <a
      aria-current={current ? 'true' : undefined}
      {...props}
      className={[styles.chip, tall ? styles.tall : '', className ?? ''].filter(Boolean).join(' ')}
    />
  );
}

const CreatedChipLink = createLink(ChipAnchor);

/** A router link drawn as a filter chip, for a `ChipNav`. */
export const ChipLink: LinkComponent<typeof ChipAnchor> = (props) => <CreatedChipLink {...props} />;
