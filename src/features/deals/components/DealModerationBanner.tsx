import { ModerationStateNotice } from '@/components/moderation/ModerationStateNotice';
import type { ModerationState } from '@/shared/schemas/moderation';
import styles from './DealPage.module.css';

/** Above the deal its author (or an operator) opens while it is hidden or held: why, and the appeal. */
export function DealModerationBanner({ dealId, moderation, own }: { dealId: number; moderation: ModerationState; own: boolean }) {
  return (
    <div className={styles.moderation}>
      <ModerationStateNotice moderation={moderation} entityType="deal" entityId={dealId} forAuthor={own} />
    </div>
  );
}
