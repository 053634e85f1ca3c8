import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@/shared/schemas/banner';
import { BannerItem } from './BannerItem';
import { WIDE_LAYOUT_QUERY } from '../lib/layout-queries';
import styles from './Banners.module.css';

interface InListBannersProps {
  banners: readonly Banner[];
  priority?: boolean;
  /** Shown on phones only: from the desktop breakpoint the same banners are in the sidebar column instead. */
  narrowOnly?: boolean;
}

/** Banners shown between the cards of a list (phones, where there is no sidebar column). */
export function InListBanners({ banners, priority = false, narrowOnly = false }: InListBannersProps) {
  const { t } = useLingui();
  return (
    <div className={`${styles.inList} ${narrowOnly ? styles.narrowOnly : ''}`} role="complementary" aria-label={t`Promotions`}>
      {banners.map((banner) => (
        <BannerItem key={banner.id} banner={banner} priority={priority} hiddenWhere={narrowOnly ? WIDE_LAYOUT_QUERY : undefined} />
      ))}
    </div>
  );
}
