import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import { useFollow, type FollowTarget } from '@/domain/follows';
import styles from './FollowButton.module.css';

/**
 * Follow a member or a shop: their new deals then reach the inbox (and push). A toggle button, pressed while followed;
 * its name stays "Follow" in both states, as the toggle-button pattern expects, while the text says "Following".
 * Until a member's follows are known it waits, disabled, rather than show a state that may flip.
 */
export function FollowButton({ target }: { target: FollowTarget }) {
  const { t } = useLingui();
  const { following, ready, toggle } = useFollow(target);
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="m"
      className={styles.button}
      aria-pressed={following}
      aria-label={t`Follow`}
      disabled={!ready}
      onClick={toggle}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        {following ? (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M8 3v10M3 8h10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        )}
      </svg>
      {following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
}
