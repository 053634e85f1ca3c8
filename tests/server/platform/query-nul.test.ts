import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app';

const server = useTestServer({ seed: false });

describe('U+0000 in a query string', () => {
  it.each([
    ['/api/deals/?brands=%00', 'brands'],
    ['/api/shops/?search=%00', 'search'],
    ['/api/coupons/?search=kod%00', 'search'],
  ])('%s answers 400 ValidationError naming the parameter, never a database error', async (path, key) => {
    const res = await server.app.request(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
    expect(body.errorCode).toBe('ValidationError');
    expect(body.message).toContain(key);
  });
});
