import type { ButtonHTMLAttributes } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'onChange' | 'aria-checked'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off switch (ARIA switch pattern): a button announcing its state, named by its visible label through
 * `aria-labelledby` (or `aria-label`). A click or Space/Enter flips it.
 */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={[styles.switch, className ?? ''].filter(Boolean).join(' ')}
      onClick={() => onCheckedChange(!checked)}
      {...props}
    />
  );
}
