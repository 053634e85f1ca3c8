import { describe, expect, it } from 'vitest';
import { BANNER_LOCATIONS } from '@/shared/constants';
import type { Banner } from '@/shared/schemas/banner';
import type { ListResponse } from '@/shared/schemas/common';
import { useTestServer } from '../helpers/app';

const server = useTestServer({ seed: true });

describe('GET /api/banners/', () => {
  it('lists banners for every location slot with their image size and position', async () => {
    const res = await server.app.request('/api/banners/?market_id=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    const { data, metadata } = (await res.json()) as ListResponse<Banner>;
    expect(metadata.count).toBe(data.length);
    for (const location of BANNER_LOCATIONS) {
      expect(
        data.some((b) => b.locations.includes(location)),
        location,
      ).toBe(true);
    }
    for (const banner of data) {
      expect(banner).toMatchObject({
        id: expect.any(Number),
        image_url: expect.stringMatching(/^\/media\//),
        position: expect.any(Number),
      });
      expect(banner.width).toBeGreaterThan(0);
      expect(banner.height).toBeGreaterThan(0);
    }
  });

  it('serves the banner images it lists', async () => {
    const { data } = (await (await server.app.request('/api/banners/')).json()) as ListResponse<Banner>;
    const res = await server.app.request(data[0]!.image_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answers an empty list for a market without banners', async () => {
    const { data } = (await (await server.app.request('/api/banners?market_id=999')).json()) as ListResponse<Banner>;
    expect(data).toEqual([]);
  });

  it('refuses a bad market_id with 400 ValidationError', async () => {
    const res = await server.app.request('/api/banners/?market_id=abc');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'ValidationError', message: expect.stringContaining('market_id') });
  });
});
