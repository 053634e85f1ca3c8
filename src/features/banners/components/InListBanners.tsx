import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@/shared/schemas/banner';
import { BannerItem } from './BannerItem';
import styles from './Banners.module.css';

/** Banners shown between the cards of a list (phones, where there is no sidebar column). */
export function InListBanners({ banners, priority = false }: { banners: readonly Banner[]; priority?: boolean }) {
  const { t } = useLingui();
  return (
    <div className={styles.inList} role="complementary" aria-label={t`Promotions`}>
      {banners.map((banner) => (
        <BannerItem key={banner.id} banner={banner} sizes="100vw" priority={priority} />
      ))}
    </div>
  );
}
