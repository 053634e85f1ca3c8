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
