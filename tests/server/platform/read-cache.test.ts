import { describe, expect, it } from 'vitest';
import { ReadCache, type CachedBody } from '@/server/platform/read-cache';

const entry = (text: string, etag: string, tags: string[] = []): CachedBody => ({
  body: new TextEncoder().encode(text),
  etag,
  gzip: null,
  br: null,
  tags,
});
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

  it('empties by tag only the entries that show what a write changed', async () => {
    const cache = new ReadCache(1000, 10);
    await cache.getOrLoad('deal 1', async () => entry('one', '"1"', ['deal:1']));
    await cache.getOrLoad('list', async () => entry('list', '"l"', ['lists', 'deal:1', 'deal:2']));
    await cache.getOrLoad('deal 2', async () => entry('two', '"2"', ['deal:2']));
    cache.invalidate(['deal:1']);
    const { load, calls } = loader();
    expect(text(await cache.getOrLoad('deal 2', load))).toBe('two');
    expect(text(await cache.getOrLoad('deal 1', load))).toBe('v1');
    expect(text(await cache.getOrLoad('list', load))).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('answers a load that ran across a write, but keeps it only if it shows nothing the write changed', async () => {
    const cache = new ReadCache(1000, 10);
    let finish: (value: CachedBody) => void = () => {};
    const pending = cache.getOrLoad('deal 1', () => new Promise<CachedBody>((resolve) => (finish = resolve)));
    let finishOther: (value: CachedBody) => void = () => {};
    const other = cache.getOrLoad('deal 2', () => new Promise<CachedBody>((resolve) => (finishOther = resolve)));
    cache.invalidate(['deal:1']);
    finish(entry('before the vote', '"b"', ['deal:1']));
    finishOther(entry('untouched', '"u"', ['deal:2']));
    expect(text(await pending)).toBe('before the vote');
    expect(text(await other)).toBe('untouched');
    const { load, calls } = loader();
    expect(text(await cache.getOrLoad('deal 1', load))).toBe('v1');
    expect(text(await cache.getOrLoad('deal 2', load))).toBe('untouched');
    expect(calls()).toBe(1);
  });

  it('never puts back a refresh that read from before a write it shows', async () => {
    const time = clock();
    const cache = new ReadCache(1000, 10, time.now);
    await cache.getOrLoad('list', async () => entry('v1', '"1"', ['lists']));
    time.advance(1500);
    let finishRefresh: (value: CachedBody) => void = () => {};
    expect(text(await cache.getOrLoad('list', () => new Promise<CachedBody>((resolve) => (finishRefresh = resolve))))).toBe('v1');
    cache.invalidate(['lists']);
    // The refresh read the list as it was before the new deal.
    finishRefresh(entry('refresh from before', '"r"', ['lists']));
    await flush();
    expect(text(await cache.getOrLoad('list', async () => entry('after', '"a"', ['lists'])))).toBe('after');
  });

  it('empties everything, running loads included, on clear', async () => {
    const cache = new ReadCache(1000, 10);
    await cache.getOrLoad('a', async () => entry('a', '"a"', ['deal:1']));
    let finish: (value: CachedBody) => void = () => {};
    const pending = cache.getOrLoad('b', () => new Promise<CachedBody>((resolve) => (finish = resolve)));
    cache.clear();
    finish(entry('b', '"b"'));
    await pending;
    const { load, calls } = loader();
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    expect(calls()).toBe(2);
  });
});
