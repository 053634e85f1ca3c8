import type { Db } from '../db/client';
import { dealImages } from '../db/schema';
import { AppError } from '../platform/errors';
import { sniffAvatarFormat } from '../storage/avatars';
import { renderDealImage, saveDealImage } from '../storage/deal-images';
import type { MediaStore } from '../storage/media-store';

/** Answer of POST /api/deals/images: the picture's id for `image_ids`, and its largest rendition. */
export interface UploadedDealImage {
  id: number;
  url: string;
  width: number;
  height: number;
}

/** HEIF/HEIC (iPhone camera default): an ISO-BMFF `ftyp` box naming a HEIF brand. sharp's prebuilt libvips cannot decode it. */
function isHeic(bytes: Uint8Array): boolean {
  const brand = new TextDecoder().decode(bytes.subarray(4, 12));
  return /^ftyp(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand);
}

/**
 * Stores an uploaded deal picture as webp renditions and a deal_images row that belongs to no deal yet: the
 * submission that lists its id in image_ids claims it. Refuses what is not a readable PNG, JPEG or WebP picture.
 */
export async function storeDealImage(deps: { db: Db; media: MediaStore }, userId: number, bytes: Uint8Array): Promise<UploadedDealImage> {
  const format = sniffAvatarFormat(bytes);
  if (!format) {
    throw new AppError(
      'ValidationError',
      isHeic(bytes)
        ? 'image: HEIC photos are not supported; send the picture as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)'
        : 'image: only PNG, JPEG and WebP pictures are accepted',
    );
  }
  const renditions = await renderDealImage(bytes, format).catch(() => {
    throw new AppError('ValidationError', 'image: the file is not a readable PNG, JPEG or WebP picture');
  });
  const variants = await saveDealImage(deps.media, renditions);
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('a decoded picture gave no rendition');
  const [row] = await deps.db
    .insert(dealImages)
    .values({ dealId: null, uploadedBy: userId, url: largest.url, width: largest.width, height: largest.height, variants })
    .returning({ id: dealImages.id });
  if (!row) throw new Error('deal image insert returned no row');
  return { id: row.id, url: largest.url, width: largest.width, height: largest.height };
}
