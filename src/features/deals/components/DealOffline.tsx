import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { NotFoundScreen } from '@/components/ui/NotFoundScreen';

/** Offline, a deal never opened on this device is not stored: say so in the app and point to the saved lists. */
export function DealOffline() {
  return (
    <NotFoundScreen
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
