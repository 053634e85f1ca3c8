import { Trans } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { DeviceNotificationsSync } from '@/features/inbox/components/DeviceNotificationsSync';
import { InboxBadge } from '@/features/inbox/components/InboxBadge';
import { closeSignInPrompt, useSignInPromptOpen } from '@/domain/sign-in-prompt';
import { OnDemand } from '@/lib/OnDemand';
import { AlertBar } from '../AlertBar';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { NavigationProgress } from './NavigationProgress';
import { SuspensionBar } from './SuspensionBar';
import { TopBar } from './TopBar';
import styles from './Layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

const loadSignInPrompt = () => import('@/features/auth/components/SignInPromptModal').then((module) => module.SignInPromptModal);

/** The sign-in prompt is loaded the first time a guest needs it, and stays mounted from then on. */
function SignInPrompt() {
  const open = useSignInPromptOpen();
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  const giveUp = useCallback(() => {
    closeSignInPrompt();
    setAsked(false);
  }, []);
  return asked ? <OnDemand load={loadSignInPrompt} props={{}} onFailure={giveUp} /> : null;
}

/** The shared layout (top bar and footer) around every route. */
export function Layout({ children, extras }: { children: ReactNode; extras?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      {/* Fixed at the bottom of the screen, but first in the tab order: keyboard users answer it before the page. */}
      <CookieBanner />
      <NavigationProgress />
      <TopBar avatarBadge={<InboxBadge />} />
      <SuspensionBar />
      <AlertBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <SignInPrompt />
      <DeviceNotificationsSync />
      {extras}
    </div>
  );
}
