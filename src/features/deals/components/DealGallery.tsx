import { Trans, useLingui } from '@lingui/react/macro';
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ApiImage } from '@/shared/schemas/common';
import { DealPicturePlaceholder } from '@/components/ui/DealPicturePlaceholder';
import { DealImage } from './DealImage';
import styles from './DealGallery.module.css';

interface DealGalleryProps {
  images: ApiImage[];
  title: string;
  nsfw: boolean;
  /** The deal's category and shop logo choose what stands in for pictures when there are none. */
  category: string;
  shopLogoUrl?: string | null;
}

/**
 * The slider: with several images 1.5 slides show on phones and 1.8 from 577 px, so the next image peeks in and
 * invites a swipe; from 769 px one image fills the stage and thumbnails (4, 6 or 5 per row by breakpoint) choose it.
 * Arrow keys on the focused gallery and the previous/next buttons do what a swipe does.
 */
export function DealGallery({ images, title, nsfw, category, shopLogoUrl }: DealGalleryProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const [revealed, setRevealed] = useState(!nsfw);
  const several = images.length > 1;
  // The image a thumbnail, arrow or key chose, while the slider travels to it: the slides it passes on the way (or an
  // earlier move still under way on a busy phone) must not light up another thumbnail. A swipe chooses nothing.
  const chosen = useRef<number | null>(null);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial: 0,
    slides: { perView: several ? 1.5 : 1, spacing: 8 },
    breakpoints: {
      '(min-width: 577px)': { slides: { perView: several ? 1.8 : 1, spacing: 12 } },
      '(min-width: 769px)': { slides: { perView: 1, spacing: 0 } },
    },
    slideChanged: (s) => {
      if (chosen.current === null || chosen.current === s.track.details.rel) setCurrent(s.track.details.rel);
    },
    dragStarted: () => {
      chosen.current = null;
    },
    animationEnded: (s) => {
      if (chosen.current !== s.track.details.rel) return;
      chosen.current = null;
      setCurrent(s.track.details.rel);
    },
  });

  if (images.length === 0) {
    return (
      <div className={styles.empty}>
        <DealPicturePlaceholder category={category} logoUrl={shopLogoUrl} label={t`This deal has no pictures`} />
      </div>
    );
  }

  const go = (index: number) => {
    const target = Math.min(Math.max(index, 0), images.length - 1);
    chosen.current = target;
    slider.current?.moveToIdx(target);
    setCurrent(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.gallery}>
      <div
        className={styles.stage}
        role="region"
        aria-roledescription={t`carousel`}
        aria-label={t`Images of ${title}`}
        tabIndex={several ? 0 : undefined}
        onKeyDown={several ? onKeyDown : undefined}
      >
        <div ref={sliderRef} className={`keen-slider ${styles.track}`} data-several={several || undefined}>
          {images.map((image, index) => (
            <div
              key={image.id}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${index + 1} of ${images.length}`}
              aria-hidden={index !== current || undefined}
            >
              <DealImage
                image={image}
                alt={several ? t`${title}, image ${index + 1} of ${images.length}` : title}
                sizes="(min-width: 769px) 560px, (min-width: 577px) 55vw, 66vw"
                priority={index === 0}
                className={`${styles.main} ${revealed ? '' : styles.blurred}`}
              />
            </div>
          ))}
        </div>
        {several && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => go(current - 1)}
              disabled={current === 0}
              aria-label={t`Previous image`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(current + 1)}
              disabled={current === images.length - 1}
              aria-label={t`Next image`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        {!revealed && (
          <button type="button" className={styles.reveal} onClick={() => setRevealed(true)}>
            <Trans>Show image (18+)</Trans>
          </button>
        )}
      </div>
      {several && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.thumbItem}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t`Show image ${index + 1}`}
                aria-pressed={index === current}
                onClick={() => go(index)}
              >
                <DealImage image={image} alt="" sizes="96px" className={revealed ? '' : styles.blurred} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
