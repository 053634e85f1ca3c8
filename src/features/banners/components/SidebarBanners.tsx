import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@/shared/schemas/banner';
import { BannerItem } from './BannerItem';
import styles from './Banners.module.css';

/** The sidebar column's banners, in the order given (already chosen by slot and sorted by position). */
export function SidebarBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui();
  if (banners.length === 0) return null;
  return (
    <aside className={styles.sidebar} aria-label={t`Promotions`}>
      {banners.map((banner, index) => (
        <BannerItem key={banner.id} banner={banner} sizes="300px" priority={index === 0} />
      ))}
    </aside>
  );
}
