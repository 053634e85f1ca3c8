import { apiRequest } from '@/lib/http';

/** A picture uploaded for the form (POST /api/deals/images); its id goes into `image_ids`. */
export interface UploadedPicture {
  id: number;
  url: string;
  width: number;
  height: number;
}

export function uploadDealPicture(file: File): Promise<UploadedPicture> {
  const body = new FormData();
  body.append('image', file);
  // A phone photo over a slow uplink takes longer than a JSON call.
  return apiRequest<UploadedPicture>('deals/images', { method: 'POST', body, timeoutMs: 60_000 });
}
