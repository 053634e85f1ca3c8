import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { showAlert } from '@/lib/alerts';
import { useAppConfig } from '@/domain/app-config';
import { useAppleLogin } from '../api/apple-login';
import { useFacebookLogin } from '../api/facebook-login';
import { appleSignInPopup, isAppleCancel, loadAppleSdk } from '../lib/apple-sdk';
import { facebookLoginDialog, loadFacebookSdk } from '../lib/facebook-sdk';
import { SocialTermsNote } from './fields';
import { createNonce, type Nonce } from '../lib/nonce';
import styles from './AuthForm.module.css';

type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/**
 * Loads a provider SDK when its button mounts (the button mounts only when the provider is on), so the click
 * handler can open the provider's popup synchronously, inside the user's gesture, where popup blockers allow it.
 * `load` must be a stable (module-level) function of `key`.
 */
function useLoaded<T>(load: (key: string) => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ id: string; loaded: Loaded<T> } | null>(null);
  const id = `${key}#${attempt}`;
  useEffect(() => {
    let cancelled = false;
    load(key).then(
      (value) => !cancelled && setResult({ id, loaded: { state: 'ready', value } }),
      () => !cancelled && setResult({ id, loaded: { state: 'failed' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [load, key, id]);
  const current: Loaded<T> = result?.id === id ? result.loaded : { state: 'loading' };
  return [current, () => setAttempt((n) => n + 1)];
}

/** `busy` while the SDK loads or a sign-in runs: the button stays focusable, and a click then does nothing. */
function ProviderButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="l" block onClick={onClick} aria-disabled={busy || undefined}>
      {children}
    </Button>
  );
}

function FacebookButton({ appId, onSignedIn }: { appId: string; onSignedIn: () => void }) {
  const { t } = useLingui();
  const [sdk, reload] = useLoaded(loadFacebookSdk, appId);
  const facebookLogin = useFacebookLogin();
  const fail = () => showAlert({ type: 'danger', message: t`An error occurred while logging in with Facebook. Please try again later.` });

  const onClick = () => {
    if (sdk.state === 'failed') {
      fail();
      reload();
      return;
    }
    if (sdk.state !== 'ready' || facebookLogin.isPending) return;
    void facebookLoginDialog(sdk.value).then(async (token) => {
      if (!token) return;
      try {
        await facebookLogin.mutateAsync(token);
        onSignedIn();
      } catch {
        fail();
      }
    });
  };

  return (
    <ProviderButton busy={sdk.state === 'loading' || facebookLogin.isPending} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="#1877f2"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.6-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
        />
      </svg>
      <Trans>Continue with Facebook</Trans>
    </ProviderButton>
  );
}

function AppleButton({ clientId, onSignedIn }: { clientId: string; onSignedIn: () => void }) {
  const { t } = useLingui();
  const [sdk, reload] = useLoaded(loadAppleSdk, clientId);
  // One fresh nonce per attempt, prepared ahead because hashing is async and the popup must open in the click.
  const [nonce, setNonce] = useState<Nonce | null>(null);
  const appleLogin = useAppleLogin();
  const fail = () => showAlert({ type: 'danger', message: t`An error occurred while logging in with Apple. Please try again later.` });

  useEffect(() => {
    if (nonce) return;
    let cancelled = false;
    void createNonce().then((next) => !cancelled && setNonce(next));
    return () => {
      cancelled = true;
    };
  }, [nonce]);

  const onClick = () => {
    if (sdk.state === 'failed') {
      fail();
      reload();
      return;
    }
    if (sdk.state !== 'ready' || !nonce || appleLogin.isPending) return;
    setNonce(null);
    appleSignInPopup(sdk.value, clientId, nonce).then(
      async (result) => {
        const name = [result.user?.name?.firstName, result.user?.name?.lastName].filter(Boolean).join(' ');
        try {
          await appleLogin.mutateAsync({
            idToken: result.authorization.id_token,
            nonce: nonce.raw,
            email: result.user?.email,
            username: name || undefined,
          });
          onSignedIn();
        } catch {
          fail();
        }
      },
      (error: unknown) => {
        if (!isAppleCancel(error)) fail();
      },
    );
  };

  return (
    <ProviderButton busy={sdk.state === 'loading' || !nonce || appleLogin.isPending} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z" />
      </svg>
      <Trans>Continue with Apple</Trans>
    </ProviderButton>
  );
}

/** The Facebook and Apple buttons of /sign-in, each only when GET /api/config/ says it is on. */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { data: config } = useAppConfig();
  const facebook = config?.providers.facebook;
  const apple = config?.providers.apple;
  const facebookAppId = facebook?.enabled ? facebook.app_id : null;
  const appleClientId = apple?.enabled ? apple.client_id : null;
  if (!facebookAppId && !appleClientId) return null;
  return (
    <>
      <div className={styles.divider}>
        <Trans>or</Trans>
      </div>
      <div className={styles.social}>
        {facebookAppId ? <FacebookButton appId={facebookAppId} onSignedIn={onSignedIn} /> : null}
        {appleClientId ? <AppleButton clientId={appleClientId} onSignedIn={onSignedIn} /> : null}
      </div>
      <SocialTermsNote />
    </>
  );
}
