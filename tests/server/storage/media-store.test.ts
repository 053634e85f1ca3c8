import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, s3Settings } from '@/server/platform/env';
import { localMediaStore, type MediaStore } from '@/server/storage/media-store';
import { s3Client, s3MediaStore } from '@/server/storage/s3-media-store';
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3';

let root: string;
let s3: FakeS3;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'okazje-stores-'));
  s3 = await startFakeS3();
});

afterAll(async () => {
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

type Driver = 'local' | 's3';

/** Two stores side by side, as an app has them (`media` and `share-cards`): folders, or prefixes of one bucket. */
function storesOf(driver: Driver, first: string, second: string): [MediaStore, MediaStore] {
  if (driver === 'local') return [localMediaStore(path.join(root, first)), localMediaStore(path.join(root, second))];
  const settings = s3Settings(parseEnv(s3.env));
  const client = s3Client(settings);
  return [s3MediaStore(client, settings.bucket, `${first}/`), s3MediaStore(client, settings.bucket, `${second}/`)];
}

async function streamed(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
  return Buffer.concat(chunks);
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(['local', 's3'] as const)('the %s media store', (driver) => {
  let store: MediaStore;
  let neighbour: MediaStore;
  beforeAll(() => {
    [store, neighbour] = storesOf(driver, `${driver}-media`, `${driver}-cards`);
  });

  it('answers what was put: the bytes streamed or whole, their type, size, tag and time', async () => {
    const before = Date.now();
    await store.put('deals/ab12-640.webp', bytes('RIFF pretend webp'), 'image/webp');
    const object = await store.get('deals/ab12-640.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 17, etag: expect.stringMatching(/^"[^"]+"$/) });
    expect((await streamed(object!.body)).toString()).toBe('RIFF pretend webp');
    // Stores keep whole seconds at worst (S3's Last-Modified).
    expect(object!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Buffer.from((await store.read('deals/ab12-640.webp'))!).toString()).toBe('RIFF pretend webp');
    const { body: _body, ...info } = object!;
    expect(await store.head('deals/ab12-640.webp')).toEqual(info);
  });

  it('answers null for a key nothing was put under', async () => {
    expect(await store.get('deals/never-put.webp')).toBeNull();
    expect(await store.read('deals/never-put.webp')).toBeNull();
    expect(await store.head('deals/never-put.webp')).toBeNull();
    expect(await store.get('deals')).toBeNull();
    expect(await store.list('never/')).toEqual([]);
  });

  it('replaces an object put again under the same key, with a new tag', async () => {
    await store.put('avatars/7-aa.webp', bytes('first'), 'image/webp');
    const first = await store.head('avatars/7-aa.webp');
    await store.put('avatars/7-aa.webp', bytes('second, longer'), 'image/webp');
    const second = await store.get('avatars/7-aa.webp');
    expect(second?.size).toBe(14);
    expect((await streamed(second!.body)).toString()).toBe('second, longer');
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('serves each key as the type its extension names, and refuses bytes labelled otherwise', async () => {
    await store.put('cards/x.jpg', bytes('jpeg'), 'image/jpeg');
    await store.put('logos/y.png', bytes('png'), 'image/png');
    expect((await store.head('cards/x.jpg'))?.contentType).toBe('image/jpeg');
    expect((await store.head('logos/y.png'))?.contentType).toBe('image/png');
    await expect(store.put('cards/z.webp', bytes('png'), 'image/png')).rejects.toThrow(/image\/webp/);
    expect(await store.head('cards/z.webp')).toBeNull();
  });

  it.each([
    '../escape.webp',
    'deals/../../escape.webp',
    '/absolute.webp',
    'deals//double.webp',
    '.hidden.webp',
    'deals/.hidden.webp',
    'deals/photo.webp.tmp',
    'deals',
    'page.html',
    'drawing.svg',
    'object.constructor',
    'deals\\back.webp',
    'with space.webp',
    'zażółć.webp',
    '',
    `${'a/'.repeat(300)}long.webp`,
  ])('refuses the key %j, which could leave the store or name no picture', async (key) => {
    await expect(store.put(key, bytes('x'), 'image/webp')).rejects.toThrow();
    expect(await store.get(key)).toBeNull();
    expect(await store.read(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
  });

  it('lists the keys under a prefix at any depth, and only those', async () => {
    for (const key of ['list/deals-1-a.jpg', 'list/deals-1-b.jpg', 'list/deals-10-a.jpg', 'list/deep/er/deals-1-c.jpg']) {
      await store.put(key, bytes(key), 'image/jpeg');
    }
    expect((await store.list('list/deals-1-')).sort()).toEqual(['list/deals-1-a.jpg', 'list/deals-1-b.jpg']);
    expect((await store.list('list/')).sort()).toEqual([
      'list/deals-1-a.jpg',
      'list/deals-1-b.jpg',
      'list/deals-10-a.jpg',
      'list/deep/er/deals-1-c.jpg',
    ]);
    expect(await store.list('../')).toEqual([]);
  });

  it('removes an object; removing it again, or a key never put, is no error', async () => {
    await store.put('gone/soon.webp', bytes('x'), 'image/webp');
    await store.remove('gone/soon.webp');
    expect(await store.get('gone/soon.webp')).toBeNull();
    await store.remove('gone/soon.webp');
    await store.remove('gone/never.webp');
  });

  it("keeps a store's objects apart from its neighbour's", async () => {
    await store.put('same/key.webp', bytes('media'), 'image/webp');
    expect(await neighbour.head('same/key.webp')).toBeNull();
    await neighbour.put('same/key.webp', bytes('card'), 'image/webp');
    expect(Buffer.from((await store.read('same/key.webp'))!).toString()).toBe('media');
    expect(Buffer.from((await neighbour.read('same/key.webp'))!).toString()).toBe('card');
    expect(await neighbour.list('')).toEqual(['same/key.webp']);
  });
});

describe('the local media store', () => {
  it('leaves no staging file behind and never serves or lists one', async () => {
    const dir = path.join(root, 'staging');
    const store = localMediaStore(dir);
    await store.put('deals/a.webp', bytes('a'), 'image/webp');
    expect(await readdir(path.join(dir, 'deals'))).toEqual(['a.webp']);
    await writeFile(path.join(dir, 'deals', 'a.webp.0123.tmp'), 'half a file');
    expect(await store.list('deals/')).toEqual(['deals/a.webp']);
  });

  it('keeps a file beside its folder out of reach', async () => {
    await writeFile(path.join(root, 'secret.webp'), 'outside the media folder');
    const store = localMediaStore(path.join(root, 'inside'));
    expect(await store.read('../secret.webp')).toBeNull();
    expect(await store.get('../secret.webp')).toBeNull();
  });
});

describe('the S3 media store', () => {
  it('is refused by a bucket that does not know its access key', async () => {
    const settings = s3Settings(parseEnv({ ...s3.env, S3_ACCESS_KEY_ID: 'NOBODY' }));
    const stranger = s3MediaStore(s3Client(settings), settings.bucket, 'media/');
    await expect(stranger.put('deals/a.webp', bytes('a'), 'image/webp')).rejects.toThrow(/Access Key/i);
  });
});
