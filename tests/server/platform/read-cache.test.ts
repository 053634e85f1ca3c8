import { describe, expect, it } from 'vitest';
import { ReadCache, type CachedBody } from '@/server/platform/read-cache';

const entry = (text: string, etag: string): CachedBody => ({ body: new TextEncoder().encode(text), etag, gzip: null });
const text = (value: CachedBody) => new TextDecoder().decode(value.body);

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function loader() {
  let version = 0;
  const load = async (): Promise<CachedBody> => {
    version += 1;
    return entry(`v${version}`, `"${version}"`);
  };
  return { load, calls: () => version };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ReadCache', () => {
  it('serves a fresh entry without loading again', async () => {
    const time = clock();
    const cache = new ReadCache(1000, 10, time.now);
    const { load, calls } = loader();
    expect(text(await cache.getOrLoad('a', load))).toBe('v1');
    time.advance(999);
    expect(text(await cache.getOrLoad('a', load))).toBe('v1');
    expect(calls()).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache(1000, 10);
    const { load, calls } = loader();
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.getOrLoad('a', load)));
    expect(new Set(results.map(text))).toEqual(new Set(['v1']));
    expect(calls()).toBe(1);
  });

  it('answers stale once expired while one refresh runs, then the new value', async () => {
    const time = clock();
    const cache = new ReadCache(1000, 10, time.now);
    await cache.getOrLoad('a', async () => entry('v1', '"1"'));
    time.advance(1500);

    let finishRefresh: (value: CachedBody) => void = () => {};
    let refreshes = 0;
    const slowLoad = () => {
      refreshes += 1;
      return new Promise<CachedBody>((resolve) => (finishRefresh = resolve));
    };
    expect(text(await cache.getOrLoad('a', slowLoad))).toBe('v1');
    expect(text(await cache.getOrLoad('a', slowLoad))).toBe('v1');
    expect(refreshes).toBe(1);

    finishRefresh(entry('v2', '"2"'));
    await flush();
    expect(text(await cache.getOrLoad('a', slowLoad))).toBe('v2');
    expect(refreshes).toBe(1);
  });

  it('never serves an entry older than two TTLs', async () => {
    const time = clock();
    const cache = new ReadCache(1000, 10, time.now);
    const { load } = loader();
    await cache.getOrLoad('a', load);
    time.advance(2001);
    expect(text(await cache.getOrLoad('a', load))).toBe('v2');
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache(1000, 10);
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const { load } = loader();
    expect(text(await cache.getOrLoad('a', load))).toBe('v1');
  });

  it('keeps serving the stale value when a refresh fails', async () => {
    const time = clock();
    const cache = new ReadCache(1000, 10, time.now);
    const { load } = loader();
    await cache.getOrLoad('a', load);
    time.advance(1200);
    expect(text(await cache.getOrLoad('a', () => Promise.reject(new Error('blip'))))).toBe('v1');
    await flush();
    expect(text(await cache.getOrLoad('a', load))).toBe('v1');
  });

  it('is bounded, evicting the oldest key', async () => {
    const cache = new ReadCache(1000, 2);
    const { load, calls } = loader();
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    await cache.getOrLoad('c', load);
    expect(cache.size).toBe(2);
    await cache.getOrLoad('a', load);
    expect(calls()).toBe(4);
  });

  it('loads every time when the TTL is 0', async () => {
    const cache = new ReadCache(0, 10);
    const { load, calls } = loader();
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('a', load);
    expect(calls()).toBe(2);
    expect(cache.size).toBe(0);
  });
});
