import { useState } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  src?: string | null;
  /** Empty when a visible name sits next to the avatar. */
  alt: string;
  size?: number;
}

/**
 * User picture, or the placeholder silhouette when the user has none or the picture cannot load (offline and
 * never cached, or removed since): never a broken-image icon.
 */
export function Avatar({ src, alt, size = 32 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = { width: size, height: size, className: styles.avatar };
  if (src && src !== failedSrc) {
    return <img src={src} alt={alt} {...box} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />;
  }
  return (
    <svg
      {...box}
      viewBox="0 0 40 40"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-placeholder-avatar=""
    >
      <rect width="40" height="40" fill="currentColor" opacity="0.18" />
      <circle cx="20" cy="15.5" r="7" fill="currentColor" opacity="0.75" />
      <path d="M6 38c1.5-8 7.2-12 14-12s12.5 4 14 12z" fill="currentColor" opacity="0.75" />
    </svg>
  );
}
