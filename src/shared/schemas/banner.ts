import * as v from 'valibot';
import type { BannerLocation } from '../constants';

export interface Banner {
  id: number;
  url: string | null;
  image_url: string;
  width: number;
  height: number;
  locations: BannerLocation[];
  position: number;
}

/** POST /api/banners/{id} body: an impression when a banner is shown, a click when it is followed. */
export const BANNER_EVENTS = ['impression', 'click'] as const;
export type BannerEventType = (typeof BANNER_EVENTS)[number];

export const BannerEventSchema = v.object({
  event: v.picklist(BANNER_EVENTS, `event must be one of ${BANNER_EVENTS.join(', ')}`),
});
export type BannerEvent = v.InferOutput<typeof BannerEventSchema>;
