import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { Banner } from '@/shared/schemas/banner';
import { sendBannerEvent } from '../api/send-banner-event';
import { useBannerImpression } from '../lib/use-banner-impression';
import styles from './Banners.module.css';

interface BannerItemProps {
  banner: Banner;
  /** On the first screen (often the largest thing there): loaded at once with high priority, not when scrolled near. */
  priority?: boolean;
  /**
   * Where this copy of the banner is hidden by CSS (the page draws the same banners in another slot there). Its image
   * is not fetched where the query matches, whatever its priority, so each width downloads each banner once.
   */
  hiddenWhere?: string;
}

/** A 1×1 transparent GIF: the source a hidden copy "loads" instead of the banner, with no request. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** One banner image at its intrinsic size (no layout shift); with a url it opens the advertiser in a new tab. */
export function BannerItem({ banner, priority = false, hiddenWhere }: BannerItemProps) {
  const { t } = useLingui();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useBannerImpression(banner.url ? linkRef : boxRef, banner.id);

  const img = (
    <img
      className={styles.image}
      src={banner.image_url}
      width={banner.width}
      height={banner.height}
      alt={t`Promotional banner`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  const image = hiddenWhere ? (
    <picture>
      <source media={hiddenWhere} srcSet={BLANK_IMAGE} />
      {img}
    </picture>
  ) : (
    img
  );
  if (!banner.url) {
    return (
      <div ref={boxRef} className={styles.banner}>
        {image}
      </div>
    );
  }
  const reportClick = () => sendBannerEvent(banner.id, 'click');
  return (
    <a
      ref={linkRef}
      className={styles.banner}
      href={banner.url}
      target="_blank"
      rel="sponsored noopener"
      onClick={reportClick}
      onAuxClick={reportClick}
    >
      {image}
    </a>
  );
}
