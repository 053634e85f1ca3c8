import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { Switch } from '@/components/ui/Switch';
import { showAlert } from '@/lib/alerts';
import { appConfigQueryOptions } from '@/domain/app-config';
import { alertFailure } from '@/domain/failure-alert';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/use-locale';
import { usePushSupport } from '@/domain/web-push';
import {
  PushSetupError,
  readPushDeviceState,
  sendTestToThisDevice,
  turnOffPush,
  turnOnPush,
  type PushDeviceState,
} from '../lib/push-device';
import styles from './Notifications.module.css';

/**
 * "Notifications on this device". What the browser can do is known only in the browser, so the server and
 * the hydration render a placeholder. Where push is missing the user reads why (and on iPhone how to get it) instead
 * of a switch that cannot work.
 */
export function PushDeviceSwitch() {
  const support = usePushSupport();
  if (support === 'pending') return <Skeleton height={44} />;
  if (support === 'needs-install') {
    return (
      <p className="muted-text">
        <Trans>
          On iPhone and iPad, notifications work in the app added to the home screen: in Safari tap the Share button, choose “Add to Home
          Screen”, open Okazje from there and turn notifications on here.
        </Trans>
      </p>
    );
  }
  if (support === 'unsupported') {
    return (
      <p className="muted-text">
        <Trans>This browser cannot show notifications from websites. A current Chrome, Edge, Firefox or Safari can.</Trans>
      </p>
    );
  }
  return <SupportedPushSwitch />;
}

function SupportedPushSwitch() {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  // null until the browser has been asked (permission and subscription are read asynchronously).
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [working, setWorking] = useState<'switch' | 'test' | null>(null);

  const refresh = useCallback(() => readPushDeviceState().then(setState), []);
  useEffect(() => {
    void refresh();
    // The permission can be changed in the browser's settings while the page waits in the background.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const vapidPublicKey = async () => {
    const config = await queryClient.ensureQueryData(appConfigQueryOptions());
    if (config.push?.vapid_public_key) return config.push.vapid_public_key;
    // A configuration kept offline from before push existed has no key: the server's current one is asked for.
    return (await queryClient.fetchQuery({ ...appConfigQueryOptions(), staleTime: 0 })).push?.vapid_public_key;
  };

  const setupFailure = (error: unknown) => {
    if (error instanceof PushSetupError) {
      const message =
        error.reason === 'no-service-worker'
          ? t`Notifications need the app’s offline service, which is not running yet. Reload the page and try again.`
          : error.reason === 'subscribe-failed'
            ? t`Your browser could not turn notifications on. Try again in a moment.`
            : t`Notifications are not available right now. Try again later.`;
      showAlert({ type: 'danger', message });
    } else if (error instanceof ApiError && error.status === 400) {
      showAlert({ type: 'danger', message: t`Okazje cannot send notifications to this browser. Try another browser.` });
    } else {
      alertFailure(error);
    }
  };

  const toggle = async (on: boolean) => {
    setWorking('switch');
    try {
      if (!on) {
        await turnOffPush();
        showAlert({ type: 'success', message: t`Notifications are off on this device` });
        return;
      }
      const outcome = await turnOnPush(vapidPublicKey, locale);
      if (outcome === 'on') showAlert({ type: 'success', message: t`Notifications are on for this device` });
      else if (outcome === 'dismissed')
        showAlert({ type: 'info', message: t`Notifications stay off: the browser did not get your permission.` });
      // 'denied' is explained beside the switch, for as long as the browser blocks the site.
    } catch (error) {
      setupFailure(error);
    } finally {
      await refresh();
      setWorking(null);
    }
  };

  const sendTest = async () => {
    setWorking('test');
    try {
      const outcome = await sendTestToThisDevice(locale);
      if (outcome === 'sent') showAlert({ type: 'success', message: t`Sent — it should appear in a moment` });
      else showAlert({ type: 'danger', message: t`This device no longer has notifications on. Turn them on again.` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        showAlert({ type: 'danger', message: t`The server could not register this device. Turn notifications off and on again.` });
      } else {
        alertFailure(error);
      }
    } finally {
      await refresh();
      setWorking(null);
    }
  };

  const on = state?.on ?? false;
  return (
    <div className={styles.device}>
      <div className={styles.switchRow}>
        <span className={styles.switchText}>
          <span id={`${id}-label`} className={styles.switchLabel}>
            <Trans>Notifications on this device</Trans>
          </span>
          <span id={`${id}-hint`} className="muted-text">
            <Trans>A notification for each deal your alerts find, also while the app is closed.</Trans>
          </span>
        </span>
        <Switch
          checked={on}
          onCheckedChange={(next) => void toggle(next)}
          aria-labelledby={`${id}-label`}
          aria-describedby={state?.permission === 'denied' ? `${id}-hint ${id}-blocked` : `${id}-hint`}
          disabled={state === null || working !== null}
          aria-busy={working === 'switch'}
        />
      </div>
      {state?.permission === 'denied' ? (
        <div id={`${id}-blocked`}>
          <Alert tone="warning" title={<Trans>Your browser blocks notifications for this site</Trans>}>
            <p>
              <Trans>
                To allow them, open the site settings (the icon beside the address bar), set Notifications to “Allow” and turn the switch on
                again.
              </Trans>
            </p>
          </Alert>
        </div>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="s"
          onClick={() => void sendTest()}
          disabled={!on || working !== null}
          aria-busy={working === 'test'}
        >
          <Trans>Send a test notification</Trans>
        </Button>
      </div>
    </div>
  );
}
