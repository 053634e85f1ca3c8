import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ApiImage } from '@/shared/schemas/common';
import { DealImage } from './DealImage';
import styles from './DealGallery.module.css';

interface DealGalleryProps {
  images: ApiImage[];
  title: string;
  nsfw: boolean;
}

/** The deal's images: one large picture and, when there are several, thumbnails that choose it. */
export function DealGallery({ images, title, nsfw }: DealGalleryProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const [revealed, setRevealed] = useState(!nsfw);
  const current = images[selected] ?? images[0];
  if (!current) return <div className={styles.empty} aria-hidden="true" />;

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <DealImage
          key={current.id}
          image={current}
          alt={images.length > 1 ? t`${title}, image ${selected + 1} of ${images.length}` : title}
          sizes="(min-width: 769px) 560px, 100vw"
          priority
          className={`${styles.main} ${revealed ? '' : styles.blurred}`}
        />
        {!revealed && (
          <button type="button" className={styles.reveal} onClick={() => setRevealed(true)}>
            {t`Show image (18+)`}
          </button>
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t`Show image ${index + 1}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <DealImage image={image} alt="" sizes="72px" className={revealed ? '' : styles.blurred} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
