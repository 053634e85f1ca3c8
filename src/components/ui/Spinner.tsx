import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers, e.g. "Loading…". */
  label: string;
  size?: 'm' | 'l';
}

export function Spinner({ label, size = 'm' }: SpinnerProps) {
  return <span role="status" aria-label={label} className={[styles.spinner, size === 'l' ? styles.l : ''].filter(Boolean).join(' ')} />;
}
