import type { ApiImage } from '@/shared/schemas/common';

interface DealImageProps {
  image: ApiImage;
  alt: string;
  /** The CSS width the image is shown at, so the browser picks the smallest sufficient rendition. */
  sizes: string;
  /** Above-the-fold images load at once with high priority; the rest wait until they scroll near. */
  priority?: boolean;
  className?: string;
}

/** An API image with its intrinsic size (no layout shift) and a srcset of the pre-generated renditions. */
export function DealImage({ image, alt, sizes, priority = false, className }: DealImageProps) {
  const renditions = [...image.variants, { width: image.width, url: image.url }]
    .filter((r, i, all) => all.findIndex((o) => o.width === r.width) === i)
    .sort((a, b) => a.width - b.width);
  return (
    <img
      className={className}
      src={image.url}
      srcSet={renditions.map((r) => `${r.url} ${r.width}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
