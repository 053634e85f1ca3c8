import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ImageVariants } from '../db/schema';
import type { AvatarFormat } from './avatars';
import type { MediaStore } from './media-store';

/** The widths of a deal picture's srcset, the same renditions the seeded pictures have. */
export const DEAL_IMAGE_WIDTHS = [320, 640, 960] as const;
/** Refuses decompression bombs, as for avatars: 8000 × 5000 is plenty for a phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface DealImageRendition {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Decodes an uploaded picture and re-encodes it as webp at each width of DEAL_IMAGE_WIDTHS that the picture reaches
 * (a small picture is never enlarged: it gets one rendition at its own width). Re-encoding keeps only pixels (no
 * EXIF position), rotate() first applies the camera's orientation. Throws when sharp cannot decode the bytes as the
 * sniffed format.
 */
export async function renderDealImage(bytes: Uint8Array, format: AvatarFormat): Promise<DealImageRendition[]> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata();
  if (metadata.format !== format) throw new Error(`content decodes as ${metadata.format}, not ${format}`);
  const upright = await image.clone().rotate().toBuffer({ resolveWithObject: true });
  const sourceWidth = upright.info.width;
  const sourceHeight = upright.info.height;
  const widths = [...new Set(DEAL_IMAGE_WIDTHS.map((width) => Math.min(width, sourceWidth)))];
  return Promise.all(
    widths.map(async (width) => {
      const height = Math.max(1, Math.round((sourceHeight * width) / sourceWidth));
      const out = await sharp(upright.data).resize(width, height).webp({ quality: 80 }).toBuffer();
      return { width, height, bytes: out };
    }),
  );
}

/** Stores the renditions under `deals/` with a fresh random name and answers their srcset entries. */
export async function saveDealImage(media: MediaStore, renditions: DealImageRendition[]): Promise<ImageVariants> {
  // A random name per upload: media are served with long-lived caching, and names must not be guessable in advance.
  const name = randomBytes(12).toString('hex');
  return Promise.all(
    renditions.map(async ({ width, height, bytes }) => {
      const key = `deals/${name}-${width}.webp`;
      await media.put(key, bytes, 'image/webp');
      return { width, height, url: `/media/${key}` };
    }),
  );
}
