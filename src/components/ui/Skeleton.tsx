import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Fixed sizes keep the placeholder exactly as large as the content it stands for (no layout shift). */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
}

/** Decorative loading shape; the loading state itself is announced by the surrounding region (aria-busy). */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, circle ? styles.circle : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
