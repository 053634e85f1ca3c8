import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStore } from './media-store';

export const AVATAR_SIZE = 512;
export const AVATAR_SMALL_SIZE = 128;
/** Refuses decompression bombs: a few-kB file may declare a gigapixel canvas. 8000 × 5000 is plenty for a photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export type AvatarFormat = 'png' | 'jpeg' | 'webp';

/** The picture's real type from its first bytes; the file name and the declared type are the sender's word only. */
export function sniffAvatarFormat(bytes: Uint8Array): AvatarFormat | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export interface AvatarRenditions {
  /** AVATAR_SIZE square webp. */
  large: Buffer;
  /** AVATAR_SMALL_SIZE square webp for lists and comments. */
  small: Buffer;
}

/**
 * Decodes the upload and re-encodes it as square webp renditions. Re-encoding drops everything but pixels (EXIF with
 * GPS position, ICC, comments), and a file that only pretends to be a picture fails here. Throws when sharp cannot
 * decode the bytes as the sniffed format.
 */
export async function renderAvatar(bytes: Uint8Array, format: AvatarFormat): Promise<AvatarRenditions> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata();
  if (metadata.format !== format) throw new Error(`content decodes as ${metadata.format}, not ${format}`);
  // rotate() applies the EXIF orientation before the metadata is dropped, so phone photos stay upright.
  const square = (size: number) => image.clone().rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  const [large, small] = await Promise.all([square(AVATAR_SIZE), square(AVATAR_SMALL_SIZE)]);
  return { large, small };
}

/** Where avatar files live: `mediaAvatarStore` keeps them in the media store served under /media/. */
export interface AvatarStore {
  /** Stores both renditions under a fresh name and answers the public URL of the large one. */
  save(userId: number, renditions: AvatarRenditions): Promise<string>;
  /** Removes the files behind a URL this store answered; other URLs (seeded pictures) are left alone. */
  remove(url: string): Promise<void>;
}

const AVATAR_URL = /^\/media\/avatars\/(\d+-[0-9a-f]{16})\.webp$/;

export function mediaAvatarStore(media: MediaStore): AvatarStore {
  return {
    async save(userId, { large, small }) {
      // The small rendition sits beside the large one (`<name>.webp`, `<name>-128.webp`). A random part per upload: a new picture gets a new URL, so long-lived media caching never shows the old one.
      const name = `${userId}-${randomBytes(8).toString('hex')}`;
      await media.put(`avatars/${name}.webp`, large, 'image/webp');
      await media.put(`avatars/${name}-${AVATAR_SMALL_SIZE}.webp`, small, 'image/webp');
      return `/media/avatars/${name}.webp`;
    },
    async remove(url) {
      const name = AVATAR_URL.exec(url)?.[1];
      if (!name) return;
      await media.remove(`avatars/${name}.webp`);
      await media.remove(`avatars/${name}-${AVATAR_SMALL_SIZE}.webp`);
    },
  };
}
