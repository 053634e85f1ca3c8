import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SignInPromptModal } from '@/features/auth/components/SignInPromptModal';
import { DeviceNotificationsSync } from '@/features/inbox/components/DeviceNotificationsSync';
import { InboxBadge } from '@/features/inbox/components/InboxBadge';
import { AlertBar } from '../AlertBar';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { NavigationProgress } from './NavigationProgress';
import { TopBar } from './TopBar';
import styles from './Layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The shared layout of §2 around every route. */
export function Layout({ children, extras }: { children: ReactNode; extras?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <NavigationProgress />
      <TopBar avatarBadge={<InboxBadge />} />
      <AlertBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <CookieBanner />
      <SignInPromptModal />
      <DeviceNotificationsSync />
      {extras}
    </div>
  );
}
