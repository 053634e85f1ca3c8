import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app';

const server = useTestServer({ seed: false });

describe('U+0000 in a query string', () => {
  it.each([
    ['/api/deals/?brands=%00', 'brands'],
    // A search with NUL used to be stripped and answered 200 on deals while shops and coupons answered 500; now every
    // query value refuses it alike, as bodies do.
    ['/api/deals/?search=%00rower%00', 'search'],
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
