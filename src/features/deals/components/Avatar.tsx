import styles from './Avatar.module.css';

interface AvatarProps {
  username: string;
  url: string | null;
  size?: 's' | 'm';
}

/** The author's picture, or a placeholder with their initial when they have none (§2 card: placeholder avatar). */
export function Avatar({ username, url, size = 's' }: AvatarProps) {
  const className = `${styles.avatar} ${size === 'm' ? styles.medium : ''}`;
  if (url) return <img className={className} src={url} alt="" width={32} height={32} loading="lazy" decoding="async" />;
  return (
    <span className={`${className} ${styles.placeholder}`} aria-hidden="true" data-testid="avatar-placeholder">
      {username.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
