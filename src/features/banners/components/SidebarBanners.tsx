import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@/shared/schemas/banner';
import { BannerItem } from './BannerItem';
import { NARROW_LAYOUT_QUERY } from '../lib/layout-queries';
import styles from './Banners.module.css';

interface SidebarBannersProps {
  banners: readonly Banner[];
  /** Shown from the desktop breakpoint only: phones have the same banners between the list's cards instead. */
  wideOnly?: boolean;
}

/** The sidebar column's banners, in the order given (already chosen by slot and sorted by position). */
export function SidebarBanners({ banners, wideOnly = false }: SidebarBannersProps) {
  const { t } = useLingui();
  if (banners.length === 0) return null;
  return (
    <aside className={`${styles.sidebar} ${wideOnly ? styles.wideOnly : ''}`} aria-label={t`Promotions`}>
      {banners.map((banner, index) => (
        <BannerItem key={banner.id} banner={banner} priority={index === 0} hiddenWhere={wideOnly ? NARROW_LAYOUT_QUERY : undefined} />
      ))}
    </aside>
  );
}
