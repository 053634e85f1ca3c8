import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useUnreadCount } from '../api/get-unread-count';
import styles from './InboxBadge.module.css';

/** More than this shows as "99+" so the bubble stays small on the avatar. */
const MAX_SHOWN = 99;

/**
 * The unread inbox count on the avatar in the top bar. Nothing for guests, while loading, on failure or
 * with nothing unread. It sits inside the account link, so it names itself ("3 unread notifications") as an image
 * whose label becomes part of the link's name.
 */
export function InboxBadge() {
  const { t } = useLingui();
  const count = useUnreadCount();
  if (!count) return null;
  const shown = count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
  return (
    <span
      role="img"
      className={styles.badge}
      aria-label={t`${plural(count, { one: '# unread notification', other: '# unread notifications' })}`}
      data-testid="inbox-badge"
    >
      {shown}
    </span>
  );
}
