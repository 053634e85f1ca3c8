import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { TabPanel, Tabs } from '@/components/ui/Tabs';
import { useLowestConsolePrices } from '../api/get-lowest-console-prices';
import { consoleCard } from '../lib/console-cards';
import { CONSOLE_TABS, type ConsoleTab } from '../lib/gamer-zone-params';
import { type ConsoleSlug } from '@/shared/categories';
import { LowestPrice } from './LowestPrice';
import styles from './GamerZone.module.css';

export const CONSOLE_TABS_ID = 'console';

interface ConsoleScreenProps {
  slug: ConsoleSlug;
  tab: ConsoleTab;
  /** The tab's deal list, composed by the route. */
  children: ReactNode;
}

/** Console page: the console's name, picture and lowest price, and the bare-consoles / bundle-packages tabs. */
export function ConsoleScreen({ slug, tab, children }: ConsoleScreenProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const card = consoleCard(slug);
  const name = i18n._(card.name);
  const prices = useLowestConsolePrices();
  const labels: Record<ConsoleTab, string> = { 'bare-consoles': t`Consoles`, 'bundle-packages': t`Bundle packages` };

  return (
    <div className={`container ${styles.main}`}>
      <nav aria-label={t`Breadcrumbs`} className={styles.breadcrumbs}>
        <Link to="/gamer-zone">
          <Trans>Gamer zone</Trans>
        </Link>
      </nav>
      <header className={styles.consoleHeader}>
        <span className={styles.consolePicture} data-console={slug} aria-hidden="true">
          <img src={card.image} alt="" width={120} height={80} />
        </span>
        <div className={styles.consoleHeading}>
          <h1 className={styles.title}>{name}</h1>
          {!prices.isError && (
            <p className={styles.consolePrice} data-testid="console-price">
              {prices.isPending ? <Skeleton width="8em" /> : <LowestPrice price={prices.data[card.priceKey]} />}
            </p>
          )}
        </div>
      </header>
      <Tabs
        label={t`Offers for ${name}`}
        idPrefix={CONSOLE_TABS_ID}
        items={CONSOLE_TABS.map((value) => ({ value, label: labels[value] }))}
        value={tab}
        onChange={(next) => {
          void navigate({ to: '/gamer-zone/$console', params: { console: slug }, search: { tab: next, page: undefined } });
        }}
      />
      <TabPanel idPrefix={CONSOLE_TABS_ID} value={tab}>
        {children}
      </TabPanel>
    </div>
  );
}
