import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SidebarLayout } from '@/components/ui/SidebarLayout';
import { TabPanel, Tabs } from '@/components/ui/Tabs';
import { GAMER_ZONE_TAB_LABELS } from '../lib/tab-labels';
import type { GamePlatform } from '@/shared/categories';
import { GAMER_ZONE_TABS, type GamerZoneTab } from '../lib/gamer-zone-params';
import { PlatformChips } from './PlatformChips';
import styles from './GamerZone.module.css';

export const GAMER_ZONE_TABS_ID = 'gamer-zone';

interface GamerZoneScreenProps {
  tab: GamerZoneTab;
  platform: GamePlatform | undefined;
  /** The sidebar beside the tab's content (desktop banners); the route composes it from other features. */
  aside?: ReactNode;
  /** The tab's content: the newsfeed, or the section's deal list (composed by the route). */
  children: ReactNode;
}

/** Gamer zone: heading, the newsfeed / games / hardware tabs, platform chips on the deal tabs, and the content. */
export function GamerZoneScreen({ tab, platform, aside, children }: GamerZoneScreenProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();

  const changeTab = (next: GamerZoneTab) => {
    // The platform carries over between games and hardware (the same chips); the newsfeed has none. A new tab starts on page 1.
    void navigate({
      to: '/gamer-zone',
      search: { tab: next, platform: next === 'newsfeed' ? undefined : platform, page: undefined },
    });
  };

  return (
    <SidebarLayout aside={aside} asideClassName={styles.aside}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>
            Gamer <span className={styles.accent}>zone</span>
          </Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Console, game and hardware prices from the community, newest first.</Trans>
        </p>
      </header>
      <Tabs
        label={t`Gamer zone sections`}
        idPrefix={GAMER_ZONE_TABS_ID}
        items={GAMER_ZONE_TABS.map((value) => ({ value, label: i18n._(GAMER_ZONE_TAB_LABELS[value]) }))}
        value={tab}
        onChange={changeTab}
      />
      <TabPanel idPrefix={GAMER_ZONE_TABS_ID} value={tab}>
        <div className={styles.panel}>
          {tab !== 'newsfeed' && <PlatformChips platform={platform} />}
          {children}
        </div>
      </TabPanel>
    </SidebarLayout>
  );
}
