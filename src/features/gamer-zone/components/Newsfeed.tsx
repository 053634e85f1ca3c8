import { GAMER_ZONE_SECTIONS, type GamerZoneSection } from '../lib/gamer-zone-params';
import { ConsoleCards } from './ConsoleCards';
import { LatestDeals, type LatestDealsState } from './LatestDeals';
import styles from './GamerZone.module.css';

interface NewsfeedProps {
  latest: Record<GamerZoneSection, LatestDealsState>;
}

/** Newsfeed tab: the console cards with their lowest prices, then the latest game and hardware deals. */
export function Newsfeed({ latest }: NewsfeedProps) {
  return (
    <div className={styles.newsfeed}>
      <ConsoleCards />
      <div className={styles.latest}>
        {GAMER_ZONE_SECTIONS.map((section) => (
          <LatestDeals key={section} section={section} {...latest[section]} />
        ))}
      </div>
    </div>
  );
}
