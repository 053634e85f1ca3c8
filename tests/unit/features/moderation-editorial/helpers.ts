import type { BannerForOperator, PrizeRequestForOperator } from '@/shared/schemas/moderation-editorial';
import type { Special } from '@/shared/schemas/special';

export { errorResponse, mockApi, signIn } from '../../api-stub';
export { makeUser } from '../account/helpers';

export const list = <T>(data: T[]) => Response.json({ data, metadata: { pages_count: data.length > 0 ? 1 : 0, count: data.length } });

export function prizeRequest(overrides: Partial<PrizeRequestForOperator> = {}): PrizeRequestForOperator {
  return {
    id: 11,
    user: { id: 7, username: 'okazjonalny' },
    prize: { id: 3, title: 'Kubek Pepper', description: null, price: 500, stock: 4, prize_images: [{ url: '/media/prizes/3.webp' }] },
    status: 'pending',
    claim_information: 'Jan Kowalski\nul. Długa 5/2\n00-001 Warszawa',
    rejection_reason: null,
    points: 500,
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

export function banner(id: number, overrides: Partial<BannerForOperator> = {}): BannerForOperator {
  return {
    id,
    image_url: `/media/banners/${id}.webp`,
    width: 1200,
    height: 300,
    url: `https://sklep.example/promo-${id}`,
    locations: ['web_best_deals'],
    position: id,
    retired_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    clicks_30d: 12,
    ...overrides,
  };
}

export function special(overrides: Partial<Special> = {}): Special {
  return {
    id: 4,
    title: 'Black Week w Sklepie',
    desktop_image_url: null,
    mobile_image_url: null,
    description: '<p>Rabaty</p>',
    coupon_code: 'BW10',
    button_url: 'https://sklep.example/bw',
    button_text: 'Do sklepu',
    instructions: null,
    special_offers: [
      {
        id: 1,
        title: 'Konsola',
        url: 'https://sklep.example/konsola',
        image_url: null,
        new_price: 199999,
        old_price: 249900,
        currency: 'PLN',
      },
    ],
    ...overrides,
  };
}
