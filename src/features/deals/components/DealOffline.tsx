import { Trans, useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';
import { ApiError } from '@/lib/http';

/** The deal could not be loaded because there is no connection (not because the server refused it). */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' || !onlineManager.isOnline();
  return !onlineManager.isOnline();
}

/** Offline, a deal never opened on this device is not stored: say so in the app and point to the saved lists. */
export function DealOffline() {
  const { t } = useLingui();
  return (
    <NotFoundScreen
      meta={{ title: t`Not available offline` }}
      titleId="deal-offline-title"
      heading={<Trans>This deal is not available offline</Trans>}
      description={
        <Trans>
          You are offline and this deal has not been opened on this device before. The deal lists you have seen are saved and can be browsed
          now.
        </Trans>
      }
    >
      <ButtonLink to="/" size="l">
        <Trans>Browse saved deals</Trans>
      </ButtonLink>
    </NotFoundScreen>
  );
}
