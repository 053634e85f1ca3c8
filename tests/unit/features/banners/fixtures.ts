import type { Banner } from '@/shared/schemas/banner';

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    url: 'https://www.example.pl/promocje',
    image_url: '/media/banners/wide-1.webp',
    width: 1200,
    height: 300,
    locations: ['web_best_deals'],
    position: 0,
    ...overrides,
  };
}
