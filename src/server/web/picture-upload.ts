import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES } from '@/shared/constants';
import { AppError } from '../platform/errors';
import type { AppEnv } from './types';

/** Multipart framing around the picture (boundaries, part headers); generous, since the file's own size is checked exactly. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Avatars and deal pictures share one cap (10 MB, the avatar limit), so one body limit serves both routes. */
export const PICTURE_BODY_LIMIT_BYTES = AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * The requests the app-wide 1 MB body limit lets through: the avatar (PUT /api/users/avatar), deal picture
 * (POST /api/deals/images) and banner picture (POST /api/moderation/banners/images) uploads, which get PICTURE_BODY_LIMIT_BYTES on their routes instead.
 */
export function isPictureUpload(method: string, path: string): boolean {
  return (
    (method === 'PUT' && /^\/api\/users\/avatar\/?$/.test(path)) ||
    (method === 'POST' && /^\/api\/(deals|moderation\/banners)\/images\/?$/.test(path))
  );
}

const tooLarge = () => new AppError('PayloadTooLarge', `The picture is larger than ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`);

/** The upload routes' own body limit, so a guest or an oversized body is turned away before 10 MB are read. */
export const pictureBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: PICTURE_BODY_LIMIT_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * The bytes of the multipart field `image` (the avatar upload; deal pictures too), with API errors for anything else.
 */
export async function readPictureUpload(c: Context<AppEnv>): Promise<Uint8Array> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) {
    throw new AppError('ValidationError', 'Content-Type must be multipart/form-data with an image field');
  }
  let image: unknown;
  try {
    image = (await c.req.parseBody())['image'];
  } catch {
    throw new AppError('ValidationError', 'The multipart body could not be read');
  }
  if (!(image instanceof File)) throw new AppError('ValidationError', 'image: a picture file is required');
  if (image.size > AVATAR_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await image.arrayBuffer());
}
