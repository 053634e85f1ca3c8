import { apiRequest } from '@/lib/http';
import type { BannerImage } from '@/shared/schemas/moderation-editorial';

/** POST /api/moderation/banners/images: the picture as deal pictures are sent (multipart, field `image`). */
export function uploadBannerImage(file: File): Promise<BannerImage> {
  const body = new FormData();
  body.append('image', file);
  // A large banner over a slow uplink takes longer than a JSON call.
  return apiRequest<BannerImage>('moderation/banners/images', { method: 'POST', body, timeoutMs: 60_000 });
}
